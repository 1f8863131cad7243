/**
 * The game log the page shows: every entry of the state's log (`state.log`), step by step, as a
 * sentence linked to the objects it names and with its rule; and each history step as the
 * sentence of what it did.
 */
import type { GameState } from "../mtg/model/state.js";
import { follow } from "../mtg/game/objects.js";
import { logSentence, type LogNames } from "./logSentence.js";
import type { LogLineView, LogSegment } from "./protocol.js";
import { cardName, type Naming } from "./view.js";

/** Events that say what a step did, most telling first: the history names a step by them. */
const HEADLINE = ["cast", "activate", "land", "attack", "copy", "resolve", "sacrifice", "destroy", "sba", "counter"];

function names(n: Naming): LogNames {
  const state: GameState = n.state;
  return {
    lang: n.lang,
    nameOf: (id) => {
      const now = follow(state, id);
      const name = state.objects[now] ? n.name(now) : null;
      return name !== null ? cardName(n.lang, name) : id;
    },
    cardName: (name) => cardName(n.lang, name),
  };
}

/**
 * Every log entry of the state, each with the step it happened in (0: the setup, N: step N);
 * `marks[k]` is the log's length after the first k steps (0: after the setup).
 */
export function logView(n: Naming, marks: readonly number[]): LogLineView[] {
  const ln = names(n);
  const link = (id: string): string | null => {
    const now = follow(n.state, id);
    return n.state.objects[now] ? (n.alias(now) ?? now) : null;
  };
  return n.state.log.map((e, i) => {
    const after = marks.findIndex((m) => i < m);
    const sentence = logSentence(e, ln, link);
    return {
      step: after === -1 ? marks.length : after,
      event: e.event,
      rule: e.rule ?? null,
      segments: sentence.segments,
      ...(sentence.translated || n.lang === "en" ? {} : { english: true }),
    };
  });
}

/** The sentence naming step N (1-based) by what it did: its headline entries, at most two; null if none. */
export function stepSentence(lines: readonly LogLineView[], step: number): string | null {
  const own = lines.filter((l) => l.step === step);
  const picked: LogLineView[] = [];
  for (const event of HEADLINE)
    for (const l of own) if (l.event === event && picked.length < 2 && !picked.includes(l)) picked.push(l);
  if (picked.length === 0) {
    const last = [...own].reverse().find((l) => l.event === "step" || l.event === "turn");
    if (last) picked.push(last);
  }
  if (picked.length === 0) return null;
  return picked
    .sort((a, b) => own.indexOf(a) - own.indexOf(b))
    .map((l) => text(l.segments))
    .join("; ");
}

function text(segments: readonly LogSegment[]): string {
  return segments.map((s) => s.text).join("");
}
