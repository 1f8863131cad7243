import { Filters } from "../../abilities/filter.js";
import { COMPILED, defineCard, triggered } from "../dsl.js";

// Overrides the compiled text of the back face: the Oracle compiler has no template for "Whenever this creature
// transforms into Werewolf Ransacker, you may destroy target artifact. If that artifact is put into a graveyard
// this way, …".
export const afflictedDeserter = defineCard("Afflicted Deserter // Werewolf Ransacker", COMPILED, [
  triggered(
    "Whenever this creature transforms into Werewolf Ransacker, you may destroy target artifact. If that artifact is put into a graveyard this way, Werewolf Ransacker deals 3 damage to that artifact's controller.",
    {
      trigger: { on: "transformsInto", filter: Filters.self, face: 1 },
      targets: [{ spec: { kind: "permanent", filter: Filters.artifact } }],
      optional: true,
      effects: [
        {
          do: "destroyThen",
          what: { ref: "target", index: 0 },
          // 608.2h: its controller as it last existed on the battlefield.
          ifPutIntoGraveyard: [{ do: "dealDamageToPlayer", amount: 3, who: { ref: "controllerOfTarget", index: 0 } }],
        },
      ],
    },
  ),
  triggered(
    "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Werewolf Ransacker.",
    {
      trigger: { on: "beginningOfStep", step: "upkeep", whose: "each" },
      interveningIf: { is: "aPlayerCastSpellsLastTurn", atLeast: 2 },
      effects: [{ do: "transform", what: { ref: "self" } }],
    },
  ),
]);
