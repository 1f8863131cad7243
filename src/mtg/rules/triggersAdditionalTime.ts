import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameEvent } from "./events.js";
import { battlefieldRuleEffects } from "./ruleEffects.js";

/**
 * 603.2d: how many times a triggered ability of `sourceId` triggers on `event` — once, plus one
 * for each "If you casting or copying an instant or sorcery spell causes a triggered ability of a
 * permanent you control to trigger, that ability triggers an additional time" of a permanent its
 * controller controls, when the event is that player casting or copying such a spell and the
 * source is a permanent (Veyran's rulings: two Veyrans, three times).
 */
export function timesTriggered(view: Derived, event: GameEvent, sourceId: ObjectId, controller: PlayerId): number {
  const by = event.event === "cast" ? event.caster : event.event === "copiedSpell" ? event.by : null;
  if (by !== controller || (event.event !== "cast" && event.event !== "copiedSpell")) return 1;
  if (!view.battlefield.includes(sourceId)) return 1;
  let n = 1;
  for (const r of battlefieldRuleEffects(view)) {
    if (r.rule.rule !== "triggersAdditionalTime" || view.get(r.source)?.controller !== controller) continue;
    const p = { sourceId: r.source, controller, abilityKey: r.key };
    if (matchesFilter(view.view, event.id, r.rule.spells, p)) n++;
  }
  return n;
}
