import { defineCard, keyword } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Prototype {1}{B}{B} — 3/3 (You may cast
// this spell with different m…" (and 1 more paragraph).
export const phyrexianFleshgorger = defineCard("Phyrexian Fleshgorger", [
  // 702.160a, 718.3b: cast prototyped, the spell and permanent are a black 3/3 with mana cost {1}{B}{B}.
  keyword(
    "Prototype {1}{B}{B} — 3/3 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)",
    "prototype",
    { cost: "{1}{B}{B}", prototype: { power: 3, toughness: 3 } },
  ),
  keyword("Menace", "menace"),
  keyword("lifelink", "lifelink"),
  // 702.21a: the life to pay is its power as the ward ability resolves.
  keyword("Ward—Pay life equal to Phyrexian Fleshgorger's power.", "ward", { lifeCost: { of: "sourcePower" } }),
]);
