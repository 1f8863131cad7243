import { pickRandom } from "../../kernel/rng.js";
import type { GaKeyword } from "../abilities/keyword.js";
import type { GaCharacteristics } from "../layers/characteristics.js";
import type { GaDerived } from "../layers/derive.js";
import { championElements, championOf, restrictionsMet } from "../layers/evaluate.js";
import type { Element } from "../model/element.js";
import { isAdvanced } from "../model/element.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import { illegal, log } from "../game/act.js";
import { rest } from "./orientation.js";
import type { GaCtx } from "../game/decision.js";
import { hasKeyword } from "../game/targets.js";
import { moveTo, zoneOf } from "../game/zones.js";

/** Element 2-3: Norm always; the elements of the champion's lineage; plus any a scenario enables. */
export function enabledElements(d: GaDerived, player: GaPlayerId): Set<Element> {
  const out = new Set<Element>(["Norm"]);
  const champion = championOf(d.view, player);
  if (champion) for (const e of championElements(d.view, champion)) out.add(e);
  for (const e of d.state.players.find((p) => p.name === player)?.extraElements ?? []) out.add(e);
  // Exalted is unlocked with any advanced element (Element 4).
  if ([...out].some((e) => isAdvanced(e) && e !== "Exalted")) out.add("Exalted");
  return out;
}

/**
 * Card Activation 1.7 / Materialization 3.2: the cost to pay — the starting cost, plus increases
 * and minus reductions applied together (Cost 6), never below 0 (Cost 8). Cost-modifying statics
 * change the payment, not the printed cost (Static Abilities 4).
 */
export function costToPay(
  d: GaDerived,
  card: GaObjectId,
  player: GaPlayerId,
  kind: "reserve" | "memory",
): { readonly start: number; readonly total: number; readonly modifiers: readonly string[] } {
  const c = d.get(card);
  const start = (kind === "reserve" ? c?.reserveCost : c?.memoryCost) ?? 0;
  let delta = 0;
  const modifiers: string[] = [];
  for (const a of c?.abilities ?? []) {
    if (a.def.kind !== "costModifier" || a.def.appliesTo !== "self") continue;
    if (!c || !restrictionsMet(d.view, a.def.restrictions, c, player)) continue;
    delta += a.def.by;
    modifiers.push(`${a.def.by > 0 ? "+" : ""}${a.def.by} (${a.def.text})`);
  }
  // Objects with "Cards with the chosen name cost N more to play" (Nia), whoever controls them.
  for (const obj of Object.values(d.state.objects)) {
    if (obj.zone !== "field" || obj.choices.cardName?.kind !== "cardName" || obj.choices.cardName.name !== c?.name)
      continue;
    for (const a of d.get(obj.id)?.abilities ?? []) {
      if (a.def.kind !== "costModifier" || a.def.appliesTo !== "chosenName") continue;
      delta += a.def.by;
      modifiers.push(`${a.def.by > 0 ? "+" : ""}${a.def.by} (${d.get(obj.id)?.name ?? obj.id}: ${a.def.text})`);
    }
  }
  return { start, total: Math.max(0, start + delta), modifiers };
}

/**
 * Costs and Memory 1: pays a reserve cost by putting cards from the hand into memory face down,
 * and/or resting Reservable objects (1 each). When the scenario names no cards, the first cards of
 * the hand (in setup order) are reserved. Returns the reserved cards (their ids in memory).
 */
export function payReserve(
  ctx: GaCtx,
  player: GaPlayerId,
  amount: number,
  options: {
    readonly cards?: readonly GaObjectId[];
    readonly rest?: readonly GaObjectId[];
    readonly exclude?: readonly GaObjectId[];
  } = {},
  d?: GaDerived,
): GaObjectId[] {
  const { state } = ctx;
  let left = amount;
  for (const id of options.rest ?? []) {
    const obj = state.objects[id];
    if (
      obj?.zone !== "field" ||
      obj.controller !== player ||
      obj.rested ||
      !d ||
      !hasKeyword(d.get(id), "Reservable")
    ) {
      illegal(
        `${id} can't be rested to pay a reserve cost: it must be an awake Reservable object you control`,
        "Reservable",
      );
    }
    if (left <= 0) illegal(`resting ${id} would pay more than the reserve cost`, "Card Activation 1.8");
    rest(ctx, id);
    left--;
  }
  const hand = zoneOf(state, player, "hand").filter((o) => !(options.exclude ?? []).includes(o.id));
  const chosen = options.cards ? [...options.cards] : hand.slice(0, left).map((o) => o.id);
  if (chosen.length !== left) {
    illegal(
      `${player} must reserve exactly ${left} card(s) from hand (named ${chosen.length}; ${hand.length} available)`,
      "Costs and Memory 1",
    );
  }
  const out: GaObjectId[] = [];
  for (const id of chosen) {
    if (!hand.some((o) => o.id === id))
      illegal(`${id} is not a card in ${player}'s hand that can be reserved`, "Costs and Memory 1");
    const moved = moveTo(state, id, "memory");
    const obj = state.objects[moved];
    if (obj) obj.faceDown = true;
    out.push(moved);
  }
  if (amount > 0)
    log(
      state,
      "pay",
      `${player} pays ${amount} reserve${out.length ? ` (${out.length} card(s) to memory)` : ""}`,
      "Cost 2; Costs and Memory 1",
    );
  return out;
}

/** Costs and Memory 2: a memory cost banishes that many cards from memory chosen at random (seeded). */
export function payMemory(ctx: GaCtx, player: GaPlayerId, amount: number): void {
  const { state } = ctx;
  if (amount <= 0) return;
  const memory = zoneOf(state, player, "memory").map((o) => o.id);
  if (memory.length < amount)
    illegal(`${player} can't pay a memory cost of ${amount}: only ${memory.length} card(s) in memory`, "Cost 3");
  const { seed, picked } = pickRandom(state.rng, memory, amount);
  state.rng = seed;
  for (const id of picked) moveTo(state, id, "banishment");
  log(
    state,
    "pay",
    `${player} pays ${amount} memory (cards banished at random from memory)`,
    "Cost 3.a; Costs and Memory 2.a",
  );
}

/** Imbue 1, 7: whether at least N of the revealed cards match the Imbue's characteristic. */
export function imbueMet(kw: GaKeyword, revealed: readonly GaCharacteristics[], card: GaCharacteristics): boolean {
  const n = kw.n ?? 0;
  const matches = revealed.filter((r) => {
    if (kw.imbue === "advanced") return r.elements.some(isAdvanced);
    if (kw.imbue === undefined || kw.imbue === "identity") return r.elements.some((e) => card.elements.includes(e));
    return r.elements.includes(kw.imbue);
  });
  return matches.length >= n;
}
