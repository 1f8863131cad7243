import { findCard } from "../cards/registry.js";
import { type Derived, derive } from "../layers/derive.js";
import { characteristicsOfFace } from "../layers/layer1.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { BATTLE_TYPES } from "../model/subtypes.js";
import { castSpell } from "./cast.js";
import type { Ctx } from "./ctx.js";
import { changed, log } from "./draft.js";
import type { Resolution } from "./resolution.js";
import { spellTargetSlots } from "./spellParts.js";
import { legalTargets, slotBounds } from "./targets.js";
import { moveObject } from "./zones.js";

/** The players still in the game (800.4a: a player who lost has left it). */
function playersInGame(state: GameState): PlayerId[] {
  return state.players.filter((p) => !p.lost).map((p) => p.name);
}

/**
 * 310.8a, 310.11a: the players who may be this battle's protector now. A Siege's protector is an
 * opponent of its controller; a battle with no battle type is protected by its controller. (Every
 * existing battle type is Siege, 310.11; a battle of another type could be protected by anyone.)
 */
export function protectorOptions(state: GameState, d: Derived, id: ObjectId): PlayerId[] {
  const c = d.get(id);
  if (!c) return [];
  const inGame = playersInGame(state);
  if (c.subtypes.includes("Siege")) return inGame.filter((p) => p !== c.controller);
  if (!c.subtypes.some((s) => BATTLE_TYPES.includes(s))) return inGame.filter((p) => p === c.controller);
  return inGame;
}

/**
 * The battle's controller chooses its protector among the appropriate players (310.8a, 310.10).
 * A forced choice (one appropriate player) is made without asking. Returns false when no player
 * can be chosen.
 */
function chooseProtector(ctx: Ctx, id: ObjectId, rule: string, why: string): boolean {
  const { state } = ctx;
  const d = derive(state);
  const o = state.objects[id];
  const c = d.get(id);
  if (!o || !c) return false;
  const options = protectorOptions(state, d, id);
  if (options.length === 0) return false;
  let chosen = options[0];
  if (options.length > 1) {
    const a = ctx.chooser.choose({
      kind: "choosePlayer",
      player: c.controller,
      prompt: `choose the protector of ${c.name ?? id} (${why})`,
      options,
      rule,
    });
    if (a.kind === "player" && options.includes(a.player)) chosen = a.player;
  }
  if (chosen === undefined) return false;
  o.protector = chosen;
  changed(state);
  log(state, "protector", `${id}: ${chosen} protects ${c.name ?? id} — ${why}`, rule);
  return true;
}

/** 310.8a, 310.11a: as a battle enters the battlefield, its controller chooses its protector. */
export function protectorAsEnters(ctx: Ctx, id: ObjectId): void {
  const isSiege = derive(ctx.state).get(id)?.subtypes.includes("Siege") === true;
  chooseProtector(ctx, id, isSiege ? "310.11a" : "310.8a", "chosen as it entered");
}

/** The creatures attacking this battle (or planeswalker) now — not those that attack nothing since it left combat (506.4c). */
export function attackersOf(state: GameState, id: ObjectId): ObjectId[] {
  const nothing = state.combat?.attackingNothing ?? [];
  return state.battlefield.filter((a) => state.objects[a]?.attacking === id && !nothing.includes(a));
}

/** 310.7, 704.5v: whether the object is the source of a triggered ability that has triggered but not yet left the stack. */
export function isSourceOfWaitingTrigger(state: GameState, id: ObjectId): boolean {
  if (state.pendingTriggers.some((t) => t.sourceId === id)) return true;
  return state.stack.some((s) => {
    const ab = state.objects[s]?.ability;
    return ab?.kind === "triggered" && ab.sourceId === id;
  });
}

/**
 * The state-based actions about battles (704.5v-x, 704.5p / 310.9), performed with the others
 * (704.3): protectors are chosen at once; the battles to put into their owners' graveyards are
 * returned, to be moved together with the other state-based actions' objects.
 */
export function battleStateBasedActions(ctx: Ctx, d: Derived): { acted: boolean; toGraveyard: ObjectId[] } {
  const { state } = ctx;
  const inGame = playersInGame(state);
  const toGraveyard: ObjectId[] = [];
  let acted = false;
  for (const id of [...state.battlefield]) {
    const o = state.objects[id];
    const c = d.get(id);
    if (!o || !c || o.status.phasedOut || !c.types.includes("Battle")) continue;
    // 704.5v, 310.7: defense 0, unless it is the source of a triggered ability waiting or on the stack.
    if ((c.defense ?? 0) <= 0 && !isSourceOfWaitingTrigger(state, id)) {
      log(state, "sba", `${c.name ?? id} has defense 0 and is put into its owner's graveyard`, "704.5v");
      toGraveyard.push(id);
      continue; // its protector no longer matters
    }
    // 704.5p, 310.9: a battle can't be attached to anything.
    if (o.attachedTo !== null) {
      o.attachedTo = null;
      changed(state);
      acted = true;
      log(state, "sba", `${c.name ?? id} becomes unattached: a battle can't be attached`, "704.5p");
    }
    const attacked = attackersOf(state, id).length > 0;
    const hasProtector = o.protector !== null && inGame.includes(o.protector);
    let why: string | null = null;
    let rule = "704.5w";
    if (!hasProtector && !attacked) {
      // 704.5w, 310.10: no protector in the game (never chosen, or they left the game) and not attacked.
      why = o.protector === null ? "it had no protector" : `its protector ${o.protector} left the game`;
    } else if (hasProtector && c.subtypes.includes("Siege") && o.protector === c.controller) {
      // 704.5x: a Siege's controller can't be its protector (its protector gained control of it).
      why = `its controller ${c.controller} can't protect a Siege`;
      rule = "704.5x";
    } else if (hasProtector && !attacked && !protectorOptions(state, d, id).includes(o.protector ?? "")) {
      // 310.10: a protector its battle type doesn't allow.
      why = `${o.protector} can't protect it`;
      rule = "310.10";
    }
    if (why === null) continue;
    acted = true;
    if (!chooseProtector(ctx, id, rule, why)) {
      log(state, "sba", `no player can protect ${c.name ?? id}: it is put into its owner's graveyard`, rule);
      toGraveyard.push(id);
    }
  }
  return { acted: acted || toGraveyard.length > 0, toGraveyard };
}

/** Whether the object is a card represented by a transforming double-faced card (or a copy of one), 712.11a. */
function isTransformingDoubleFacedCard(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o || o.token !== null || o.card === null) return false;
  const def = findCard(state, o.card);
  return def?.layout === "transform" && def.faces.length > 1;
}

/**
 * Why the back face of this card can't be cast now (712.11c: only that face is looked at), or
 * null if it can: a spell that needs targets needs legal ones (601.2c).
 */
function whyBackFaceCantBeCast(ctx: Ctx, id: ObjectId, caster: PlayerId): string | null {
  const { state } = ctx;
  const o = state.objects[id];
  const face = o?.card ? findCard(state, o.card)?.faces[1] : undefined;
  if (!o || !face) return "it has no back face";
  const chars = characteristicsOfFace(face, caster, "p1:", "printed");
  if (chars.types.includes("Land")) return "its back face is a land (305.9)";
  const d = derive(state);
  for (const slot of spellTargetSlots(chars, [])) {
    const options = legalTargets(state, d, slot.spec, { sourceId: id, controller: caster, colors: chars.colors }, null);
    if (options.length < slotBounds(slot).min) return "it has no legal targets (601.2c)";
  }
  return null;
}

/**
 * 310.11b: "exile it, then you may cast it transformed without paying its mana cost". Per the
 * Sieges' rulings: a card represented by a transforming double-faced card is cast with its back
 * face up (712.11a) — its own back face, even if it was only a copy of a Siege; a token or a card
 * that isn't one can't be cast and stays in exile (a token then ceases to exist, 704.5d).
 */
export function exileThenMayCastTransformed(ctx: Ctx, ids: readonly ObjectId[], r: Resolution): void {
  const { state } = ctx;
  for (const id of ids) {
    if (state.objects[id]?.zone !== "battlefield") continue;
    const name = derive(state).get(id)?.name ?? id;
    const exiled = moveObject(ctx, id, "exile");
    if (exiled === null || state.objects[exiled]?.zone !== "exile") continue;
    log(state, "exile", `${name} is exiled by its Siege ability`, "310.11b");
    if (!isTransformingDoubleFacedCard(state, exiled)) {
      const now = derive(state).get(exiled)?.name ?? name;
      const what = state.objects[exiled]?.token ? "a token" : `${now}, not a transforming double-faced card`;
      log(state, "exile", `${name} is exiled as ${what}: it can't be cast transformed and stays in exile`, "712.11a");
      continue;
    }
    const why = whyBackFaceCantBeCast(ctx, exiled, r.controller);
    if (why !== null) {
      log(state, "exile", `${name} can't be cast transformed: ${why}; it stays in exile`, "601.2");
      continue;
    }
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: r.controller,
      prompt: `${name}: cast it transformed without paying its mana cost?`,
      rule: "310.11b",
    });
    if (a.kind !== "yesNo" || !a.yes) {
      log(state, "exile", `${r.controller} doesn't cast it: ${name} stays in exile`, "310.11b");
      continue;
    }
    castSpell(ctx, { object: exiled, by: r.controller, face: 1, withoutPayingManaCost: true, duringResolution: true, permitted: true });
  }
}
