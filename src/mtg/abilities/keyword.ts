/** Keyword abilities the engine understands (702). */
export const KEYWORDS = [
  "flying",
  "first strike",
  "double strike",
  "deathtouch",
  "defender",
  "haste",
  "hexproof",
  "indestructible",
  "lifelink",
  "menace",
  "reach",
  "trample",
  "vigilance",
  /** 702.8a: may be cast any time its controller could cast an instant. */
  "flash",
  "changeling",
  "protection",
  "morph",
  "fading",
  "kicker",
  "flashback",
  "undying",
  "enchant",
  "equip",
  "dethrone",
  "ward",
  "storm",
  "retrace",
  "cipher",
  "disturb",
  "suspend",
  "prototype",
  "partner",
  "ravenous",
  "strive",
] as const;
export type Keyword = (typeof KEYWORDS)[number];

export function isKeyword(s: string): s is Keyword {
  return (KEYWORDS as readonly string[]).includes(s);
}
