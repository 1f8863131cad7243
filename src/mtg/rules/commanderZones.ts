import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { GameObject, ZoneName } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { writable } from "../model/writableObject.js";

/**
 * 903.3: the card keeps its commander designation in its new zone; 903.9a: one put into a
 * graveyard or exile is remembered until state-based actions are next checked.
 */
export function keepCommander(state: GameState, moved: GameObject): void {
  writable(state, moved).commander = true;
  if (moved.zone === "graveyard" || moved.zone === "exile")
    state.commandersToReturn = [...(state.commandersToReturn ?? []), moved.id];
}

/**
 * 903.9b: "If a commander would be put into its owner's hand or library from anywhere, its owner
 * may put it into the command zone instead." A yes/no decision of its owner.
 */
export function commanderReplacement(ctx: Ctx, obj: GameObject, to: ZoneName): ZoneName {
  if (!obj.commander || obj.token || obj.isCardCopy || (to !== "hand" && to !== "library")) return to;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: obj.owner,
    prompt: `put your commander ${obj.card ?? obj.id} into the command zone instead of your ${to}?`,
    rule: "903.9b",
  });
  if (a.kind !== "yesNo" || !a.yes) return to;
  log(
    ctx.state,
    "commander",
    `${obj.owner} puts their commander ${obj.card ?? obj.id} into the command zone instead`,
    "903.9b",
    [obj.id],
  );
  return "command";
}
