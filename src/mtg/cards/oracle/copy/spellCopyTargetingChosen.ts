import type { TriggeredAbility } from "../../../abilities/ability.js";
import { parseTargetsOnlySelfTrigger } from "./copySpellCastTriggers.js";
import { parseGroup, parseSingular } from "../text/subjects.js";

/**
 * 603.4, 707.10e: "Whenever you cast an instant or sorcery spell that targets only ~, if you
 * control one or more other creatures that spell could target, choose one of those creatures.
 * Copy that spell. The copy targets the chosen creature." (Beamsplitter Mage) — the intervening
 * "if" is checked as the spell is cast; on resolution the creature is chosen among those the
 * spell could target then (none: no copy, the rulings).
 */
export function parseCopyTargetingChosen(paragraph: string, text: string): TriggeredAbility | null {
  const m =
    /^(Whenever .+?), if you control one or more (other [a-z]+) that spell could target, choose one of those ([a-z]+)\. Copy that spell\. The copy targets the chosen ([a-z]+)\.?$/.exec(
      text,
    );
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return null;
  const trigger = parseTargetsOnlySelfTrigger(m[1]);
  const group = parseGroup(`${m[2]} you control`);
  const noun = parseSingular(m[4]);
  if (trigger?.trigger.on !== "cast" || !group?.plural || !noun || `other ${m[3]}` !== m[2]) return null;
  if (!m[2].startsWith(`other ${m[4]}`)) return null;
  return {
    kind: "triggered",
    text: paragraph,
    trigger: { ...trigger.trigger, couldTargetOne: group.filter },
    effects: [{ do: "copySpellTargetingChosen", what: { ref: "triggerObject" }, among: group.filter }],
  };
}
