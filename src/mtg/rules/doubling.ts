import { RulesViolation } from "../../kernel/problem.js";
import type { Derived } from "../layers/derive.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/** How many replacement abilities of this kind the player's permanents have (each doubles, 616.1). */
function doublers(d: Derived, state: GameState, controller: PlayerId, kind: "doubleTokens" | "doubleCounters"): number {
  let n = 0;
  for (const id of state.battlefield) {
    const c = d.get(id);
    if (c?.controller !== controller) continue;
    for (const a of c.abilities) if (a.def.kind === "replacement" && a.def.replacement.effect === kind) n++;
  }
  return n;
}

/**
 * The most tokens one action may create: the engine re-derives the game for each token it puts
 * onto the battlefield, so a huge count (Hooded Hydra cast with X = 1 000 000, then dying;
 * Progenitor Exarch incubating a million times) would run for hours. Beyond this the action stops
 * with a problem that says so (104.4b in spirit).
 */
export const MAX_TOKENS_PER_ACTION = 1000;

/** Tokens created so far by the action under way: each action works on its own copy of the state (act()). */
const createdBy = new WeakMap<GameState, number>();

/** 614.1a (Anointed Procession, Doubling Season): tokens an effect creates under this player's control. */
export function tokensToCreate(state: GameState, controller: PlayerId, n: number): number {
  const total = n * 2 ** doublers(derive(state), state, controller, "doubleTokens");
  const soFar = createdBy.get(state) ?? 0;
  if (soFar + total > MAX_TOKENS_PER_ACTION) {
    throw new RulesViolation({
      code: "engine.unsupported",
      message: `this action would create ${soFar + total} tokens (${total} at once); the engine creates at most ${MAX_TOKENS_PER_ACTION} tokens in one action`,
      rule: "111.1",
    });
  }
  createdBy.set(state, soFar + total);
  return total;
}

/** 614.1a (Doubling Season): counters an effect puts on a permanent its controller controls. */
export function countersToPut(state: GameState, permanent: ObjectId, n: number): number {
  const o = state.objects[permanent];
  if (o?.zone !== "battlefield") return n;
  const d = derive(state);
  const controller = d.get(permanent)?.controller ?? o.controller;
  return n * 2 ** doublers(d, state, controller, "doubleCounters");
}
