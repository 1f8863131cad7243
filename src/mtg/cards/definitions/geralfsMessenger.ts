import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, replacement, triggered } from "../dsl.js";

export const geralfsMessenger = defineCard("Geralf's Messenger", [
  replacement("Geralf's Messenger enters tapped.", { r: "entersTapped" }),
  triggered("When Geralf's Messenger enters, target opponent loses 2 life.", {
    trigger: { on: "enters", filter: Filters.self },
    targets: [{ spec: { kind: "player", who: "opponent" } }],
    effects: [{ do: "loseLife", who: { ref: "targetPlayer", index: 0 }, amount: 2 }],
  }),
  keyword(
    "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)",
    "undying",
  ),
]);
