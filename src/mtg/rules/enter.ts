import type { GameObject, ObjectId, PlayerId, TokenBase, TokenKeyword, ZoneName } from "../model/object.js";
import { derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { putCounters } from "./counters.js";
import type { AdditionalEffect } from "../copy/snapshot.js";
import { enterAsCopy } from "../copy/enterAsCopy.js";
import { tokenCopyOf } from "../copy/tokenCopy.js";
import type { CopyException } from "../abilities/copyException.js";
import { createObject } from "../game/objects.js";
import { attachAsEnters } from "./auraEnters.js";
import { protectorAsEnters } from "./protector.js";
import { detectTriggers } from "./triggers.js";
import { enteringFrom } from "./enteredFrom.js";
import { entersAttacking } from "./entersAttacking.js";
import { addCounters, applyEntersReplacements } from "./entersReplacements.js";
import type { MoveOptions } from "./zones.js";
import { entersTransformedAtNight } from "./dayNight/entersTransformed.js";
import { copyDecisions, writable } from "../model/writableObject.js";

export interface EnterSpec {
  readonly id?: ObjectId;
  readonly card: string | null;
  readonly token: TokenBase | null;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly tapped: boolean;
  readonly faceDown: boolean;
  readonly face: 0 | 1;
  /** The spell this permanent was, for "if it was kicked" and X (608.3). */
  readonly fromSpell: GameObject | null;
  /** Additional effects of the creating copy effect's exceptions (707.9e). */
  readonly additional?: readonly AdditionalEffect[];
  /** A copy of a card (707.12) stays one on the battlefield. */
  readonly isCardCopy?: boolean;
  /** 303.4f: an Aura spell enters attached to its target. */
  readonly attachTo?: ObjectId;
  /** The zone it is put onto the battlefield from (none for a token): where an Aura that can't enter stays (303.4g). */
  readonly from?: ZoneName;
  /** 702.49c: it enters attacking this player, planeswalker or battle (ninjutsu), before it is seen to enter. */
  readonly attacking?: ObjectId | PlayerId;
  /** Counters the effect that puts it onto the battlefield says it enters with (614.1c). */
  readonly withCounters?: { readonly kind: string; readonly n: number };
  /** zones.ts's moveObject, for what it moves as it enters (702.82a devour's sacrifices). */
  readonly move: Move;
}

/** Moves an object to another zone: zones.ts's moveObject, passed in (zones.ts imports this file). */
export type Move = (ctx: Ctx, id: ObjectId, to: ZoneName, options?: MoveOptions) => ObjectId | null;

/** A token created under `controller`'s control (111.2), entering untapped and face up. */
export function newTokenSpec(token: TokenBase, controller: PlayerId, move: Move): EnterSpec {
  return {
    card: null,
    token,
    owner: controller,
    controller,
    tapped: false,
    faceDown: false,
    face: 0,
    fromSpell: null,
    move,
  };
}

/** 111.4, 707.2: creates a token that's a copy of an object (copy/tokenCopy.ts); it enters normally. */
export function createTokenCopy(
  ctx: Ctx,
  of: ObjectId,
  controller: PlayerId,
  exceptions: readonly CopyException[],
  createdBy: string,
  move: Move,
  tapped = false,
  keyword?: TokenKeyword,
): GameObject | null {
  const copy = tokenCopyOf(ctx.state, of, exceptions, createdBy, keyword);
  if (copy === null) return null;
  return enterBattlefield(ctx, {
    ...newTokenSpec(copy.token, controller, move),
    tapped,
    face: copy.face,
    additional: copy.additional,
  });
}

/**
 * Puts an object onto the battlefield, applying the replacement effects that modify how it enters
 * (614.1c-d) and its "as enters" choices (614.12), judged on the permanent as it would exist on
 * the battlefield; then its enters-triggered abilities trigger (603.6a). An Aura with nothing it
 * can enchant doesn't enter (303.4g): the object returned is then no longer on the battlefield.
 */
export function enterBattlefield(ctx: Ctx, spec: EnterSpec): GameObject {
  const obj = prepareEntering(ctx, spec);
  if (ctx.state.objects[obj.id] !== obj) return obj;
  if (ctx.entering) holdBack(ctx, obj);
  else entered(ctx, obj);
  return obj;
}

/**
 * The permanent as it enters: created on the battlefield with the replacement effects that modify
 * how it enters applied (614.1c-d, 614.12), before anything sees it enter. Several permanents
 * entering at once are each prepared, then each has `entered` (`enterTogether.ts`).
 */
function prepareEntering(ctx: Ctx, spec: EnterSpec): GameObject {
  const { state } = ctx;
  const obj = createObject(state, {
    ...(spec.id ? { id: spec.id } : {}),
    card: spec.card,
    token: spec.token,
    owner: spec.owner,
    controller: spec.controller,
    zone: "battlefield",
  });
  obj.status.faceDown = spec.faceDown;
  obj.status.face = spec.face;
  obj.status.tapped = spec.tapped;
  obj.isCardCopy = spec.isCardCopy === true;
  obj.attachedTo = spec.attachTo ?? null;
  obj.controlledSince = state.turn.number + 1;
  if (spec.fromSpell?.decisions) obj.decisions = copyDecisions(spec.fromSpell.decisions);
  if (spec.from) enteringFrom.set(obj, spec.from);
  changed(state, obj.id);
  if (entersTransformedAtNight(state, obj)) obj.status.face = 1; // 702.145b
  const additional = enterAsCopy(ctx, obj, spec.additional ?? [], spec.move);
  if (!attachAsEnters(ctx, obj, spec.from ?? null)) return obj; // 303.4g: it doesn't enter
  for (const a of additional) addCounters(state, obj, a.counter, a.amount);
  if (spec.withCounters) addCounters(state, obj, spec.withCounters.kind, spec.withCounters.n);
  asEnters(ctx, obj, spec.move);
  if (spec.attacking !== undefined) entersAttacking(ctx, obj, spec.attacking);
  return obj;
}

/** 603.6a, 714.2b: the permanent has entered; abilities that trigger on it entering trigger. */
export function entered(ctx: Ctx, obj: GameObject): void {
  const { state } = ctx;
  log(
    state,
    "enters",
    `${obj.id} (${derive(state).get(obj.id)?.name ?? "face-down"}) enters the battlefield`,
    "614.12",
    [obj.id],
  );
  const from = enteringFrom.get(obj);
  detectTriggers(ctx, { event: "entered", id: obj.id, ...(from ? { from } : {}) }, derive(state));
  // 714.2b, 714.3a: a Saga entering with lore counters has had lore counters put on it.
  const lore = obj.counters.lore ?? 0;
  if (lore > 0)
    detectTriggers(ctx, { event: "countersAdded", id: obj.id, kind: "lore", before: 0, after: lore }, derive(state));
}

/** 614.1c-d, 614.12, 616.1: the replacement effects that modify how it enters, then what the rules add as it enters. */
function asEnters(ctx: Ctx, obj: GameObject, move: Move): void {
  const { state } = ctx;
  applyEntersReplacements(ctx, obj, move);
  const d = derive(state);
  const chars = d.get(obj.id);
  if (!chars) return;
  // 714.3a: "As this Saga enters, … add a lore counter" (a Saga with chapter abilities).
  // A rule, not an effect: not doubled by 614.1a effects.
  if (
    chars.subtypes.includes("Saga") &&
    chars.abilities.some((a) => a.def.kind === "triggered" && a.def.trigger.on === "chapter")
  )
    putCounters(state, obj, "lore", 1);
  // 306.5b / 310.4b: planeswalkers and battles enter with loyalty / defense counters.
  // The printed (copiable, 707.2) number: the derived loyalty of a permanent is already its counters (306.5b).
  const printed = d.copiable(obj.id);
  if (chars.types.includes("Planeswalker") && printed?.loyalty) addCounters(state, obj, "loyalty", printed.loyalty);
  if (chars.types.includes("Battle") && printed?.defense) addCounters(state, obj, "defense", printed.defense);
  changed(state, obj.id);
  // 310.8a, 310.11a: as a battle enters, its controller chooses its protector.
  if (chars.types.includes("Battle")) protectorAsEnters(ctx, obj.id);
}

/** Until all have entered, a prepared permanent is out of the others' sight: off the battlefield list, and treated as though it doesn't exist (as phased out, 702.26b). */
export function holdBack(ctx: Ctx, obj: GameObject): void {
  const { state } = ctx;
  state.battlefield.splice(state.battlefield.indexOf(obj.id), 1);
  writable(state, obj).status.phasedOut = true;
  changed(state, obj.id);
  ctx.entering?.push(obj);
}
