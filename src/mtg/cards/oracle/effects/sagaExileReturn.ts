import type { Effect } from "../../../abilities/effect.js";
import { SELF } from "../text/sentences.js";

/**
 * "Exile this Saga, then return it to the battlefield transformed under your control" (a Saga's
 * final chapter, Fable of the Mirror-Breaker) and the same instruction of any permanent for itself:
 * it returns as a new object (400.7), back face up when "transformed" (712.14a) — a card that
 * isn't a double-faced card stays in exile.
 */
export function compileExileAndReturnSelf(s: string): Effect[] | null {
  const m = new RegExp(
    `^exile ${SELF}, then return it to the battlefield( transformed)? under (your|its owner's) control$`,
  ).exec(s);
  if (!m?.[2]) return null;
  const transformed = m[1] !== undefined ? { transformed: true as const } : {};
  return [{ do: "exileAndReturn", what: { ref: "self" }, under: m[2] === "your" ? "you" : "owner", ...transformed }];
}
