import { derive } from "../layers/derive.js";
import type { GameObject, ZoneName } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { canEnchant } from "./enchant.js";
import { createObject } from "../game/objects.js";
import { writable } from "../model/writableObject.js";
import { removeObject } from "../model/objectRecords.js";

/**
 * 303.4f: an Aura entering other than by resolving as an Aura spell, with nothing said of what it
 * enchants, is attached to a legal object its controller chooses as it enters; 303.4i: one put
 * onto the battlefield attached to an object it can't legally enchant doesn't enter. 303.4g: with
 * no legal object, it stays in the zone it came `from` — from the stack, it goes to its owner's
 * graveyard instead, and a token isn't created. Returns whether it enters.
 */
export function attachAsEnters(ctx: Ctx, obj: GameObject, from: ZoneName | null): boolean {
  const { state } = ctx;
  const d = derive(state);
  const c = d.get(obj.id);
  if (!c?.subtypes.includes("Aura")) return true;
  if (obj.attachedTo !== null && canEnchant(d, obj.id, obj.attachedTo)) return true;
  // 303.4f: an Aura with enchant player enchants a player its controller chooses.
  const players = obj.attachedTo === null ? state.players.filter((p) => canEnchant(d, obj.id, p.name)) : [];
  if (players.length > 0) {
    const answer = ctx.chooser.choose({
      kind: "choosePlayer",
      player: obj.controller,
      prompt: `${c.name ?? "this Aura"} enters the battlefield: choose the player it enchants`,
      options: players.map((p) => p.name),
      rule: "303.4f",
    });
    if (answer.kind === "player") {
      writable(state, obj).attachedTo = answer.player;
      changed(state, obj.id);
      return true;
    }
  }
  const options = obj.attachedTo === null ? state.battlefield.filter((id) => canEnchant(d, obj.id, id)) : [];
  if (options.length > 0) {
    const answer = ctx.chooser.choose({
      kind: "chooseObject",
      player: obj.controller,
      prompt: `${c.name ?? "this Aura"} enters the battlefield: choose what it enchants`,
      options,
      optional: false,
      rule: "303.4f",
    });
    if (answer.kind === "object" && answer.id !== null) {
      writable(state, obj).attachedTo = answer.id;
      changed(state, obj.id);
      return true;
    }
  }
  // It never entered: no object was on the battlefield (it stays, or goes to the graveyard, as a new object, 400.7).
  const list = state.battlefield;
  list.splice(list.indexOf(obj.id), 1);
  removeObject(state, "objects", obj.id);
  changed(state, obj.id);
  const rule = obj.attachedTo === null ? "303.4g" : "303.4i";
  if (obj.token) {
    log(state, "move", `${c.name ?? obj.id} has nothing it can enchant: the token isn't created`, rule);
    return false;
  }
  const to = from === null || from === "stack" ? "graveyard" : from;
  const stays = createObject(state, { card: obj.card, token: null, owner: obj.owner, zone: to });
  writable(state, stays).isCardCopy = obj.isCardCopy;
  state.successors[obj.id] = stays.id;
  log(
    state,
    "move",
    `${c.name ?? obj.id} has nothing it can enchant: it doesn't enter the battlefield (${to}, as ${stays.id})`,
    rule,
  );
  return false;
}
