import type {
  AbilityDef,
  ActivatedAbility,
  EntersReplacement,
  KeywordAbility,
  ReplacementAbility,
  SpellAbility,
  StaticAbility,
  StaticEffect,
  TextAbility,
  TriggeredAbility,
} from "../abilities/ability.js";
import type { Keyword } from "../abilities/keyword.js";
import type { RuleEffect } from "../abilities/ruleEffect.js";

/**
 * Small constructors for card definitions, so each card reads like its Oracle text. Every
 * constructor takes the ability's exact rules text first; the verification test checks it
 * against the card's Oracle text.
 */
export const keyword = (
  text: string,
  kw: Keyword,
  extra: Omit<KeywordAbility, "kind" | "text" | "keyword"> = {},
): KeywordAbility => ({
  kind: "keyword",
  text,
  keyword: kw,
  ...extra,
});

export const staticAbility = (
  text: string,
  effects: readonly StaticEffect[],
  options: { cda?: boolean } = {},
): StaticAbility => ({
  kind: "static",
  text,
  effects,
  ...(options.cda ? { cda: true } : {}),
});

/** A static ability that changes what the rules allow (101.2) rather than characteristics. */
export const ruleAbility = (text: string, rules: readonly RuleEffect[]): StaticAbility => ({
  kind: "static",
  text,
  effects: [],
  rules,
});

export const triggered = (text: string, rest: Omit<TriggeredAbility, "kind" | "text">): TriggeredAbility => ({
  kind: "triggered",
  text,
  ...rest,
});

export const activated = (text: string, rest: Omit<ActivatedAbility, "kind" | "text">): ActivatedAbility => ({
  kind: "activated",
  text,
  ...rest,
});

export const spell = (text: string, rest: Omit<SpellAbility, "kind" | "text">): SpellAbility => ({
  kind: "spell",
  text,
  ...rest,
});

export const replacement = (text: string, r: EntersReplacement): ReplacementAbility => ({
  kind: "replacement",
  text,
  replacement: r,
});

/** Rules text the engine does not execute yet: it exists, is copied and shown, and is reported. */
export const notYet = (text: string, reason: string): TextAbility => ({ kind: "text", text, reason });

/** A face whose abilities are the Oracle compiler's reading of its text (no override). */
export const COMPILED = null;

/**
 * The abilities that override a card's compiled Oracle text, one list per face (front first):
 * `COMPILED` (or a missing trailing face) keeps that face's compiled text.
 */
export interface CardAbilities {
  readonly name: string;
  readonly faces: readonly (readonly AbilityDef[] | typeof COMPILED)[];
}

export const defineCard = (name: string, ...faces: (readonly AbilityDef[] | typeof COMPILED)[]): CardAbilities => ({
  name,
  faces,
});
