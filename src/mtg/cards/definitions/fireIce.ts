import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

export const fireIce = defineCard(
  "Fire // Ice",
  [
    // 601.2d: the division is announced as the spell is cast; each target gets at least 1.
    spell("Fire deals 2 damage divided as you choose among one or two targets.", {
      targets: [{ spec: { kind: "any" }, min: 1, max: 2 }],
      effects: [{ do: "dealDividedDamage", amount: 2 }],
    }),
  ],
  [
    spell("Tap target permanent.", {
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [] } } }],
      effects: [{ do: "tap", what: Refs.target(0) }],
    }),
    spell("Draw a card.", { effects: [{ do: "draw", who: Refs.you, amount: 1 }] }),
  ],
);
