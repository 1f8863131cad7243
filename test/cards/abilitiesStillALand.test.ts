import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

describe("oracle: 'It's still a land.' after a change of type keeps the prior types (205.1b)", () => {
  it("an artifact creature that is still a land keeps its land types and adds its creature type", () => {
    compiles("{1}: Test Card becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.", {
      kind: "activated",
      cost: { mana: "{1}" },
      effects: [
        {
          do: "continuous",
          what: { ref: "self" },
          parts: [
            { op: "addTypes", types: ["Artifact", "Creature"], subtypes: ["Assembly-Worker"] },
            { op: "setPT", power: 2, toughness: 2 },
          ],
          duration: "endOfTurn",
        },
      ],
    });
  });

  it("a static ability of two sentences: Enchanted land is a 3/3 black Ooze creature. It's still a land.", () => {
    compiles("Enchanted land is a 3/3 black Ooze creature. It's still a land.", {
      kind: "static",
      effects: [
        {
          affects: Filters.attached,
          parts: [
            { op: "addTypes", types: ["Creature"], subtypes: ["Ooze"] },
            { op: "setColors", colors: ["B"] },
            { op: "setPT", power: 3, toughness: 3 },
          ],
        },
      ],
    });
  });

  it("Enchanted Forest (an Aura's basic land type) is the enchanted object", () => {
    compiles("{2}: Enchanted Forest becomes a 4/4 green Spirit creature until end of turn. It's still a land.", {
      kind: "activated",
      cost: { mana: "{2}" },
      effects: [
        {
          do: "continuous",
          what: { ref: "attached" },
          parts: [
            { op: "addTypes", types: ["Creature"], subtypes: ["Spirit"] },
            { op: "setColors", colors: ["G"] },
            { op: "setPT", power: 4, toughness: 4 },
          ],
          duration: "endOfTurn",
        },
      ],
    });
  });

  it("near misses stay text: a group, a sentence that changes no type", () => {
    staysText("Lands you control are 2/2 creatures. It's still a land.");
    staysText("Enchanted land has flying. It's still a land.");
  });
});
