import { exiledToPayPronoun } from "./costs/exileAndPayManaCost.js";
import type {
  AbilityDef,
  ActivatedAbility,
  SpellAbility,
  StaticEffect,
  TriggeredAbility,
} from "../../abilities/ability.js";
import type { Effect } from "../../abilities/effect.js";
import { parseAdditionalCost } from "./costs/additionalCosts.js";
import { takeRestrictions } from "./costs/activationRestrictions.js";
import { parseCost } from "./costs/costs.js";
import { afterManaAbilityClause } from "./copy/copyAbilityTriggers.js";
import { isNewTargetsSentence } from "./copy/copySpells.js";
import { compileEffects, type EffectContext, newEffectContext } from "./effects.js";
import { parseEnchant } from "./enchant.js";
import { compileModal } from "./modes.js";
import { isMayPay } from "./costs/payments.js";
import { parseEntersReplacement } from "./statics/replacements.js";
import { parseSelfExileReplacement } from "./statics/selfExileReplacement.js";
import { takeReturnSelfFromGraveyard } from "./effects/graveyardSelfReturn.js";
import { compileRuleSentence } from "./statics/ruleSentences.js";
import { normalizeParagraph, splitSentences } from "./text/sentences.js";
import { compileStaticSentence } from "./statics.js";
import { compileStillATypeStatic } from "./statics/stillAType.js";
import { parseGrantedCopyKeyword } from "./copy/grantedCopyKeywords.js";
import { parseFirstSpellHasCasualty } from "./copy/spellCopyFirstSpellCasualty.js";
import { parseSacrificeToCopy } from "./copy/spellCopySacrificedThisWay.js";
import { parseTriggersAdditionalTime } from "./copy/spellCopyTriggersAdditional.js";
import { parseCopyTargetingChosen } from "./copy/spellCopyTargetingChosen.js";
import { type ParsedTrigger, parseTrigger } from "./triggers.js";
import { markTriggerAmount } from "./triggers/triggerAmount.js";
import { takeDefinedX } from "./effects/linkedExile.js";
import { parseWerewolfTransform } from "./keywords/werewolf.js";
import { compileDesignationParagraph } from "./effects/designations.js";
import { compileConditionalStatic } from "./statics/conditionalStatics.js";
import { parseExertAsItAttacks } from "./keywords/exert.js";
import { compilePairedStatic } from "./keywords/soulbond.js";
import { parseMayPayLifeOrTapped } from "./enters/entersPayLife.js";
import { takeInterveningIf } from "./turnHistory/turnHistoryConditions.js";
import { takeTriggerLimit } from "./turnHistory/turnHistoryLimits.js";
import { activatedSourcePronoun } from "./costs/activatedSourcePronoun.js";
import { parsePowerToughnessEqualTo } from "./statics/powerToughnessEqualTo.js";
import { parseGetsForEach } from "./statics/getsForEach.js";
import { compileStaticClauses } from "./statics/staticClauses.js";
import { parseCopyAdditionalTime } from "./copy/spellCopyAdditional.js";
import { parseCostChange } from "./costs/costReduction.js";
import { parseAlternativeCost } from "./costs/alternativeCost.js";
import { parseCastFromGraveyard } from "./costs/castFromGraveyard.js";
import { parseEnchantedIsCopyOfChosen } from "./copy/becomeCopyChosenAttached.js";
import { parseEntersAsCopyWhenYouDo } from "./copy/copyEntersWhenYouDo.js";
import { parseEntersAsCopyOfExiledPair } from "./copy/copyEntersExiledPair.js";

/**
 * Known Oracle templates compiled to typed abilities. `selfName` (and "this creature", "this
 * permanent") refer to the object itself. The paragraph is tried, in order, as an Enchant
 * keyword (702.5), an enters
 * replacement (614.1c-d, 614.12), a triggered ability (603.1), an activated ability (602.1),
 * a static ability (604.1) and the instructions of a spell (113.3a, 608.2). Anything not fully
 * understood gives null: the caller keeps it as a text ability rather than guess.
 */
export function compileTemplate(paragraph: string, selfName: string): AbilityDef | null {
  if (paragraph.includes("\n•")) return compileModal(paragraph, selfName);
  const text = normalizeParagraph(paragraph, selfName);
  if (text === null || text === "") return null;
  return (
    parseEnchant(paragraph, text) ??
    parseAdditionalCost(paragraph, text) ??
    parseSacrificeToCopy(paragraph, text) ??
    parseMayPayLifeOrTapped(paragraph, text) ??
    parseCopyAdditionalTime(paragraph, text) ??
    parseGrantedCopyKeyword(paragraph, text) ??
    parseFirstSpellHasCasualty(paragraph, text) ??
    parseTriggersAdditionalTime(paragraph, text) ??
    parseCopyTargetingChosen(paragraph, text) ??
    compileReplacement(paragraph, text) ??
    parseEntersAsCopyWhenYouDo(paragraph, text) ??
    parseEntersAsCopyOfExiledPair(paragraph, text) ??
    parseEnchantedIsCopyOfChosen(paragraph, text) ??
    parseWerewolfTransform(paragraph, text) ??
    compileDesignationParagraph(paragraph, text) ??
    compileConditionalStatic(paragraph, text) ??
    parseExertAsItAttacks(paragraph, text) ??
    compilePairedStatic(paragraph, text) ??
    parsePowerToughnessEqualTo(paragraph, text) ??
    parseGetsForEach(paragraph, text) ??
    parseCostChange(paragraph, text) ??
    parseAlternativeCost(paragraph, text) ??
    parseCastFromGraveyard(paragraph, text) ??
    compileTriggered(paragraph, text) ??
    compileActivated(paragraph, text) ??
    compileStaticOrSpell(paragraph, text) ??
    compileStaticClauses(paragraph, text)
  );
}

function compileReplacement(paragraph: string, text: string): AbilityDef | null {
  const sentences = splitSentences(text);
  if (sentences?.length !== 1 || sentences[0] === undefined) return null;
  const replacement = parseEntersReplacement(sentences[0]) ?? parseSelfExileReplacement(sentences[0]);
  return replacement ? { kind: "replacement", text: paragraph, replacement } : null;
}

/** The effects of a triggered or activated ability, with its targets. */
function body(
  sentences: readonly string[],
  ctx: EffectContext,
): { targets: EffectContext["targets"]; effects: Effect[] } | null {
  const effects = compileEffects(sentences, ctx);
  return effects ? { targets: ctx.targets, effects } : null;
}

function withTargets<T extends object>(ability: T, targets: EffectContext["targets"]): T {
  return targets.length > 0 ? { ...ability, targets } : ability;
}

function compileTriggered(paragraph: string, text: string): TriggeredAbility | null {
  if (!/^(When|Whenever|At) /.test(text)) return null;
  // The trigger condition ends at the first comma after which it is understood ("Whenever you
  // cast an artifact, instant, or sorcery spell, …").
  let comma = text.indexOf(", ");
  while (comma >= 0 && !parseTrigger(text.slice(0, comma))) comma = text.indexOf(", ", comma + 2);
  if (comma < 0) return null;
  const parsed = parseTrigger(text.slice(0, comma));
  const afterTrigger = parsed ? afterManaAbilityClause(parsed, text.slice(comma + 2)) : null;
  const interveningIf = parsed && afterTrigger !== null ? takeInterveningIf(afterTrigger, parsed.pronoun) : null;
  const instructions = interveningIf?.rest ?? afterTrigger;
  const limited = instructions === null ? null : takeTriggerLimit(splitSentences(instructions));
  const sentences = limited?.sentences ?? null;
  if (!parsed || !sentences) return null;
  return triggeredAbility(paragraph, parsed, sentences, {
    ...(interveningIf ? { interveningIf: interveningIf.condition } : {}),
    ...(limited?.oncePerTurn ? { oncePerTurn: true } : {}),
    ...(limited?.onceEachTurnAction ? { onceEachTurnAction: true } : {}),
  });
}

/** A triggered ability from its trigger and the sentences of its instructions (603.1). */
export function triggeredAbility(
  paragraph: string,
  parsed: ParsedTrigger,
  sentences: readonly string[],
  /** 603.4's intervening "if" and "This ability triggers only once each turn", when the text has them. */
  limits: Pick<TriggeredAbility, "interveningIf" | "oncePerTurn" | "onceEachTurnAction"> = {},
): TriggeredAbility | null {
  // "you may …" (603.5): the whole ability is optional when it is the only instruction; followed
  // by "If you do, …" the instructions read it as one optional action (`mayThen`).
  const [first, ...rest] = sentences;
  const may = first !== undefined && /^you may /.test(first) && rest.every(isNewTargetsSentence) && !isMayPay(first);
  const on = parsed.trigger.on;
  // "that spell or ability" of "becomes the target of a spell or ability": the one targeting it (603.2).
  const spell =
    on === "cast" || on === "copy" || on === "activated"
      ? parsed.pronoun
      : on === "becomesTarget"
        ? ({ ref: "triggerObject" } as const)
        : null;
  const context = newEffectContext(parsed.pronoun, spell, parsed.trigger.on === "dies", parsed.thatPlayer);
  const effects = body(
    markTriggerAmount(parsed.trigger, may && first ? [first.slice("you may ".length), ...rest] : sentences),
    on === "leavesBattlefield" ? { ...context, eventObjectLeft: true } : context,
  );
  // 601.2b: "X target …" needs an X announced as it is put on the stack, which a trigger has not.
  if (!effects || effects.targets.some((t) => t.countX)) return null;
  // 603.2h: "you may [action]. Do this only once each turn": taking the action is saying yes.
  if (limits.onceEachTurnAction && !may) return null;
  const ability: TriggeredAbility = {
    kind: "triggered",
    text: paragraph,
    trigger: parsed.trigger,
    ...(limits.interveningIf ? { interveningIf: limits.interveningIf } : {}),
    effects: limits.onceEachTurnAction ? [...effects.effects, { do: "tookOnceEachTurnAction" }] : effects.effects,
    ...(limits.oncePerTurn ? { oncePerTurn: true } : {}),
    ...(limits.onceEachTurnAction ? { onceEachTurnAction: true } : {}),
  };
  return withTargets(may ? { ...ability, optional: true } : ability, effects.targets);
}

function compileActivated(paragraph: string, text: string): ActivatedAbility | null {
  const colon = text.indexOf(": ");
  if (colon < 0) return null;
  const parsed = parseCost(text.slice(0, colon));
  const sentences = splitSentences(text.slice(colon + 2));
  if (!parsed || !sentences) return null;
  const cost = takeDefinedX(sentences, parsed); // 107.3c
  const flags = takeRestrictions(sentences);
  if (!flags) return null;
  // 113.6m: "Return ~ from your graveyard to …" first, then the rest of the instructions.
  const returnSelf = takeReturnSelfFromGraveyard(sentences);
  const source = activatedSourcePronoun(text.slice(0, colon), sentences) ?? exiledToPayPronoun(cost);
  const rest = !returnSelf
    ? body(sentences, newEffectContext(source?.pronoun ?? null, null, source?.left ?? false))
    : returnSelf.rest.length > 0
      ? body(returnSelf.rest, newEffectContext())
      : { targets: [], effects: [] };
  const effects = rest && returnSelf ? { ...rest, effects: [returnSelf.effect, ...rest.effects] } : rest;
  // 602.2b: "X target …" counts an X announced in the activation's mana cost.
  if (!effects || (effects.targets.some((t) => t.countX) && !cost.mana?.includes("{X}"))) return null;
  // 605.1a: no target, could add mana (whatever else it does), not a loyalty ability.
  const manaAbility =
    effects.targets.length === 0 &&
    cost.loyalty === undefined &&
    effects.effects.some(
      (e) =>
        e.do === "addMana" || e.do === "addManaAnyColor" || e.do === "addManaOfOneOf" || e.do === "addManaWhenSpent",
    );
  const ability: ActivatedAbility = {
    kind: "activated",
    text: paragraph,
    cost,
    effects: effects.effects,
    ...(manaAbility ? { manaAbility } : {}),
    ...flags,
    ...(returnSelf ? { fromGraveyard: true } : {}),
  };
  return withTargets(ability, effects.targets);
}

/**
 * 604.3: "~ is red", "~ is a Zombie in addition to its other types" state what the card's mana
 * cost or type line would: characteristic-defining abilities, which apply first and in all zones.
 */
function definesOwnCharacteristics(effect: StaticEffect): boolean {
  return effect.affects.is === "self" && effect.parts.every((p) => p.op === "setColors" || p.op === "addTypes");
}

function compileStaticOrSpell(paragraph: string, text: string): AbilityDef | null {
  if (text.includes(": ")) return null;
  const sentences = splitSentences(text);
  if (!sentences || sentences.length === 0) return null;
  const [only] = sentences;
  if (sentences.length === 1 && only !== undefined) {
    const rule = compileRuleSentence(paragraph, only);
    if (rule) return rule;
    const effect = compileStaticSentence(only);
    if (effect)
      return {
        kind: "static",
        text: paragraph,
        effects: [effect],
        ...(definesOwnCharacteristics(effect) ? { cda: true } : {}),
      };
  }
  const stillAType = compileStillATypeStatic(paragraph, sentences, compileStaticSentence);
  if (stillAType) return stillAType;
  const effects = body(sentences, newEffectContext());
  if (!effects) return null;
  const ability: SpellAbility = { kind: "spell", text: paragraph, effects: effects.effects };
  return withTargets(ability, effects.targets);
}
