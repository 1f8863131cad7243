import type { StaticAbility } from "../../../abilities/ability.js";

/**
 * 903.3a: "[This card] can be your commander." — it modifies the rules for deck construction and
 * functions before the game begins: a static ability whose only rule is read by the commander
 * designation (903.3).
 */
export function compileCanBeYourCommander(paragraph: string, selfName: string): StaticAbility | null {
  const name = selfName.trim();
  if (name === "" || paragraph.trim() !== `${name} can be your commander.`) return null;
  return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "canBeYourCommander" }] };
}
