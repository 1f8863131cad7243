/**
 * "This ability triggers only once each turn." as the last sentence of a triggered ability (Jin-
 * Gitaxias, Progress Tyrant): after it has triggered once in a turn, its event is ignored for the
 * rest of that turn. Returns the other sentences and whether the limit was there; null for null.
 * "Do this only once each turn" (603.2h) limits the action instead: `onceEachTurnAction`.
 */
export function takeTriggerLimit(
  sentences: readonly string[] | null,
): { sentences: readonly string[]; oncePerTurn: boolean; onceEachTurnAction?: true } | null {
  if (sentences === null) return null;
  const last = sentences.at(-1);
  if (sentences.length > 1 && last === "This ability triggers only once each turn")
    return { sentences: sentences.slice(0, -1), oncePerTurn: true };
  if (sentences.length > 1 && last === "Do this only once each turn")
    return { sentences: sentences.slice(0, -1), oncePerTurn: false, onceEachTurnAction: true };
  return { sentences, oncePerTurn: false };
}
