import type { TriggerEvent } from "../../../abilities/trigger.js";
import type { ParsedTrigger } from "../triggers.js";

/** Events that look back at a permanent that left (603.10a): not joined with others here. */
const LOOKS_BACK: ReadonlySet<TriggerEvent["on"]> = new Set(["dies", "leavesBattlefield", "sacrificed", "either"]);

/**
 * 603.2: one triggered ability with two trigger events — "When ~ enters and at the beginning of
 * your upkeep" (Wildfire Devils), "When ~ enters or at the beginning of your upkeep", "When ~
 * enters or whenever you cast …". "it" and "that player" keep a meaning only when both events give
 * them the same one. `parse` reads one trigger condition.
 */
export function parseEitherEventTrigger(
  condition: string,
  parse: (condition: string) => ParsedTrigger | null,
): ParsedTrigger | null {
  const m = /^(When|Whenever) (.+?) (?:and|or) (at the beginning of .+|whenever .+|when .+)$/.exec(condition);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const first = parse(`${m[1]} ${m[2]}`);
  const second = parse(m[3].charAt(0).toUpperCase() + m[3].slice(1));
  if (!first || !second || LOOKS_BACK.has(first.trigger.on) || LOOKS_BACK.has(second.trigger.on)) return null;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    trigger: { on: "either", events: [first.trigger, second.trigger] },
    pronoun: same(first.pronoun, second.pronoun) ? first.pronoun : null,
    ...(first.thatPlayer && same(first.thatPlayer, second.thatPlayer) ? { thatPlayer: first.thatPlayer } : {}),
  };
}
