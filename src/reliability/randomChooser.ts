import { LIBRARY } from "../mtg/cards/library.js";
import { COLORS } from "../mtg/model/color.js";
import { CREATURE_TYPES } from "../mtg/model/subtypes.js";
import type { Answer, Chooser, Decision } from "../mtg/game/decision.js";
import type { Rng } from "./rng.js";

/** More decisions than this in one action is a runaway: the chooser stops the action. */
export const MAX_DECISIONS_PER_ACTION = 2000;

export interface DecisionRecord {
  readonly kind: Decision["kind"];
  readonly player: string;
  readonly prompt: string;
  readonly answer: Answer;
}

/** Thrown when one action asks for too many decisions (a loop that never ends, 104.4b). */
export class DecisionLimitError extends Error {}

const NAMES = LIBRARY.cards.map((c) => c.name);

/**
 * Answers every decision at random among its legal options, from a seeded generator: objects and
 * players from the decision's options (declining an optional choice sometimes), colors, yes/no,
 * numbers in range (small ones mostly: an X of a million is legal but says nothing more than 3),
 * creature types (CR 205.3m), card names from the library (those the prompt names first), target
 * lists that respect each slot's bounds, trigger orders as permutations.
 */
export class RandomChooser implements Chooser {
  readonly log: DecisionRecord[] = [];
  private count = 0;

  constructor(private readonly rng: Rng) {}

  /** Starts a new action: the per-action decision budget is reset. */
  reset(): void {
    this.count = 0;
  }

  choose(d: Decision): Answer {
    this.count++;
    if (this.count > MAX_DECISIONS_PER_ACTION) {
      throw new DecisionLimitError(`more than ${MAX_DECISIONS_PER_ACTION} decisions in one action (last: ${d.prompt})`);
    }
    const answer = this.answer(d);
    this.log.push({ kind: d.kind, player: d.player, prompt: d.prompt, answer });
    return answer;
  }

  private answer(d: Decision): Answer {
    const rng = this.rng;
    switch (d.kind) {
      case "chooseObject": {
        if (d.options.length === 0 || (d.optional && rng.chance(0.25))) {
          return { kind: "object", id: d.optional || d.options.length === 0 ? null : (d.options[0] ?? null) };
        }
        return { kind: "object", id: rng.pick(d.options) ?? null };
      }
      case "choosePlayer":
        return { kind: "player", player: rng.pick(d.options) ?? d.player };
      case "chooseColor":
        return { kind: "color", color: rng.pick(COLORS) ?? "W" };
      case "chooseCreatureType":
        return { kind: "text", value: rng.pick(CREATURE_TYPES) ?? "Bear" };
      case "chooseCardName": {
        const named = NAMES.filter((n) => d.prompt.includes(n));
        const pool = named.length > 0 && rng.chance(0.8) ? named : NAMES;
        return { kind: "text", value: rng.pick(pool) ?? "Island" };
      }
      case "yesNo":
        return { kind: "yesNo", yes: rng.chance(0.5) };
      case "chooseNumber":
        return { kind: "number", n: this.number(d.min, d.max) };
      case "chooseTargets": {
        const targets: string[] = [];
        for (const slot of d.slots) {
          const max = Math.min(slot.max, slot.options.length);
          const k = rng.range(Math.min(slot.min, max), max);
          targets.push(...rng.shuffle(slot.options).slice(0, k));
        }
        return { kind: "targets", targets };
      }
      case "chooseNewTargets":
        if (rng.chance(0.5)) return { kind: "yesNo", yes: false };
        return { kind: "targets", targets: d.current.map((t) => (rng.chance(0.5) ? t : (rng.pick(d.current) ?? t))) };
      case "orderTriggers":
        return { kind: "order", order: rng.shuffle(d.triggers) };
      case "orderReplacements":
        return { kind: "order", order: rng.shuffle(d.options) };
    }
  }

  /** A number in [min, max], small ones much more often. */
  private number(min: number, max: number): number {
    const rng = this.rng;
    if (max - min <= 6) return rng.range(min, max);
    const r = rng.float();
    const span = r < 0.8 ? 4 : r < 0.97 ? 12 : 60;
    return rng.range(min, Math.min(max, min + span));
  }
}
