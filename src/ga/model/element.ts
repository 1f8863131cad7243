/** Elements (Parts of a Card - Element). Basic: Fire, Water, Wind; advanced: all but those and Norm (4). */
export const ELEMENTS = [
  "Norm",
  "Fire",
  "Water",
  "Wind",
  "Arcane",
  "Astra",
  "Crux",
  "Exalted",
  "Luxem",
  "Neos",
  "Tera",
  "Umbra",
] as const;
/** A Grand Archive element (Element 1). */
export type Element = (typeof ELEMENTS)[number];

const BASIC: ReadonlySet<Element> = new Set<Element>(["Fire", "Water", "Wind"]);

/** Element rules 4: an advanced element is any element other than Fire, Water, Wind and Norm. */
export function isAdvanced(e: Element): boolean {
  return e !== "Norm" && !BASIC.has(e);
}
