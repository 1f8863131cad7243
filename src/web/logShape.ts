/**
 * What a sentence of the game log is made of: the shape of one kind of log detail (its event, a
 * pattern over the engine's English detail) and how to say it in English or French.
 */
import type { LogEntry } from "../mtg/model/state.js";
import type { Lang } from "./protocol.js";

/** What a sentence needs to know of the state it is shown in. */
export interface LogNames {
  readonly lang: Lang;
  /** The object's name at the time, from its id (an id in a detail: the object it was, else what it became). */
  nameOf(id: string): string;
  /** The card's name in the page's language. */
  cardName(name: string): string;
  /** The English name of the card the object (by its id then) is, if it is a card: what it was called before a copy effect. */
  printedName(id: string): string | null;
}

/** Text, or an object named in the sentence (linked when it still exists). */
export type Part = string | { readonly name: string; readonly id: string | undefined };

/** The entry's i-th object, named `name` when given (its name then) else by its id. */
export type Obj = (i: number, name?: string) => Part;

/**
 * One shape of log detail and its sentence: `g` are the pattern's groups ("" where a group matched
 * nothing). `say` gives null when it can't say the detail in the language (an unknown reason): the
 * detail is then shown as the engine wrote it.
 */
export interface Shape {
  readonly event: string;
  readonly re: RegExp;
  readonly say: (g: readonly string[], o: Obj, fr: boolean, e: LogEntry, n: LogNames) => Part[] | null;
}

export const quote = (fr: boolean, t: string): string => (fr ? `« ${t} »` : `“${t}”`);

/** The French (first) or English (second) of a pair. */
export const pick = (fr: boolean, pair: readonly string[]): string => pair[fr ? 0 : 1] ?? "";

/** A word of a detail that is an object's id ("o12"), a player or a card's name: the id becomes the object, linked. */
export function named(n: LogNames, word: string): Part {
  return /^o\d+$/.test(word) ? { name: n.nameOf(word), id: word } : n.cardName(word);
}

/** A list "o3, o4" of a detail, each named, joined by commas. */
export function namedList(n: LogNames, list: string): Part[] {
  return list.split(", ").flatMap((w, i): Part[] => (i === 0 ? [named(n, w)] : [", ", named(n, w)]));
}

/** A reason written in English by the engine, in the page's language; null when it has no translation. */
export function reason(fr: boolean, why: string, known: Readonly<Record<string, string>>): string | null {
  if (!fr) return why;
  return known[why] ?? null;
}
