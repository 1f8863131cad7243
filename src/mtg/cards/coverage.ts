import type { AbilityDef } from "../abilities/ability.js";
import type { CardDef } from "../model/card.js";
import { SELF } from "./oracle/text/sentences.js";

/** Counts of one group of cards (all, a layout, a card type). */
export interface CoverageCounts {
  cards: number;
  /** Cards every ability of which (on every face) the rules engine executes. */
  fullyExecuted: number;
  abilities: number;
  abilitiesExecuted: number;
}

/** How much of a card pool the engine executes: `doppel cards --coverage`. */
export interface CoverageReport {
  readonly all: CoverageCounts;
  /** Cards any face of which has Oracle text containing "copy" or "copies". */
  readonly copyCards: CoverageCounts;
  readonly byLayout: Readonly<Record<string, CoverageCounts>>;
  readonly byType: Readonly<Record<string, CoverageCounts>>;
  /** Sentence shapes not executed yet, most frequent first. */
  readonly notExecuted: readonly NotExecutedShape[];
}

/** A sentence shape the engine does not execute yet. */
export interface NotExecutedShape {
  readonly shape: string;
  /** Abilities not executed in which a sentence of this shape is not understood. */
  readonly count: number;
  /** Of those, the abilities in which it is the only sentence not understood: what teaching it would unblock. */
  readonly onlyBlocker: number;
  readonly example: string;
}

/** Whether the compiler executes every ability it makes of `text` (`selfName`: the face's name). */
export type TextExecuted = (text: string, selfName: string) => boolean;

/**
 * The sentences that keep an ability from being executed, found in context: the one sentence, else
 * the two, without which the rest would be executed ("Activate only as a sorcery." blocks only
 * where the rest is understood); when no such sentences are found, those not understood on their own.
 */
export function blockingSentences(sentences: readonly string[], selfName: string, executes: TextExecuted): string[] {
  const without = (...out: number[]) => executes(sentences.filter((_, i) => !out.includes(i)).join(" "), selfName);
  const one = sentences.filter((_, i) => without(i));
  if (one.length > 0) return one;
  // Two of three or more: removing every sentence would "execute" trivially.
  if (sentences.length > 2 && sentences.length <= MAX_SENTENCES_PAIRED)
    for (let i = 0; i < sentences.length; i++)
      for (let j = i + 1; j < sentences.length; j++)
        if (without(i, j)) return [sentences[i], sentences[j]].filter((x) => x !== undefined);
  return sentences.filter((sentence) => !executes(sentence, selfName));
}

/** Above this many sentences an ability's pairs are not tried (their number grows as the square). */
const MAX_SENTENCES_PAIRED = 6;

const COPY_WORDS = /\bcop(y|ies)\b/i;

/** A card whose text copies something (the measure of copy cards). */
export function isCopyCard(card: CardDef): boolean {
  return card.faces.some((f) => COPY_WORDS.test(f.oracleText));
}

function zero(): CoverageCounts {
  return { cards: 0, fullyExecuted: 0, abilities: 0, abilitiesExecuted: 0 };
}

function group(groups: Record<string, CoverageCounts>, key: string): CoverageCounts {
  const counts = groups[key] ?? zero();
  groups[key] = counts;
  return counts;
}

function add(into: CoverageCounts, abilities: number, executed: number): void {
  into.cards++;
  into.abilities += abilities;
  into.abilitiesExecuted += executed;
  if (executed === abilities) into.fullyExecuted++;
}

/** An ability is executed unless the compiler kept it as text only (113.1: it exists, does nothing). */
function executed(ability: AbilityDef): boolean {
  return ability.kind !== "text";
}

/**
 * The shape of a sentence the compiler does not execute, so that sentences differing only in
 * numbers, mana costs and the card's name count together.
 */
export function sentenceShape(sentence: string, selfNames: readonly string[]): string {
  let s = sentence;
  for (const name of selfNames) if (name !== "") s = s.split(name).join(SELF);
  return s
    .replace(/(\{[^}]+\})+/g, "{cost}")
    .replace(/\b\d+\b/g, "N")
    .replace(/[+-]N\/[+-]N/g, "±N/±N")
    .trim();
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s*\([^()]*\)/g, "")
    .split(/(?<=[.!])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/**
 * Measures what the engine executes of `cards`; the frequency table keeps the `top` commonest
 * shapes: with `executes`, the sentences that block (`blockingSentences`); without it, every
 * sentence of an ability not executed.
 */
export function measureCoverage(cards: Iterable<CardDef>, top = 50, executes?: TextExecuted): CoverageReport {
  const all = zero();
  const copyCards = zero();
  const byLayout: Record<string, CoverageCounts> = {};
  const byType: Record<string, CoverageCounts> = {};
  const shapes = new Map<string, { count: number; onlyBlocker: number; example: string }>();
  for (const card of cards) {
    let abilities = 0;
    let done = 0;
    const names = [card.name, ...card.faces.map((f) => f.name)];
    for (const face of card.faces) {
      for (const ability of face.abilities) {
        abilities++;
        if (executed(ability)) {
          done++;
          continue;
        }
        const sentences = sentencesOf(ability.text);
        const blocking = executes ? blockingSentences(sentences, face.name, executes) : sentences;
        for (const sentence of blocking) {
          const shape = sentenceShape(sentence, names);
          const only = blocking.length === 1 ? 1 : 0;
          const seen = shapes.get(shape);
          if (seen) {
            seen.count++;
            seen.onlyBlocker += only;
          } else shapes.set(shape, { count: 1, onlyBlocker: only, example: `${card.name}: ${sentence}` });
        }
      }
    }
    add(all, abilities, done);
    if (isCopyCard(card)) add(copyCards, abilities, done);
    add(group(byLayout, card.layout), abilities, done);
    for (const type of new Set(card.faces.flatMap((f) => f.types))) add(group(byType, type), abilities, done);
  }
  const notExecuted = [...shapes]
    .map(([shape, v]) => ({ shape, count: v.count, onlyBlocker: v.onlyBlocker, example: v.example }))
    .sort((a, b) => b.count - a.count || (a.shape < b.shape ? -1 : a.shape > b.shape ? 1 : 0))
    .slice(0, top);
  return { all, copyCards, byLayout, byType, notExecuted };
}
