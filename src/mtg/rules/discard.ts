import type { TriggeredAbility } from "../abilities/ability.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { moveObject } from "./zones.js";

/**
 * 701.9a: `who` discards the card `id` from their hand: it goes to its owner's graveyard, unless
 * 702.35a madness replaces that: "If a player would discard this card, that player discards it,
 * but exiles it instead of putting it into their graveyard" — and then its other ability, "When
 * this card is exiled this way, its owner may cast it by paying [cost] rather than paying its
 * mana cost. If that player doesn't, they put this card into their graveyard", triggers.
 * Returns the card's new id.
 */
export function discardCard(ctx: Ctx, who: PlayerId, id: ObjectId, note = ""): ObjectId | null {
  const { state } = ctx;
  log(state, "discard", `${who} discards ${id}${note}`, "701.9a", [id]);
  const chars = derive(state).get(id);
  const madness = chars?.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === "madness");
  if (madness?.def.kind !== "keyword" || state.objects[id]?.zone !== "hand") return moveObject(ctx, id, "graveyard");
  const owner = state.objects[id]?.owner ?? who;
  log(state, "madness", `${chars?.name ?? id} is exiled instead of put into the graveyard (madness)`, "702.35a", [id]);
  const exiled = moveObject(ctx, id, "exile");
  if (exiled === null || state.objects[exiled]?.zone !== "exile") return exiled;
  const trigger: TriggeredAbility = {
    kind: "triggered",
    text: `${madness.def.text} — when this card is exiled this way, its owner may cast it by paying ${madness.def.cost ?? ""} rather than its mana cost; if they don't, they put it into their graveyard`,
    trigger: { on: "exiledWithMadness" },
    effects: [{ do: "castWithMadness", what: { ref: "triggerObject" } }],
  };
  state.pendingTriggers.push({
    sourceId: exiled,
    abilityKey: madness.key,
    controller: owner,
    triggerObject: exiled,
    ability: trigger,
    sourceName: chars?.name ?? null,
  });
  log(state, "trigger", `${chars?.name ?? exiled}: ${trigger.text}`, "603.2", [exiled]);
  return exiled;
}
