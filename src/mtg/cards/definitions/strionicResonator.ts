import { Refs } from "../../abilities/ref.js";
import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{2}, {T}: Copy target triggered ability
// you control. You may choose…".
export const strionicResonator = defineCard("Strionic Resonator", [
  activated(
    '{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy. (A triggered ability uses the words "when," "whenever," or "at.")',
    {
      cost: { mana: "{2}", tap: true },
      targets: [{ spec: { kind: "triggeredAbility", controller: "you" } }],
      effects: [{ do: "copySpell", what: Refs.target(0), count: 1, newTargets: true, exceptions: [] }],
    },
  ),
]);
