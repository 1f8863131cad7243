// "The next time one or more creatures or planeswalkers enter this turn, they enter as copies of the
// chosen creature" (614.1c, 707.5): Mystic Reflection's one-shot replacement.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const CHOOSE = "Choose target nonlegendary creature.";

describe("oracle: the next objects to enter enter as copies", () => {
  it("remembers the chosen target and the kinds of objects it applies to", () => {
    compiles(
      `${CHOOSE} The next time one or more creatures or planeswalkers enter the battlefield this turn, they enter as copies of the chosen creature.`,
      {
        kind: "spell",
        effects: [
          {
            do: "nextEntersAsCopy",
            of: { ref: "target", index: 0 },
            filter: {
              is: "any",
              of: [
                { is: "type", type: "Creature" },
                { is: "type", type: "Planeswalker" },
              ],
            },
          },
        ],
        targets: [
          {
            spec: {
              kind: "permanent",
              filter: {
                is: "all",
                of: [
                  { is: "not", filter: { is: "supertype", supertype: "Legendary" } },
                  { is: "type", type: "Creature" },
                ],
              },
            },
          },
        ],
      },
      "Mystic Reflection",
    );
  });
  it("needs the chosen target to name what is copied", () => {
    staysText(
      "The next time one or more creatures enter the battlefield this turn, they enter as copies of the chosen creature.",
    );
  });
});
