import { defineCard, notYet } from "../dsl.js";

export const juggernaut = defineCard("Juggernaut", [
  notYet("Juggernaut attacks each combat if able.", "attack requirements (508.1d) are not in the ability vocabulary"),
  notYet("Juggernaut can't be blocked by Walls.", "blocking restrictions (509.1b) are not in the ability vocabulary"),
]);
