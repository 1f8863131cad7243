/**
 * Restriction abilities (Abilities - Restriction Abilities): text after a restriction bubble is
 * ignored in all zones while its condition is not met (2.a).
 */
export type Restriction =
  /** Class Restrictions 1: one of the champion's classes matches one of the source's. */
  | { readonly kind: "class" }
  /** Element Restrictions 1: the source's element matches one of the champion's elements. */
  | { readonly kind: "element" }
  /** Champion Restrictions 1: the champion's name (without title) is this name. */
  | { readonly kind: "champion"; readonly name: string }
  /** Level Restrictions 1: the champion's level, modifications included, is at least this. */
  | { readonly kind: "level"; readonly min: number };
