import { Filters } from "../../abilities/filter.js";
import { defineCard, spell, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Whenever Bonecrusher Giant becomes the
// target of a spell, Bonecrush…" (and 1 more paragraph).
export const bonecrusherGiant = defineCard(
  "Bonecrusher Giant // Stomp",
  [
    triggered(
      "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.",
      {
        trigger: { on: "becomesTarget", filter: Filters.self, by: "spell" },
        effects: [{ do: "dealDamageToPlayer", amount: 2, who: { ref: "controllerOfTriggerObject" } }],
      },
    ),
  ],
  [
    // 715.3-4: cast as an Adventure, it goes to exile as it resolves; 615.1: prevention is switched off this turn.
    spell("Damage can't be prevented this turn. Stomp deals 2 damage to any target.", {
      targets: [{ spec: { kind: "any" } }],
      effects: [{ do: "damageCantBePreventedThisTurn" }, { do: "dealDamage", amount: 2, to: "targetAny" }],
    }),
  ],
);
