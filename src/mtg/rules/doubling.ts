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
    for (const a of c.abilities) if (a.def.kind === "replacement" && a.def.replacement.r === kind) n++;
  }
  return n;
}

/**
 * The most tokens one effect may create: the engine re-derives the game for each token it puts
 * onto the battlefield, so a huge count (Hooded Hydra cast with X = 1 000 000, then dying) would
 * run for hours. Beyond this the action stops with a problem that says so (104.4b in spirit).
 */
export const MAX_TOKENS_AT_ONCE = 1000;

/** 614.1a (Anointed Procession, Doubling Season): tokens an effect creates under this player's control. */
export function tokensToCreate(state: GameState, controller: PlayerId, n: number): number {
  const total = n * 2 ** doublers(derive(state), state, controller, "doubleTokens");
  if (total > MAX_TOKENS_AT_ONCE) {
    throw new RulesViolation({
      code: "engine.unsupported",
      message: `an effect would create ${total} tokens at once; the engine creates at most ${MAX_TOKENS_AT_ONCE} tokens with one effect`,
      rule: "111.1",
    });
  }
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
