import type { Derived } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { chooseProtector, playersInGame, protectorOptions } from "./protector.js";
import { writable } from "../model/writableObject.js";

/** The creatures attacking this battle (or planeswalker) now — not those that attack nothing since it left combat (506.4c). */
export function attackersOf(state: GameState, id: ObjectId): ObjectId[] {
  const nothing = state.combat?.attackingNothing ?? [];
  return state.battlefield.filter((a) => state.objects[a]?.attacking === id && !nothing.includes(a));
}

/** 310.7, 704.5v: whether the object is the source of a triggered ability that has triggered but not yet left the stack. */
export function isSourceOfWaitingTrigger(state: GameState, id: ObjectId): boolean {
  if (state.pendingTriggers.some((t) => t.sourceId === id)) return true;
  return state.stack.some((s) => {
    const ab = state.objects[s]?.ability;
    return ab?.kind === "triggered" && ab.sourceId === id;
  });
}

/**
 * The state-based actions about battles (704.5v-x, 704.5p / 310.9), performed with the others
 * (704.3): protectors are chosen at once; the battles to put into their owners' graveyards are
 * returned, to be moved together with the other state-based actions' objects.
 */
export function battleStateBasedActions(ctx: Ctx, d: Derived): { acted: boolean; toGraveyard: ObjectId[] } {
  const { state } = ctx;
  const inGame = playersInGame(state);
  const toGraveyard: ObjectId[] = [];
  let acted = false;
  for (const id of [...state.battlefield]) {
    const o = state.objects[id];
    const c = d.get(id);
    if (!o || !c || o.status.phasedOut || !c.types.includes("Battle")) continue;
    // 704.5v, 310.7: defense 0, unless it is the source of a triggered ability waiting or on the stack.
    if ((c.defense ?? 0) <= 0 && !isSourceOfWaitingTrigger(state, id)) {
      log(state, "sba", `${c.name ?? id} has defense 0 and is put into its owner's graveyard`, "704.5v");
      toGraveyard.push(id);
      continue; // its protector no longer matters
    }
    // 704.5p, 310.9: a battle can't be attached to anything.
    if (o.attachedTo !== null) {
      writable(state, o).attachedTo = null;
      changed(state);
      acted = true;
      log(state, "sba", `${c.name ?? id} becomes unattached: a battle can't be attached`, "704.5p");
    }
    const attacked = attackersOf(state, id).length > 0;
    const hasProtector = o.protector !== null && inGame.includes(o.protector);
    let why: string | null = null;
    let rule = "704.5w";
    if (!hasProtector && !attacked) {
      // 704.5w, 310.10: no protector in the game (never chosen, or they left the game) and not attacked.
      why = o.protector === null ? "it had no protector" : `its protector ${o.protector} left the game`;
    } else if (hasProtector && c.subtypes.includes("Siege") && o.protector === c.controller) {
      // 704.5x: a Siege's controller can't be its protector (its protector gained control of it).
      why = `its controller ${c.controller} can't protect a Siege`;
      rule = "704.5x";
    } else if (hasProtector && !attacked && !protectorOptions(state, d, id).includes(o.protector ?? "")) {
      // 310.10: a protector its battle type doesn't allow.
      why = `${o.protector} can't protect it`;
      rule = "310.10";
    }
    if (why === null) continue;
    acted = true;
    if (!chooseProtector(ctx, id, rule, why)) {
      log(state, "sba", `no player can protect ${c.name ?? id}: it is put into its owner's graveyard`, rule);
      toGraveyard.push(id);
    }
  }
  return { acted: acted || toGraveyard.length > 0, toGraveyard };
}
