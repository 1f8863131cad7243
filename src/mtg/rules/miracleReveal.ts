import type { TriggeredAbility } from "../abilities/ability.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { drewNthCard } from "./turnHistory.js";

/**
 * 702.94a: "You may reveal this card from your hand as you draw it if it's the first card you've
 * drawn this turn. When you reveal this card this way, you may cast it by paying [cost] rather
 * than its mana cost." Called as `who` draws the card `id` (its draw already recorded).
 */
export function revealForMiracle(ctx: Ctx, who: PlayerId, id: ObjectId): void {
  const { state } = ctx;
  if (!drewNthCard(state, who, 1) || state.objects[id]?.zone !== "hand") return;
  const chars = derive(state).get(id);
  const miracle = chars?.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === "miracle");
  if (miracle?.def.kind !== "keyword") return;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: who,
    prompt: `${chars?.name ?? id}: reveal it (miracle)?`,
    rule: "702.94a",
  });
  if (a.kind !== "yesNo" || !a.yes) return;
  log(state, "reveal", `${who} reveals ${chars?.name ?? id} (miracle)`, "702.94a", [id]);
  const trigger: TriggeredAbility = {
    kind: "triggered",
    text: `${miracle.def.text} — when you reveal this card this way, you may cast it by paying ${miracle.def.cost ?? ""} rather than its mana cost`,
    trigger: { on: "revealedForMiracle" },
    effects: [{ do: "castWithMiracle", what: { ref: "triggerObject" } }],
  };
  state.pendingTriggers.push({
    sourceId: id,
    abilityKey: miracle.key,
    controller: who,
    triggerObject: id,
    ability: trigger,
    sourceName: chars?.name ?? null,
  });
  log(state, "trigger", `${chars?.name ?? id}: ${trigger.text}`, "603.2", [id]);
}
