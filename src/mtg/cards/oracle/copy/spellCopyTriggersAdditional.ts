import type { StaticAbility } from "../../../abilities/ability.js";
import { parseSpellPhrase } from "../text/subjects.js";

/**
 * 603.2d: "If you casting or copying an instant or sorcery spell causes a triggered ability of a
 * permanent you control to trigger, that ability triggers an additional time." (Veyran, Voice of
 * Duality) — a static ability read where abilities trigger (rules/triggersAdditionalTime.ts).
 */
export function parseTriggersAdditionalTime(paragraph: string, text: string): StaticAbility | null {
  const m =
    /^If you casting or copying (an? .+ spell) causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time\.?$/.exec(
      text,
    );
  const spells = m?.[1] ? parseSpellPhrase(m[1]) : null;
  return spells
    ? { kind: "static", text: paragraph, effects: [], rules: [{ rule: "triggersAdditionalTime", spells }] }
    : null;
}
