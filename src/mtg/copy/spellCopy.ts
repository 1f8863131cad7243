import type { CopyException } from "../abilities/copyException.js";
import { abilityTargetSlots } from "../game/abilityTargets.js";
import type { ObjectFilter } from "../abilities/filter.js";
import { type Derived, derive } from "../layers/derive.js";
import { matchesFilter, type Perspective } from "../layers/evaluate.js";
import type { GameState } from "../model/state.js";
import type { ObjectId, PlayerId, TokenBase } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log, newId } from "../game/draft.js";
import { createObject } from "../game/objects.js";
import { spellTargetSlots } from "../game/spellParts.js";
import { legalTargets } from "../game/targets.js";
import { takeSnapshot } from "./snapshot.js";
import { lastKnownDerivation } from "./lastKnown.js";
import { own } from "../../kernel/records.js";
import { copyDecisions } from "../model/writableObject.js";

export interface CopySpellArgs {
  readonly of: ObjectId;
  readonly controller: PlayerId;
  readonly exceptions: readonly CopyException[];
  /** 707.10c: the copy's controller may choose new targets (asked as a decision). */
  readonly mayChooseNewTargets: boolean;
  /** New targets given outright (a scenario's `newTargets: [...]`). */
  readonly newTargets?: readonly (ObjectId | PlayerId)[];
  /** 707.10e: every target of the copy is this object; no copy if it isn't legal for each. */
  readonly newTargetEverywhere?: ObjectId;
}

/**
 * 707.10: puts a copy of a spell or ability on the stack. It copies the characteristics and every
 * decision made for the original (modes, targets, X, kicker, costs paid — 707.10: objects used to
 * pay costs are the original's), but not mana spent (not an object) and not how it was cast: the
 * copy isn't cast (or activated). Its owner and controller are the player who puts it on the
 * stack. An ability's copy has the same source (707.10b).
 */
export function copySpellOrAbility(ctx: Ctx, args: CopySpellArgs): ObjectId {
  const { state } = ctx;
  // 608.2h: a spell that has left the stack is copied as it last existed there (Banish into Fable's ruling).
  const original = own(state.objects, args.of) ?? own(state.lastKnown, args.of);
  if (original?.zone !== "stack") return illegal("only a spell or ability on the stack can be copied", "707.10");
  const d = own(state.objects, args.of) ? derive(state) : (lastKnownDerivation(state, args.of) ?? derive(state));
  let token: TokenBase | null = null;
  if (!original.ability) {
    const snap = takeSnapshot(d, args.of, { exceptions: args.exceptions, bothFaces: true });
    if (!snap) return illegal("nothing to copy", "707.10");
    const s = snap.snapshot;
    token = {
      faces: s.faces,
      createdBy: `a copy of ${s.copiedName ?? "a spell"}`,
      copyOf: args.of,
      ...(s.exceptions.length ? { exceptions: s.exceptions } : {}),
    };
  }
  const copy = createObject(state, {
    id: newId(state, original.ability ? "a" : "o"),
    card: null,
    token,
    owner: args.controller,
    controller: args.controller,
    zone: "stack",
  });
  if (original.ability) copy.ability = { ...original.ability, copiedFrom: args.of };
  copy.status.face = original.status.face; // 707.10g
  copy.isCopyOfSpell = true;
  const decisions = original.decisions;
  copy.decisions = decisions
    ? {
        ...copyDecisions(decisions),
        manaSpent: "",
        castFrom: null,
        castNumber: null,
      }
    : null;
  changed(state);
  if (copy.decisions && copy.decisions.targets.length > 0) {
    const everywhere = args.newTargetEverywhere;
    copy.decisions.targets =
      everywhere !== undefined
        ? chooseNewTargets(
            ctx,
            copy.id,
            { ...args, newTargets: copy.decisions.targets.map(() => everywhere) },
            copy.decisions.targets,
          )
        : chooseNewTargets(ctx, copy.id, args, copy.decisions.targets);
    changed(state);
  }
  const name = original.ability
    ? `${d.get(original.ability.sourceId)?.name ?? "an"} ability`
    : (d.get(args.of)?.name ?? "a spell");
  log(
    state,
    "copy",
    `${args.controller} puts a copy of ${name} on the stack${copy.decisions?.targets.length ? ` targeting ${copy.decisions.targets.join(", ")}` : ""}`,
    "707.10",
  );
  return copy.id;
}

/**
 * 707.10c: unchanged targets may stay even if illegal; changed ones must be legal. The answer
 * is `no` (keep all) or the full new list.
 */
function chooseNewTargets(ctx: Ctx, copyId: ObjectId, args: CopySpellArgs, current: readonly string[]): string[] {
  if (!args.mayChooseNewTargets && !args.newTargets) return [...current];
  const why = { prompt: "you may choose new targets for the copy", rule: "707.10c" };
  return changeTargets(ctx, copyId, args.controller, args.controller, current, args.newTargets ?? null, why);
}

/**
 * 115.7d, 707.10c: `chooser` may change any of the spell's or ability's targets; each changed
 * target must be legal for it (seen from its controller, `controller`); unchanged ones stay.
 */
export function changeTargets(
  ctx: Ctx,
  spellId: ObjectId,
  chooser: PlayerId,
  controller: PlayerId,
  current: readonly string[],
  given: readonly string[] | null,
  why: { readonly prompt: string; readonly rule: string },
): string[] {
  let proposed: readonly string[];
  if (given) {
    proposed = given;
  } else {
    const a = ctx.chooser.choose({
      kind: "chooseNewTargets",
      player: chooser,
      prompt: why.prompt,
      current: [...current],
      rule: why.rule,
    });
    if (a.kind === "yesNo" && !a.yes) return [...current];
    proposed = a.kind === "targets" ? a.targets : current;
  }
  if (proposed.length !== current.length)
    illegal(`it has ${current.length} target(s); give the full list (unchanged entries keep their target)`, why.rule);
  const d = derive(ctx.state);
  const copy = ctx.state.objects[spellId];
  const slots = copy?.ability
    ? abilityTargetSlots(copy.ability.def, copy.decisions?.modes ?? [])
    : spellTargetSlots(d.get(spellId), copy?.decisions?.modes ?? []);
  return proposed.map((t, i) => {
    if (t === current[i]) return t;
    const slot = slots[Math.min(i, slots.length - 1)];
    const legal = slot
      ? legalTargets(
          ctx.state,
          d,
          slot.spec,
          { sourceId: spellId, controller, colors: d.get(spellId)?.colors ?? [] },
          null,
        )
      : [];
    if (!legal.includes(t)) illegal(`${t} is not a legal new target`, why.rule);
    return t;
  });
}

/**
 * The players and objects a spell or ability on the stack could target for every instance of
 * "target" (707.10d, 115.7), other than itself; none if it has no targets. Ink-Treader Nephilim's
 * ruling: what the spell could target is seen from its own controller.
 */
export function couldTarget(state: GameState, d: Derived, of: ObjectId): (ObjectId | PlayerId)[] {
  const original = state.objects[of];
  if (original?.zone !== "stack" || !original.decisions) return [];
  const slots = original.ability
    ? abilityTargetSlots(original.ability.def, original.decisions.modes)
    : spellTargetSlots(d.get(of), original.decisions.modes);
  const who = {
    sourceId: of,
    controller: d.get(of)?.controller ?? original.controller,
    colors: d.get(of)?.colors ?? [],
    x: original.decisions.x ?? 0,
  };
  const legalFor = slots.map((slot) => legalTargets(state, d, slot.spec, who, null));
  return (legalFor[0] ?? []).filter((t) => t !== of && legalFor.every((l) => l.includes(t)));
}

/** The permanents matching `among` that the spell on the stack could target (707.10d's test, 115.7). */
export function couldTargetAmong(
  state: GameState,
  d: Derived,
  spell: ObjectId,
  among: ObjectFilter,
  p: Perspective,
): ObjectId[] {
  return couldTarget(state, d, spell).filter(
    (t) => state.objects[t]?.zone === "battlefield" && matchesFilter(d.view, t, among, p),
  );
}

/**
 * 707.10d: copies a spell or ability once for each player or object it could target (other than
 * its own targets), each copy targeting that one for every instance of "target"; a player or
 * object that isn't legal for every instance gets no copy. The copies go on the stack in the order
 * the controller chooses (asked as a list).
 */
export function copyForEachPossibleTarget(
  ctx: Ctx,
  of: ObjectId,
  controller: PlayerId,
  among: (t: string) => boolean = () => true,
): ObjectId[] {
  const { state } = ctx;
  const original = state.objects[of];
  if (original?.zone !== "stack" || !original.decisions || original.decisions.targets.length === 0) {
    return illegal("only a spell or ability with targets can be copied for each possible target", "707.10d");
  }
  const current = new Set(original.decisions.targets);
  const candidates = couldTarget(state, derive(state), of).filter((t) => !current.has(t) && among(t));
  if (candidates.length === 0) return [];
  const a = ctx.chooser.choose({
    kind: "chooseTargets",
    player: controller,
    prompt: "order the copies: one for each player or object the spell could target (the last listed is on top)",
    slots: [{ options: candidates, min: candidates.length, max: candidates.length }],
    rule: "707.10d",
  });
  const order = a.kind === "targets" ? a.targets : candidates;
  if (order.length !== candidates.length || !candidates.every((c) => order.includes(c))) {
    illegal(`list every possible target once: ${candidates.join(", ")}`, "707.10d");
  }
  return order.map((t) =>
    copySpellOrAbility(ctx, { of, controller, exceptions: [], mayChooseNewTargets: false, newTargetEverywhere: t }),
  );
}
