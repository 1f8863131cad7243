import type { TargetSlot, TargetSpec } from "../abilities/target.js";
import type { Derived } from "../layers/derive.js";
import { hasKeyword } from "../layers/keywords.js";
import { memoizedFor } from "../../kernel/memo.js";
import { linkedChoice, matchesFilter, type Perspective } from "../layers/evaluate.js";
import type { AbilityInstance } from "../layers/characteristics.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/** The source that targets, for protection and hexproof (702.16b, 702.11b). */
export interface Targeter {
  readonly sourceId: ObjectId | null;
  readonly controller: PlayerId;
  readonly colors: readonly string[];
  /** X of the spell or ability, for targets "with mana value X" (Lazav, 601.2c after 601.2b). */
  readonly x?: number;
}

/**
 * 601.2c, 602.2b: whether a target slot has at least `min` legal choices now (`legalTargets`,
 * counted only as far as needed).
 */
export function hasLegalTargets(
  state: GameState,
  d: Derived,
  spec: TargetSpec,
  who: Targeter,
  abilityKey: string | null,
  min: number,
): boolean {
  if (min <= 0) return true;
  if (spec.kind !== "permanent" && spec.kind !== "any")
    return legalTargets(state, d, spec, who, abilityKey).length >= min;
  const p = perspectiveOf(who, abilityKey);
  // 115.4: "any target" is a player first, as cheaper to count.
  let n = spec.kind === "any" ? targetablePlayers(state, d, who.controller).length : 0;
  if (n >= min) return true;
  for (const id of state.battlefield) {
    if (state.objects[id]?.status.phasedOut) continue;
    const fits = spec.kind === "any" ? anyTargetPermanent(d, id) : matchesFilter(d.view, id, spec.filter, p);
    if (fits && canBeTargetedBy(d, id, who) && ++n >= min) return true;
  }
  return false;
}

function perspectiveOf(who: Targeter, abilityKey: string | null): Perspective {
  return {
    sourceId: who.sourceId,
    controller: who.controller,
    abilityKey,
    ...(who.x !== undefined ? { x: who.x } : {}),
  };
}

/** 115.4: the permanents "any target" can be: a creature, a planeswalker or a battle. */
function anyTargetPermanent(d: Derived, id: ObjectId): boolean {
  const t = d.get(id)?.types ?? [];
  return t.includes("Creature") || t.includes("Planeswalker") || t.includes("Battle");
}

/** 115: every legal choice for one target slot, right now. */
export function legalTargets(
  state: GameState,
  d: Derived,
  spec: TargetSpec,
  who: Targeter,
  abilityKey: string | null,
): (ObjectId | PlayerId)[] {
  const p = perspectiveOf(who, abilityKey);
  const permanents = state.battlefield.filter(
    (id) => !state.objects[id]?.status.phasedOut && canBeTargetedBy(d, id, who),
  );
  switch (spec.kind) {
    case "permanent":
      return permanents.filter((id) => matchesFilter(d.view, id, spec.filter, p));
    case "any": {
      // 115.4: creature, player, planeswalker or battle.
      const objs = permanents.filter((id) => anyTargetPermanent(d, id));
      return [...objs, ...targetablePlayers(state, d, who.controller).map((pl) => pl.name)];
    }
    case "player":
      return targetablePlayers(state, d, who.controller)
        .filter((pl) => spec.who === "any" || pl.name !== who.controller)
        .map((pl) => pl.name);
    case "playerOrPlaneswalker":
      return [
        ...permanents.filter((id) => d.get(id)?.types.includes("Planeswalker")),
        ...legalTargets(state, d, { kind: "player", who: spec.who }, who, abilityKey),
      ];
    case "spell":
      return state.stack.filter((id) => {
        const o = state.objects[id];
        if (!o || (o.ability && !spec.orAbility)) return false;
        if (spec.controller === "you" && o.controller !== who.controller) return false;
        return !spec.filter || matchesFilter(d.view, id, spec.filter, p);
      });
    case "card": {
      const players = state.players.filter(
        (pl) => spec.whose === "any" || (spec.whose === "you") === (pl.name === who.controller),
      );
      return players.flatMap((pl) => pl.graveyard).filter((id) => matchesFilter(d.view, id, spec.filter, p));
    }
    case "cardOrPermanent":
      return [
        ...state.players.flatMap((pl) => pl.graveyard).filter((id) => matchesFilter(d.view, id, spec.card, p)),
        ...permanents.filter((id) => matchesFilter(d.view, id, spec.permanent, p)),
      ];
    case "triggeredAbility":
      return state.stack.filter((id) => {
        const o = state.objects[id];
        const ab = o?.ability;
        if (!ab || (spec.controller === "you" && o.controller !== who.controller)) return false;
        if (ab.kind !== "triggered" && !(spec.activated && ab.kind === "activated")) return false;
        return !spec.source || matchesFilter(d.view, ab.sourceId, spec.source, p);
      });
  }
}

/**
 * The players still in the game that a spell or ability of `controller` may target: not an
 * opponent whose permanent says "You have hexproof" (702.11d).
 */
function targetablePlayers(state: GameState, d: Derived, controller: PlayerId): GameState["players"] {
  const hexproof = memoizedFor(playersWithHexproof, d, findPlayersWithHexproof);
  return state.players.filter((pl) => !pl.lost && (pl.name === controller || !hexproof.has(pl.name)));
}

/** Worked out once per derivation (a derivation never changes). */
const playersWithHexproof = new WeakMap<Derived, ReadonlySet<PlayerId>>();

/** 702.11d: the players who control a permanent that says "You have hexproof". */
function findPlayersWithHexproof(d: Derived): ReadonlySet<PlayerId> {
  const out = new Set<PlayerId>();
  for (const id of d.battlefield) {
    const c = d.get(id);
    if (
      c?.abilities.some((a) => a.def.kind === "static" && a.def.rules?.some((r) => r.rule === "controllerHasHexproof"))
    )
      out.add(c.controller);
  }
  return out;
}

/** 702.16b: protection from a color; 702.11b: hexproof (opponents can't target); 702.18a: shroud. */
function canBeTargetedBy(d: Derived, id: ObjectId, who: Targeter): boolean {
  const c = d.get(id);
  if (!c) return false;
  if (hasKeyword(c, "hexproof") && c.controller !== who.controller) return false;
  // 702.18a: shroud — no spell or ability can target it.
  if (hasKeyword(c, "shroud")) return false;
  return !hasProtectionFrom(d, id, who.colors);
}

/** 702.16a: whether the permanent has protection from any of these colors (letters). */
export function hasProtectionFrom(d: Derived, id: ObjectId, colors: readonly string[]): boolean {
  const c = d.get(id);
  if (!c || !hasKeyword(c, "protection")) return false;
  return c.abilities.some(
    (a) =>
      a.def.kind === "keyword" &&
      a.def.keyword === "protection" &&
      colors.some((col) => colorWord(col) === protectedFrom(d, id, a)),
  );
}

/** The color a protection ability names; "the chosen color" is the linked "as enters" choice (607.2a). */
function protectedFrom(d: Derived, id: ObjectId, a: AbilityInstance): string | undefined {
  if (a.def.kind !== "keyword" || !a.def.from) return undefined;
  if (a.def.from !== "the chosen color") return a.def.from;
  const chosen = linkedChoice(
    d.view,
    { sourceId: id, controller: d.get(id)?.controller ?? "", abilityKey: a.key },
    "color",
  );
  return chosen?.kind === "color" ? colorWord(chosen.color) : undefined;
}

function colorWord(c: string): string {
  return ({ W: "white", U: "blue", B: "black", R: "red", G: "green" } as Record<string, string>)[c] ?? c;
}

/**
 * How many objects a target slot takes. "X target …" (601.2b): X once announced; before that
 * (`x` unknown, as when asking whether the spell could be cast) any number from none up.
 */
export function slotBounds(slot: TargetSlot, x?: number): { min: number; max: number } {
  if (slot.countX) return x === undefined ? { min: 0, max: Number.MAX_SAFE_INTEGER } : { min: slot.min ?? x, max: x };
  return { min: slot.min ?? 1, max: slot.max ?? 1 };
}
