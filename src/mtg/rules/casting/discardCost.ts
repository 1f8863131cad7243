import type { ObjectId } from "../../model/object.js";
import { illegal } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { discardCard } from "../discard.js";
import type { CastingFrom } from "./keyword.js";

/** What a keyword's "discard a card" additional cost accepts (702.81a retrace: a land card). */
export interface DiscardCost {
  readonly keyword: string;
  readonly rule: string;
  /** "a card", "a land card". */
  readonly what: string;
  readonly accepts: (c: CastingFrom, id: ObjectId) => boolean;
}

/**
 * 601.2h, 701.9a: the caster discards one card from their hand to pay the keyword's additional
 * cost: the card given (`args.discard`), or a decision.
 */
export function payDiscardCost(c: CastingFrom, cost: DiscardCost, spellName: string): void {
  const preset = c.args.discard;
  if (preset && preset.length !== 1) illegal(`${spellName}: ${cost.keyword} discards exactly one card`, cost.rule);
  const options = player(c.ctx.state, c.caster).hand.filter((id) => cost.accepts(c, id));
  let chosen = preset?.[0];
  if (chosen === undefined) {
    const a = c.ctx.chooser.choose({
      kind: "chooseObject",
      player: c.caster,
      prompt: `${spellName}: discard ${cost.what} (${cost.keyword})`,
      options,
      optional: false,
      rule: cost.rule,
    });
    chosen = a.kind === "object" && a.id !== null ? a.id : undefined;
  }
  if (chosen === undefined || !options.includes(chosen))
    illegal(`${spellName}: ${cost.keyword} needs ${cost.what} from ${c.caster}'s hand to discard`, cost.rule);
  discardCard(c.ctx, c.caster, chosen, ` (${cost.keyword})`);
}
