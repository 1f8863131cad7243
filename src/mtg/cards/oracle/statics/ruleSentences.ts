import type { StaticAbility } from "../../../abilities/ability.js";
import { parseTurnCondition } from "../turnHistory/turnHistoryConditions.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import { Filters } from "../../../abilities/filter.js";
import type { RuleEffect } from "../../../abilities/ruleEffect.js";
import { SELF } from "../text/sentences.js";
import { parseFixedObject, parseGroup, parseIndefinite } from "../text/subjects.js";
import { compileStaticPrevention } from "./staticPrevention.js";
import { compilePlayerRuleSentence } from "./playerRuleSentences.js";

/**
 * Static abilities that change what the rules allow rather than characteristics (101.2): "~ can't
 * block", "Enchanted creature can't attack or block", "~ attacks each combat if able", "~ can't be
 * blocked", "~ can block only creatures with flying", "~ doesn't untap during your untap step",
 * "This spell can't be countered". Each becomes a `RuleEffect` read where its rule is applied
 * (combat 508.1c-d and 509.1b, the untap step 502.3, countering 701.6).
 */
export function compileRuleSentence(paragraph: string, sentence: string): StaticAbility | null {
  if (sentence === `${SELF} can't be countered`)
    return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "cantBeCountered" }] };
  const oneSpell = ONE_SPELL_EACH_TURN[sentence];
  if (oneSpell)
    return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "oneSpellEachTurn", who: oneSpell }] };
  const onlyIf = new RegExp(`^Cast ${SELF} only if (.+)$`).exec(sentence);
  const condition = onlyIf?.[1] ? parseTurnCondition(onlyIf[1], null) : null;
  if (condition) return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "castOnlyIf", condition }] };
  const playerRule = compilePlayerRuleSentence(sentence);
  if (playerRule) return { kind: "static", text: paragraph, effects: [], rules: [playerRule] };
  const prevention = compileStaticPrevention(sentence, ruleSubject);
  if (prevention) return { kind: "static", text: paragraph, effects: [], rules: prevention };
  if (sentence === "You have hexproof")
    return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "controllerHasHexproof" }] };
  for (const shape of SHAPES) {
    const m = shape.pattern.exec(sentence);
    if (!m?.[1]) continue;
    const subject = ruleSubject(m[1]);
    if (!subject || subject.plural !== shape.plural) continue;
    const rules = shape.rules(m[2]);
    if (!rules) return null;
    const affects = subject.affects;
    return {
      kind: "static",
      text: paragraph,
      effects: [],
      rules: affects ? rules.map((r) => ({ ...r, affects })) : rules,
    };
  }
  return null;
}

/** 101.2: "Each player can't cast more than one spell each turn" (Rule of Law), "You can't …" (Moderation). */
const ONE_SPELL_EACH_TURN: Readonly<Record<string, "each" | "you" | "enchanted">> = {
  "Each player can't cast more than one spell each turn": "each",
  "You can't cast more than one spell each turn": "you",
  "Enchanted player can't cast more than one spell each turn": "enchanted",
};

type AffectingRule = Exclude<
  RuleEffect,
  {
    rule:
      | "cantBeCountered"
      | "legendRuleDoesntApply"
      | "opponentsCantCast"
      | "controllerHasHexproof"
      | "oneSpellEachTurn"
      | "castOnlyIf";
  }
>;

interface Shape {
  readonly pattern: RegExp;
  readonly plural: boolean;
  readonly rules: (arg: string | undefined) => AffectingRule[] | null;
}

function blockedBy(phrase: string | undefined): AffectingRule[] | null {
  if (phrase === undefined) return [{ rule: "cantBeBlockedBy", filter: Filters.creature }];
  const group = parseGroup(phrase);
  return group?.plural ? [{ rule: "cantBeBlockedBy", filter: group.filter }] : null;
}

function blocksOnly(phrase: string | undefined): AffectingRule[] | null {
  const group = phrase === undefined ? null : parseGroup(phrase);
  return group?.plural ? [{ rule: "canBlockOnly", filter: group.filter }] : null;
}

const CANT_ATTACK_OR_BLOCK: AffectingRule[] = [{ rule: "cantAttack" }, { rule: "cantBlock" }];

function attacksOnlyIf(phrase: string | undefined): AffectingRule[] | null {
  const filter = phrase === undefined ? null : parseIndefinite(phrase);
  return filter ? [{ rule: "cantAttackUnlessDefenderControls", filter }] : null;
}

/** Each sentence shape twice: with a singular subject ("~ attacks") and a plural one ("Creatures … attack"). */
const SHAPES: readonly Shape[] = [false, true].flatMap((plural): Shape[] => {
  const s = plural ? "" : "s";
  const does = plural ? "don't" : "doesn't";
  const untapStep = plural
    ? "(?:their controllers'|your) untap steps?"
    : "(?:its controller's|your|their controller's) untap step";
  return [
    { pattern: /^(.+) can't block$/, plural, rules: () => [{ rule: "cantBlock" }] },
    { pattern: /^(.+) can't attack$/, plural, rules: () => [{ rule: "cantAttack" }] },
    { pattern: /^(.+) can't attack or block$/, plural, rules: () => CANT_ATTACK_OR_BLOCK },
    {
      pattern: /^(.+) can't attack or block, and its activated abilities can't be activated$/,
      plural,
      rules: () => [...CANT_ATTACK_OR_BLOCK, { rule: "cantActivate" }],
    },
    { pattern: /^(.+)'s? activated abilities can't be activated$/, plural, rules: () => [{ rule: "cantActivate" }] },
    { pattern: /^(.+) can't be blocked by more than one creature$/, plural, rules: () => [{ rule: "maxOneBlocker" }] },
    { pattern: /^(.+) can't attack unless defending player controls (.+)$/, plural, rules: attacksOnlyIf },
    {
      pattern: new RegExp(`^(.+) attack${s} each combat if able$`),
      plural,
      rules: () => [{ rule: "attacksEachCombat" }],
    },
    { pattern: /^(.+) can't be blocked(?: by (.+))?$/, plural, rules: blockedBy },
    { pattern: /^(.+) can block only (.+)$/, plural, rules: blocksOnly },
    { pattern: new RegExp(`^(.+) ${does} untap during ${untapStep}$`), plural, rules: () => [{ rule: "doesntUntap" }] },
  ];
});

/** "~" (the rule is the object's own), "enchanted/equipped creature", or a group of permanents. */
function ruleSubject(phrase: string): { affects: ObjectFilter | null; plural: boolean } | null {
  const fixed = parseFixedObject(phrase);
  if (fixed === "self") return { affects: null, plural: false };
  if (fixed === "attached") return { affects: Filters.attached, plural: false };
  const group = parseGroup(phrase);
  return group ? { affects: group.filter, plural: group.plural } : null;
}
