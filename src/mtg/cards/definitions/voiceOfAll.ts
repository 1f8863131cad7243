import { defineCard, keyword, replacement } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Voice of All has protection from the
// chosen color.".
export const voiceOfAll = defineCard("Voice of All", [
  keyword("Flying", "flying"),
  replacement("As Voice of All enters, choose a color.", { effect: "asEntersChoose", choice: "color" }),
  // Protection from the color chosen by the linked "as enters" ability (607.2a).
  keyword("Voice of All has protection from the chosen color.", "protection", { from: "the chosen color" }),
]);
