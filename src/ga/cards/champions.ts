import type { GaCard } from "../model/card.js";
import { activated, card, face, notYet, triggered } from "./dsl.js";

export const raiManaWeaver: GaCard = card(
  "rai-mana-weaver",
  face(
    {
      name: "Rai, Mana Weaver",
      element: "Arcane",
      types: ["Champion"],
      classes: ["Mage"],
      subtypes: ["Mage", "Human"],
      memory: 3,
      level: 3,
      life: 25,
      lineage: "Rai",
    },
    notYet(
      'Rai Lineage (Rai, Mana Weaver must be leveled from a previous level "Rai" champion.)',
      "leveling up is not modelled: scenarios set lineages up directly",
    ),
    activated(
      "REST, Remove four enlighten counters from Rai: Copy target Mage Spell card activation. You may choose new targets for the copy.",
      { rest: true, removeCounters: { counter: "enlighten", n: 4 } },
      [{ do: "copyActivation", what: { ref: "target", index: 0 }, count: 1, newTargets: true }],
      { targets: [{ kind: "activation", filter: { zone: "effectsStack", subtypes: ["Mage", "Spell"] } }] },
    ),
  ),
);

export const spiritOfFire: GaCard = card(
  "spirit-of-fire",
  face(
    {
      name: "Spirit of Fire",
      element: "Fire",
      types: ["Champion"],
      classes: ["Spirit"],
      subtypes: ["Spirit"],
      memory: 0,
      level: 0,
      life: 15,
    },
    triggered("On Enter: Draw seven cards.", { on: "enter" }, [{ do: "draw", n: 7 }]),
  ),
);

export const lorraineWanderingWarrior: GaCard = card(
  "lorraine-wandering-warrior",
  face(
    {
      name: "Lorraine, Wandering Warrior",
      element: "Norm",
      types: ["Champion"],
      classes: ["Warrior"],
      subtypes: ["Warrior", "Human"],
      memory: 1,
      level: 1,
      life: 20,
      lineage: "Lorraine",
    },
    triggered("On Enter: Materialize a weapon card with memory cost 0 from your material deck.", { on: "enter" }, [
      { do: "notYet", text: "Materialize a weapon card with memory cost 0 from your material deck" },
    ]),
  ),
);

export const CHAMPIONS: readonly GaCard[] = [raiManaWeaver, spiritOfFire, lorraineWanderingWarrior];
