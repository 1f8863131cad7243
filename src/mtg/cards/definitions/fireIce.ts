import { COMPILED, defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Fire deals 2 damage divided as you
// choose among one or two targets.".
export const fireIce = defineCard(
  "Fire // Ice",
  [
    // 601.2d: the division is announced as the spell is cast; each target gets at least 1.
    spell("Fire deals 2 damage divided as you choose among one or two targets.", {
      targets: [{ spec: { kind: "any" }, min: 1, max: 2 }],
      effects: [{ do: "dealDividedDamage", amount: 2 }],
    }),
  ],
  // Ice's text compiles as printed.
  COMPILED,
);
