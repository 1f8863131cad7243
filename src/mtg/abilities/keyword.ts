/** Keyword abilities with no cost or number: an effect can grant or remove them as they are (702). */
export const BARE_KEYWORDS = [
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
  "changeling",
  "undying",
] as const;

/** Keyword abilities the engine understands (702). */
export const KEYWORDS = [
  ...BARE_KEYWORDS,
  /** 702.8a: may be cast any time its controller could cast an instant. */
  "flash",
  "protection",
  "morph",
  "fading",
  "kicker",
  "flashback",
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
  "replicate",
  "embalm",
  "eternalize",
  "conspire",
  "casualty",
] as const;
export type Keyword = (typeof KEYWORDS)[number];

export function isKeyword(s: string): s is Keyword {
  return (KEYWORDS as readonly string[]).includes(s);
}
