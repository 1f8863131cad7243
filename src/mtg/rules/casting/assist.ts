import type { PlayerId } from "../../model/object.js";
import { log } from "../../game/draft.js";
import { payMana } from "../mana.js";
import { reduceGeneric, totalSymbols } from "./costSymbols.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

/**
 * 702.132a: assist — before the caster pays the total cost, another player they choose may pay
 * any amount of its generic mana (colored mana stays the caster's, the cards' rulings). Paying
 * nothing is the same as not being chosen, so with one other player only the amount is asked.
 */
export const assist: CastingKeyword = {
  name: "assist",
  paysInstead: (c, total, x) => {
    if (!c.keyword("assist")) return total;
    const generic = totalSymbols(total, x).reduce((n, s) => n + (s.kind === "generic" ? s.n : 0), 0);
    const helper = generic > 0 ? chooseHelper(c) : null;
    if (helper === null) return total;
    const name = c.chars?.name ?? c.card.id;
    const a = c.ctx.chooser.choose({
      kind: "chooseNumber",
      player: helper,
      prompt: `${name}: how much of its generic mana do you pay (assist, up to ${generic})?`,
      min: 0,
      max: generic,
      rule: "702.132a",
    });
    const n = a.kind === "number" ? Math.min(Math.max(a.n, 0), generic) : 0;
    if (n === 0) return total;
    payMana(c.ctx, helper, `{${n}}`, 0);
    log(c.ctx.state, "pay", `${helper} pays {${n}}`, "702.132a");
    return reduceGeneric(total, x, n);
  },
};

/** 702.132a: the caster chooses another player to help (the only other one, if there is one). */
function chooseHelper(c: CastingFrom): PlayerId | null {
  const others = c.ctx.state.players.filter((p) => p.name !== c.caster && !p.lost).map((p) => p.name);
  if (others.length <= 1) return others[0] ?? null;
  const a = c.ctx.chooser.choose({
    kind: "choosePlayer",
    player: c.caster,
    prompt: `${c.chars?.name ?? c.card.id}: choose a player to help pay its generic mana (assist)`,
    options: others,
    rule: "702.132a",
  });
  return a.kind === "player" ? a.player : null;
}
