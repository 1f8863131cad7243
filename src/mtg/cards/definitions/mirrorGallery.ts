import { defineCard, ruleAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "The \"legend rule\" doesn't apply.".
export const mirrorGallery = defineCard("Mirror Gallery", [
  // 704.5j: no permanent is put into a graveyard by the legend rule while it is on the battlefield.
  ruleAbility('The "legend rule" doesn\'t apply.', [{ rule: "legendRuleDoesntApply", to: { is: "all", of: [] } }]),
]);
