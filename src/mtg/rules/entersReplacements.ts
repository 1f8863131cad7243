import type { Derived } from "../layers/derive.js";
import { derive } from "../layers/derive.js";
import { xOfAbility } from "../layers/abilityX.js";
import { evaluateAmount, evaluateCondition, matchesFilter } from "../layers/evaluate.js";
import type { GameObject, ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { turnFaceDown } from "./turnFaceDown.js";
import { payLifeOrEnterTapped } from "./payLifeAsEnters.js";
import { devour } from "./devour.js";
import { colorsSpentToCast } from "./sunburst.js";
import { exileAsEnters } from "./asEntersExile.js";
import { riot } from "./riot.js";
import { tribute } from "./tribute.js";
import { chooseObjectAsEnters } from "./attachedCopyEffect.js";
import { amplify } from "./amplify.js";
import type { Move } from "./enter.js";
import { askChoice } from "./choices.js";
import type { Ctx } from "../game/ctx.js";
import { type Decision, describeOptions } from "../game/decision.js";
import { RulesViolation } from "../../kernel/problem.js";
import { putCounters } from "./counters.js";
import { countersToPut } from "./doubling.js";
import { changed } from "../game/draft.js";
import { recordEffect } from "../game/recordEffect.js";
import { writable } from "../model/writableObject.js";

/** One replacement effect that modifies how a permanent enters or is turned face up (614.1c, 614.1e), ready to apply. */
export interface EntersReplacementEffect {
  /** Unique within one entering event: the source and its ability. */
  readonly key: string;
  /** How a player names it: the source's id, or "id#N" with N the ability's position (1-based). */
  readonly label: string;
  readonly text: string;
  readonly apply: () => void;
}

const MAX_REPLACEMENTS = 100;

/**
 * 616.1, 616.1e: applies the replacement effects that modify how `obj` enters, one at a time:
 * among those that apply, its controller chooses one (when several apply, a decision whose
 * default is the other permanents' effects in timestamp order, then the permanent's own in the
 * order of its abilities, so that its own "as enters" effects can't remove another's first);
 * then the process repeats with the effects that now apply. Each is judged on the permanent as it would exist on the battlefield with the effects already
 * applied (614.12), so a choice made as it enters can make another effect apply (614.12a).
 */
export function applyEntersReplacements(ctx: Ctx, obj: GameObject, move: Move): void {
  applyInChosenOrder(ctx, obj, "as it enters", (d) => entersReplacements(ctx, d, obj, move));
}

/**
 * 616.1, 616.1e: applies the replacement effects `gather` finds for one event that modifies `obj`,
 * one at a time, gathering them again after each; when several apply, its controller chooses the
 * order (a decision with a default: the order `gather` lists them in).
 */
export function applyInChosenOrder(
  ctx: Ctx,
  obj: GameObject,
  event: string,
  gather: (d: Derived) => EntersReplacementEffect[],
): void {
  const { state } = ctx;
  const applied = new Set<string>();
  let preference: readonly string[] | null = null;
  for (let i = 0; i < MAX_REPLACEMENTS; i++) {
    const d = derive(state);
    const candidates = gather(d).filter((r) => !applied.has(r.key));
    const first = candidates[0];
    if (first === undefined) return;
    if (candidates.length > 1 && preference === null) preference = askOrder(ctx, obj, event, candidates);
    const next = pickByPreference(candidates, preference) ?? first;
    applied.add(next.key);
    next.apply();
    changed(state, obj.id);
  }
}

/** 616.1: the affected permanent's controller chooses the order; the answer is kept for the rest of this event. */
function askOrder(
  ctx: Ctx,
  obj: GameObject,
  event: string,
  candidates: readonly EntersReplacementEffect[],
): readonly string[] {
  const options = candidates.map((r) => r.label);
  const decision: Decision = {
    kind: "orderReplacements",
    player: obj.controller,
    prompt: `choose the order in which these replacement effects apply ${event}: ${candidates.map((r) => `${r.label} “${r.text}”`).join("; ")}`,
    options,
    rule: "616.1",
  };
  const a = ctx.chooser.choose(decision);
  if (a.kind === "order") return a.order;
  throw new RulesViolation({
    code: "rules.badAnswer",
    message: `${obj.controller}'s answer doesn't fit the decision "${decision.prompt}": an order of ${describeOptions(decision)} is expected`,
    rule: "616.1",
  });
}

function pickByPreference(
  candidates: readonly EntersReplacementEffect[],
  preference: readonly string[] | null,
): EntersReplacementEffect | undefined {
  for (const label of preference ?? []) {
    const found = candidates.find((r) => r.label === label || r.label.startsWith(`${label}#`));
    if (found) return found;
  }
  return undefined;
}

/** 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" — chosen as it enters. */
function unleash(ctx: Ctx, obj: GameObject, name: string): void {
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: obj.controller,
    prompt: `${name}: unleash — enter with an additional +1/+1 counter?`,
    rule: "702.98a",
  });
  if (a.kind === "yesNo" && a.yes) addCounters(ctx.state, obj, "+1/+1", 1);
}

function opponentDealtDamageThisTurn(state: GameState, controller: PlayerId): boolean {
  return state.players.some((p) => p.name !== controller && p.dealtDamageTurn === state.turn.number);
}

/** The replacement effects that would now modify how `obj` enters (614.1c-d, 614.12). */
function entersReplacements(ctx: Ctx, d: Derived, obj: GameObject, move: Move): EntersReplacementEffect[] {
  const { state } = ctx;
  const chars = d.get(obj.id);
  if (!chars) return [];
  const out: EntersReplacementEffect[] = othersEnterWithCounters(state, d, obj);
  const own = (key: string, text: string, apply: () => void) =>
    out.push({ key: `${obj.id}:${key}`, label: labelOf(d, obj.id, key), text, apply });
  for (const a of chars.abilities) {
    // 107.3m, 107.3j: the spell's X for its own abilities; 0 for abilities gained by copying.
    const x = xOfAbility(obj, a);
    const p = { sourceId: obj.id, controller: obj.controller, abilityKey: a.key, x };
    if (a.def.kind === "keyword" && a.def.keyword === "fading" && a.def.n) {
      const n = a.def.n;
      own(a.key, a.def.text, () => addCounters(state, obj, "fade", n)); // 702.32a
    }
    if (a.def.kind === "keyword" && a.def.keyword === "vanishing" && a.def.n) {
      const n = a.def.n;
      own(a.key, a.def.text, () => addCounters(state, obj, "time", n)); // 702.63a
    }
    if (a.def.kind === "keyword" && (a.def.keyword === "modular" || a.def.keyword === "graft") && a.def.n) {
      const n = a.def.n;
      own(a.key, a.def.text, () => addCounters(state, obj, "+1/+1", n)); // 702.43a, 702.58a
    }
    // 702.44a: sunburst — a +1/+1 counter (entering as a creature, ignoring type-changing effects) or
    // else a charge counter for each color of mana spent to cast it (702.44b: only from the stack).
    const sunburst = a.def.kind === "keyword" && a.def.keyword === "sunburst" ? colorsSpentToCast(obj) : 0;
    if (sunburst > 0) {
      const kind = d.copiable(obj.id)?.types.includes("Creature") ? "+1/+1" : "charge";
      own(a.key, a.def.text, () => addCounters(state, obj, kind, sunburst));
    }
    if (a.def.kind === "keyword" && a.def.keyword === "unleash") {
      const text = a.def.text;
      own(a.key, text, () => unleash(ctx, obj, chars.name ?? obj.id)); // 702.98a
    }
    if (a.def.kind === "keyword" && a.def.keyword === "tribute" && a.def.n) {
      const n = a.def.n;
      own(a.key, a.def.text, () => tribute(ctx, obj, n, chars.name ?? obj.id)); // 702.104a
    }
    if (a.def.kind === "keyword" && a.def.keyword === "amplify" && a.def.n) {
      const n = a.def.n;
      own(a.key, a.def.text, () => amplify(ctx, obj, n, chars.name ?? obj.id)); // 702.38a
    }
    if (a.def.kind === "keyword" && a.def.keyword === "riot") {
      const text = a.def.text;
      own(a.key, text, () => riot(ctx, obj, chars.name ?? obj.id, text)); // 702.136a
    }
    // 702.54a: bloodthirst — "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it."
    if (
      a.def.kind === "keyword" &&
      a.def.keyword === "bloodthirst" &&
      a.def.n &&
      opponentDealtDamageThisTurn(state, obj.controller)
    ) {
      const n = a.def.n;
      own(a.key, a.def.text, () => addCounters(state, obj, "+1/+1", n));
    }
    // 702.156a: ravenous — "This permanent enters with X +1/+1 counters on it."
    if (a.def.kind === "keyword" && a.def.keyword === "ravenous" && x > 0)
      own(a.key, a.def.text, () => addCounters(state, obj, "+1/+1", x));
    if (a.def.kind === "keyword" && a.def.keyword === "devour" && a.def.n !== undefined) {
      const { n, filter, text } = a.def;
      own(a.key, text, () => devour(ctx, obj, { n, quality: filter, name: chars.name ?? obj.id, move })); // 702.82a
    }
    if (a.def.kind !== "replacement") continue;
    const r = a.def.replacement;
    const text = a.def.text;
    switch (r.effect) {
      case "entersTapped":
        if (r.unless && evaluateCondition(d.view, r.unless, p)) break;
        own(a.key, text, () => {
          writable(state, obj).status.tapped = true;
        });
        break;
      case "mayPayLifeOrEntersTapped":
        own(a.key, text, () => payLifeOrEnterTapped(ctx, obj, r.life));
        break;
      case "entersWithCounters":
        if (r.condition?.is === "kicked" && !obj.decisions?.kicked) break;
        // 614.1c: "… if you attacked this turn", "… if you cast it from your hand".
        if (r.condition && r.condition.is !== "kicked" && !evaluateCondition(d.view, r.condition, p)) break;
        own(a.key, text, () => {
          const n = evaluateAmount(d.view, r.amount, p, obj.id);
          if (n > 0) addCounters(state, obj, r.kind, n);
          // 614.1c: "… and with [ability]" — it has the ability for as long as it remains (Kavu Titan).
          if (r.abilities && r.abilities.length > 0) {
            recordEffect(state, {
              sourceId: obj.id,
              sourceName: chars.name,
              controller: obj.controller,
              duration: "permanent",
              affected: [obj.id],
              parts: [{ op: "addAbilities", abilities: r.abilities }],
              rule: "614.1c",
              text,
            });
          }
        });
        break;
      case "asEntersTurnFaceDown":
        // 614.1c, 708.2a: "As [this] enters, turn all [filter] face down" (Ixidron).
        own(a.key, text, () => {
          for (const id of state.battlefield)
            if (id !== obj.id && matchesFilter(d.view, id, r.filter, p)) turnFaceDown(ctx, id);
        });
        break;
      case "asEntersExileLinked":
        own(a.key, text, () => exileAsEnters(ctx, obj, a.key, r.filter, `${chars.name ?? obj.id}: ${text}`, move));
        break;
      case "asEntersChooseObject":
        own(a.key, text, () => chooseObjectAsEnters(ctx, obj, a.key, r.filter, `${chars.name ?? obj.id}: ${text}`));
        break;
      case "asEntersChoose":
        own(a.key, text, () => {
          const choice = askChoice(ctx, r.choice, obj.controller, `${chars.name ?? "this permanent"}: ${text}`);
          writable(state, obj).choices[a.key] = choice;
        });
        break;
    }
  }
  return out;
}

/** 614.1c: "Each other [filter] you control enters with an additional [kind] counter" (Metallic Mimic). */
function othersEnterWithCounters(state: GameState, d: Derived, obj: GameObject): EntersReplacementEffect[] {
  const out: EntersReplacementEffect[] = [];
  for (const source of state.battlefield) {
    if (source === obj.id) continue;
    const sc = d.get(source);
    for (const a of sc?.abilities ?? []) {
      if (a.def.kind !== "replacement" || a.def.replacement.effect !== "othersEnterWithCounters") continue;
      const { filter, kind, amount } = a.def.replacement;
      const sp = { sourceId: source, controller: sc?.controller ?? obj.controller, abilityKey: a.key };
      if (!matchesFilter(d.view, obj.id, filter, sp)) continue;
      out.push({
        key: `${source}:${a.key}`,
        label: labelOf(d, source, a.key),
        text: a.def.text,
        apply: () => addCounters(state, obj, kind, amount),
      });
    }
  }
  return out;
}

/** "id#N" — N the 1-based position of the ability among its source's abilities, as triggers are named (4.3). */
export function labelOf(d: Derived, source: ObjectId, abilityKey: string): string {
  const i = d.get(source)?.abilities.findIndex((a) => a.key === abilityKey) ?? -1;
  return i < 0 ? source : `${source}#${i + 1}`;
}

/** 614.1c: counters a permanent enters with — put there by an effect, so doubled by 614.1a effects. */
export function addCounters(state: GameState, obj: GameObject, kind: string, n: number): void {
  putCounters(state, obj, kind, countersToPut(state, obj.id, n));
}
