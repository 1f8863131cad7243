import { defineCard, keyword } from "../dsl.js";

export const serraAngel = defineCard("Serra Angel", [
  keyword("Flying", "flying"),
  keyword("Vigilance (Attacking doesn't cause this creature to tap.)", "vigilance"),
]);
