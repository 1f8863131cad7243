/**
 * "This ability triggers only once each turn." — the last sentence of a triggered ability: after
 * it has triggered once in a turn, its trigger event is ignored for the rest of that turn.
 * Returns the other sentences and whether the limit was there; null for null.
 */
export function takeTriggerLimit(
  sentences: readonly string[] | null,
): { sentences: readonly string[]; oncePerTurn: boolean } | null {
  if (sentences === null) return null;
  const last = sentences.at(-1);
  if (sentences.length > 1 && last === "This ability triggers only once each turn")
    return { sentences: sentences.slice(0, -1), oncePerTurn: true };
  return { sentences, oncePerTurn: false };
}
