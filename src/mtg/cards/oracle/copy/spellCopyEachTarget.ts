import type { Effect } from "../../../abilities/effect.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import type { TargetSlot, TargetSpec } from "../../../abilities/target.js";
import { parseTargetSpell } from "./copySpells.js";
import type { EffectContext } from "../effects.js";
import { parseIndefinite } from "../text/subjects.js";

/**
 * 707.10d: "[Choose target instant or sorcery spell that targets only a single permanent or
 * player.] Copy that spell for each other creature you control that the spell could target. Each
 * copy targets a different one of those creatures." Also "that player copies that spell for each
 * other creature they control …" (the spell's caster copies it and controls the copies). Returns
 * the effects and how many sentences they use, or null.
 */
export function compileCopyForEachOtherTarget(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const chosen = chooseTargetSpell(sentences[0] ?? "", ctx);
  const at = chosen ? 1 : 0;
  const m =
    /^(that player copies|copy) (?:that|the) spell( or ability)? for each other (.+?) (?:that )?(?:the|that) spell( or ability)? could target$/i.exec(
      sentences[at] ?? "",
    );
  const those = /^Each copy targets a different one of those (.+)$/.exec(sentences[at + 1] ?? "");
  if (!m?.[1] || !m[3] || !those?.[1]) return null;
  // "that spell or ability" only after "target spell or ability" (Radiant Performer), both times.
  const orAbility = chosen?.slot.spec.kind === "spell" && chosen.slot.spec.orAbility === true;
  if ((m[2] !== undefined) !== orAbility || (m[4] !== undefined) !== orAbility) return null;
  const byCaster = m[1].toLowerCase() !== "copy";
  const among = amongWhat(m[3], byCaster, those[1]);
  const what: ObjectRef | null = chosen ? chosen.ref : ctx.spell;
  if (among === undefined || !what || (byCaster && what.ref !== "triggerObject")) return null;
  if (chosen) ctx.targets.push(chosen.slot);
  ctx.pronoun = null;
  const copy: Effect = { do: "copySpellForEachOtherTarget", what, among };
  return {
    effects: byCaster ? [{ do: "byPlayer", who: { ref: "controllerOfTriggerObject" }, effects: [copy] }] : [copy],
    count: at + 2,
  };
}

/**
 * "Choose target instant or sorcery spell that targets only a single permanent or player" (115.9c);
 * "target spell or ability" (115.1a-c) too.
 */
function chooseTargetSpell(s: string, ctx: EffectContext): { ref: ObjectRef; slot: TargetSlot } | null {
  const m = /^Choose (target .+) that targets only a single permanent or player$/i.exec(s);
  const slot =
    m?.[1] === "target spell or ability" ? { spec: SPELL_OR_ABILITY } : m?.[1] ? parseTargetSpell(m[1]) : null;
  if (slot?.spec.kind !== "spell") return null;
  const single: ObjectFilter = { is: "targetsOnlySingle" };
  const filter: ObjectFilter = slot.spec.filter ? { is: "all", of: [slot.spec.filter, single] } : single;
  return { ref: { ref: "target", index: ctx.targets.length }, slot: { ...slot, spec: { ...slot.spec, filter } } };
}

const SPELL_OR_ABILITY: TargetSpec = { kind: "spell", orAbility: true };

/**
 * "permanent or player" (every one: null), "creature you control", "creature they control" (the
 * caster's: "you" as that player copies), "Golem"; `those` repeats it in the plural. Undefined if
 * not understood.
 */
function amongWhat(phrase: string, byCaster: boolean, those: string): ObjectFilter | null | undefined {
  if (phrase === "permanent or player") return those === "permanents and players" ? null : undefined;
  const head = /^(\S+)/.exec(phrase)?.[1] ?? "";
  if (those !== `${head}s`) return undefined;
  const theirs = / they control$/.test(phrase);
  if (theirs && !byCaster) return undefined;
  const filter = parseIndefinite(`a ${phrase.replace(/ they control$/, " you control")}`);
  return filter ?? undefined;
}
