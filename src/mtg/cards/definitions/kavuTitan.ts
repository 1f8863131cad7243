import { defineCard, keyword, notYet } from "../dsl.js";

export const kavuTitan = defineCard("Kavu Titan", [
  keyword("Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)", "kicker", { cost: "{2}{G}" }),
  notYet(
    "If Kavu Titan was kicked, it enters with three +1/+1 counters on it and with trample.",
    "entering with an ability (614.1c) is not in the replacement vocabulary, only entering with counters",
  ),
]);
