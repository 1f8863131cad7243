import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseForEach } from "./createTokenCount.js";

const SYMBOLS = /^((?:\{E\})+)$/;

/** 107.14: "{E}{E}" is two energy counters; null unless the text is energy symbols only. */
export function energyCount(text: string): number | null {
  const m = SYMBOLS.exec(text);
  return m?.[1] ? m[1].length / "{E}".length : null;
}

/**
 * 107.14, 122.1: "you get {E}{E}", "you get {E} for each …" — and "you [instruction] and get {E}{E}" ("you gain 3 life and
 * get {E}{E}"), the other instruction first, in order (608.2c).
 */
export function compileGetEnergy(
  s: string,
  ctx: EffectContext,
  instruction: (s: string, ctx: EffectContext) => Effect[] | null,
): Effect[] | null {
  const m = /^you (?:(.+) and )?get (\S+)(?: for each (.+))?$/.exec(s);
  const symbols = m?.[2] ? energyCount(m[2]) : null;
  // "{E} for each creature you control": counted as it resolves (608.2h).
  const n = m?.[3] === undefined ? symbols : symbols === 1 ? parseForEach(m[3]) : null;
  if (!m || n === null) return null;
  const first = m[1] === undefined ? [] : instruction(`you ${m[1]}`, ctx);
  return first ? [...first, { do: "getEnergy", who: { ref: "you" }, amount: n }] : null;
}

/** 107.14: "Pay {E}{E}" — a cost (118.3); null otherwise. */
export function payEnergyCost(component: string): number | null {
  const m = /^Pay (\S+)$/.exec(component);
  return m?.[1] ? energyCount(m[1]) : null;
}

/** 107.14: "You may pay {E}{E}" — an optional payment that an "If you do, …" sentence follows. */
export function mayPayEnergy(sentence: string): number | null {
  const m = /^[Yy]ou may pay (\S+)$/.exec(sentence);
  return m?.[1] ? energyCount(m[1]) : null;
}
