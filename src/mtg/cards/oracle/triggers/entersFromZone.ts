import type { ParsedTrigger } from "../triggers.js";
import { eventSubject } from "../triggers.js";

const FROM = { "your hand": "yourHand", "your graveyard": "yourGraveyard", "a graveyard": "aGraveyard" } as const;

/**
 * 603.6a, 603.6d: "When ~ enters from your hand", "Whenever ~ or another creature enters from your
 * graveyard", "… enters from a graveyard": only a permanent put onto the battlefield from that zone.
 */
export function parseEntersFromZoneTrigger(condition: string): ParsedTrigger | null {
  const m = /^(When|Whenever) (.+?) enters(?: the battlefield)? from (your hand|your graveyard|a graveyard)$/.exec(
    condition,
  );
  if (!m?.[2] || !m[3]) return null;
  const subject = eventSubject(m[2]);
  const from = FROM[m[3] as keyof typeof FROM];
  if (!subject) return null;
  return { trigger: { on: "enters", filter: subject.filter, from }, pronoun: subject.pronoun };
}
