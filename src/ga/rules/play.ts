import type { GaAbilityDef } from "../abilities/ability.js";
import type { GaKeyword } from "../abilities/keyword.js";
import type { GaCharacteristics } from "../layers/characteristics.js";
import { deriveGa, type GaDerived } from "../layers/derive.js";
import { championOf, evaluateCondition, restrictionsMet } from "../layers/evaluate.js";
import { isObjectType } from "../model/card.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import { emptyDecisions, type GaDecisions } from "../model/stack.js";
import { changed, illegal, log, newId } from "../game/act.js";
import { costToPay, enabledElements, imbueMet, payMemory, payReserve } from "./costs.js";
import { ask, type GaCtx } from "../game/decision.js";
import { cardTargetSpecs, isOptional, legalTargets } from "../game/targets.js";
import { moveTo } from "../game/zones.js";
import { leaveField } from "./leave.js";

/** What a player declares when playing a card (Card Activation 1.3-1.5, 1.8). */
export interface PlayRequest {
  readonly card: GaObjectId;
  readonly by?: GaPlayerId;
  readonly method: "activation" | "materialization";
  /** 0-based mode indices. */
  readonly modes?: readonly number[];
  readonly targets?: readonly string[];
  readonly x?: number;
  /** Cards from the hand reserved to pay (Costs and Memory 1). */
  readonly reserve?: readonly GaObjectId[];
  /** Reservable objects rested to pay 1 each. */
  readonly rest?: readonly GaObjectId[];
  /** Reveal the reserved cards for Imbue (Imbue 1). */
  readonly imbue?: boolean;
  /** Brew: the objects sacrificed instead of paying the reserve cost (Brew 2). */
  readonly brew?: readonly GaObjectId[];
  /** Pay Prepare N (Prepare N 1). */
  readonly prepare?: boolean;
  /** An effect lets the player play it without paying its reserve cost (Grim Pastiche). */
  readonly withoutPaying?: boolean;
  /** An effect gives permission to play it from where it is. */
  readonly permission?: boolean;
}

function keywordOf(c: GaCharacteristics, kw: string): GaKeyword | undefined {
  for (const a of c.abilities) if (a.def.kind === "keyword") for (const k of a.def.keywords) if (k.kw === kw) return k;
  return undefined;
}

function abilityOf<K extends GaAbilityDef["kind"]>(
  c: GaCharacteristics,
  kind: K,
): Extract<GaAbilityDef, { kind: K }>[] {
  return c.abilities.map((a) => a.def).filter((def): def is Extract<GaAbilityDef, { kind: K }> => def.kind === kind);
}

/** Slow speed (Speed 2): only in your own main phase (materialize phase to materialize), with an empty Effects Stack. */
function checkTiming(d: GaDerived, c: GaCharacteristics, player: GaPlayerId, method: PlayRequest["method"]): void {
  const state = d.state;
  const slow = c.speed === "Slow" || (c.speed === null && (isObjectType(c.types) || c.types.includes("Attack")));
  if (!slow) return;
  const phase = method === "materialization" ? "materialize" : "main";
  if (state.turn.active !== player || state.turn.phase !== phase || state.stack.length > 0) {
    illegal(
      `${c.name} can only be played at slow speed: in ${player}'s own ${phase} phase with an empty Effects Stack`,
      "Speed 2; Ally 3; Item 3",
    );
  }
}

/**
 * Plays a card: activation (Card Activation 1.1-1.9) or materialization (Card Materialization 1-3).
 * Any illegal step cancels the whole play (1.6, 1.8: the state is reverted). Returns the card's id on
 * the Effects Stack.
 */
export function playCard(ctx: GaCtx, req: PlayRequest): GaObjectId {
  const { state } = ctx;
  const original = state.objects[req.card];
  if (!original) illegal(`there is no card ${req.card}`);
  const player =
    req.by ?? (original.zone === "hand" || original.zone === "materialDeck" ? original.owner : original.controller);
  const fromZone = original.zone;
  const expected = req.method === "activation" ? "hand" : "materialDeck";
  // Card Activation 1.9.1: cards are activated from hand; Card Materialization 1: from the material deck.
  if (fromZone !== expected && !req.permission)
    illegal(
      `${req.card} is in ${fromZone}: a card is ${req.method === "activation" ? "activated from hand" : "materialized from the material deck"} unless an effect allows otherwise`,
      req.method === "activation" ? "Card Activation 1.9.1" : "Card Materialization 1",
    );
  if (original.owner !== player && original.controller !== player)
    illegal(`${player} doesn't control ${req.card}`, "Playing Cards 2");
  const before = deriveGa(state);
  const c0 = before.get(req.card);
  if (!c0) illegal(`${req.card} has no characteristics`);
  if (req.method === "materialization" && c0.memoryCost === null)
    illegal(`${c0.name} has no memory cost and can't be materialized`, "Card Materialization 3.4.2");
  if (req.method === "activation" && c0.reserveCost === null && !req.permission)
    illegal(
      `${c0.name} has no reserve cost: it is materialized, not activated`,
      "Card Activation 1.9.2; Costs and Memory 3",
    );
  if (c0.types.includes("Champion"))
    illegal("materializing champions (leveling up) is not modelled: set lineages up directly", "Champion 7");
  if (c0.types.some((t) => t.endsWith("Boon")))
    illegal(`${c0.name} is a boon: boons are bestowed, not activated or materialized`, "Card Types - Boons 4");
  if (req.method === "materialization" && !req.permission) {
    if (state.turn.materialized)
      illegal(`${player} has already materialized a card this materialize phase`, "Card Materialization 2");
  }
  checkTiming(before, c0, player, req.method);
  // 1.2 Checking elements (Element 2).
  const enabled = enabledElements(before, player);
  const missing = c0.elements.filter((e) => !enabled.has(e));
  if (missing.length > 0)
    illegal(
      `${player} hasn't enabled ${missing.join(", ")}: ${c0.name} can't be played`,
      "Card Activation 1.2; Element 2",
    );
  for (const cond of abilityOf(c0, "playCondition")) {
    if (!evaluateCondition(before.view, cond.condition, { sourceId: req.card, controller: player }))
      illegal(`${c0.name}: ${cond.text}`, "Card Activation 1.6");
  }

  // 1.1 Announcing: the card goes to the Effects Stack with a timestamp.
  const cardId = moveTo(state, req.card, "effectsStack", { controller: player });
  const card = state.objects[cardId];
  if (!card) illegal(`${req.card} could not be put on the Effects Stack`);
  const d = deriveGa(state);
  const c = d.get(cardId) ?? c0;
  const decisions: GaDecisions = emptyDecisions();

  // 1.3 Declaring costs: X.
  const additional = abilityOf(c, "additionalCost");
  const usesX = additional.some((a) => a.cost.removeChampionCounters.n === "x");
  if (usesX) {
    if (req.x === undefined) illegal(`${c.name}: declare X`, "Card Activation 1.3.1");
    decisions.x = req.withoutPaying ? 0 : req.x; // Cost 9.b
  } else if (req.x !== undefined) decisions.x = req.x;

  // 1.4 Selecting modes.
  const modal = abilityOf(c, "modal")[0];
  if (modal) {
    const classBonus = modal.classBonusChoose !== undefined && restrictionsMet(d.view, [{ kind: "class" }], c, player);
    const max = classBonus ? (modal.classBonusChoose ?? modal.choose) : modal.choose;
    const min = classBonus ? 1 : modal.choose;
    const modes = [...(req.modes ?? [])];
    if (
      modes.length < min ||
      modes.length > max ||
      new Set(modes).size !== modes.length ||
      modes.some((m) => m < 0 || m >= modal.modes.length)
    ) {
      illegal(
        `${c.name}: choose ${min === max ? min : `${min} to ${max}`} different mode(s) of ${modal.modes.length}${classBonus ? " (Class Bonus)" : ""}`,
        "Card Activation 1.4",
      );
    }
    decisions.modes = modes.sort((a, b) => a - b);
    decisions.restrictions.classBonusModes = classBonus;
  } else if (req.modes && req.modes.length > 0) illegal(`${c.name} has no modes`, "Card Activation 1.4");

  // 1.5 Declaring targets.
  decisions.targets = chooseTargets(ctx, d, cardId, c, player, decisions.modes, req.targets);

  // 1.7 Calculating the cost, 1.8 paying it.
  const kind = req.method === "activation" && c.reserveCost !== null ? "reserve" : "memory";
  const brewKw = keywordOf(c, "Brew");
  if (req.brew) {
    if (!brewKw) illegal(`${c.name} has no Brew cost`, "Brew 1");
    payBrew(ctx, d, player, brewKw, req.brew);
    decisions.alternativeCost = "brew";
    card.properties.brewed = true; // Brew 3
  }
  const cost =
    req.withoutPaying || req.brew ? { start: 0, total: 0, modifiers: [] } : costToPay(d, cardId, player, kind);
  if (kind === "reserve") {
    const revealed = req.imbue
      ? (req.reserve ?? []).map((id) => d.get(id)).filter((x): x is GaCharacteristics => x !== undefined)
      : [];
    card.paidWith = payReserve(
      ctx,
      player,
      cost.total,
      { ...(req.reserve ? { cards: req.reserve } : {}), ...(req.rest ? { rest: req.rest } : {}), exclude: [cardId] },
      d,
    );
    const imbue = keywordOf(c, "Imbue");
    if (req.imbue) {
      if (!imbue) illegal(`${c.name} has no Imbue ability`, "Imbue 1");
      if (!req.reserve) illegal("name the reserved cards to reveal them for Imbue", "Imbue 1");
      if (imbueMet(imbue, revealed, c)) card.properties.imbued = true;
    }
  } else payMemory(ctx, player, cost.total);
  if (req.prepare) {
    const prep = keywordOf(c, "Prepare");
    if (!prep) illegal(`${c.name} has no Prepare ability`, "Prepare N 1");
    removeChampionCounters(ctx, d, player, "preparation", prep.n ?? 0);
    card.properties.prepared = true; // Prepare N 2
  }
  for (const a of additional)
    removeChampionCounters(
      ctx,
      d,
      player,
      a.cost.removeChampionCounters.counter,
      a.cost.removeChampionCounters.n === "x" ? (decisions.x ?? 0) : a.cost.removeChampionCounters.n,
    );
  const pl = state.players.find((p) => p.name === player);
  if (pl && pl.empower > 0 && c.subtypes.includes("Spell") && req.method === "activation") {
    card.properties.empowered = true; // Empower N 2.a
    pl.empower = 0;
  }
  if (req.method === "materialization" && !req.permission) state.turn.materialized = true;

  // 1.9 Activation: the instance goes to the top-most index of the Effects Stack.
  state.stack.push({
    id: newId(state, "i"),
    kind: req.method,
    sourceId: cardId,
    sourceName: c.name,
    controller: player,
    copy: false,
    copyOf: null,
    decisions,
    ability: null,
    triggerObject: null,
  });
  changed(state);
  const paid = cost.modifiers.length > 0 ? ` (cost ${cost.start} ${cost.modifiers.join(", ")} = ${cost.total})` : "";
  log(
    state,
    req.method === "activation" ? "activate" : "materialize",
    `${player} ${req.method === "activation" ? "activates" : "materializes"} ${c.name}${paid}`,
    req.method === "activation" ? "Card Activation 1.9" : "Card Materialization 3.4",
  );
  return cardId;
}

function chooseTargets(
  ctx: GaCtx,
  d: GaDerived,
  cardId: GaObjectId,
  c: GaCharacteristics,
  player: GaPlayerId,
  modes: readonly number[],
  given: readonly string[] | undefined,
): string[] {
  const specs = cardTargetSpecs(c, modes);
  if (specs.length === 0) {
    if (given && given.length > 0) illegal(`${c.name} has no targets`, "Card Activation 1.5");
    return [];
  }
  const p = { sourceId: cardId, controller: player };
  const slots = specs.map((s) => ({ options: legalTargets(d, s, p, c), optional: isOptional(s) }));
  let chosen: readonly string[];
  if (given) chosen = given;
  else {
    const a = ask(ctx, {
      kind: "chooseTargets",
      player,
      prompt: `choose targets for ${c.name}`,
      slots,
      rule: "Card Activation 1.5",
    });
    chosen = a.kind === "targets" ? a.targets : [];
  }
  const out: string[] = [];
  slots.forEach((slot, i) => {
    const t = chosen[i];
    if (t === undefined) {
      if (!slot.optional)
        illegal(
          `${c.name} needs a target for target ${i + 1}; legal: ${slot.options.join(", ") || "(none)"}`,
          "Card Activation 1.5; Action 2",
        );
      return;
    }
    if (!slot.options.includes(t))
      illegal(
        `${t} is not a legal target ${i + 1} for ${c.name}; legal: ${slot.options.join(", ") || "(none)"}`,
        "Card Activation 1.5; Target 1",
      );
    out.push(t);
  });
  if (chosen.length > specs.length) illegal(`${c.name} has only ${specs.length} target(s)`, "Card Activation 1.5");
  if (new Set(out).size !== out.length) illegal("targets must be unique", "Target 1.a");
  return out;
}

function removeChampionCounters(ctx: GaCtx, d: GaDerived, player: GaPlayerId, counter: string, n: number): void {
  if (n <= 0) return;
  const champion = championOf(d.view, player);
  const obj = champion ? ctx.state.objects[champion] : undefined;
  if (!obj || (obj.counters[counter] ?? 0) < n)
    illegal(`${player}'s champion doesn't have ${n} ${counter} counter(s) to remove`, "Cost 4");
  obj.counters[counter] = (obj.counters[counter] ?? 0) - n;
  if (obj.counters[counter] === 0) delete obj.counters[counter];
}

/** Brew 2: the listed objects are sacrificed instead of paying the reserve cost. */
function payBrew(ctx: GaCtx, d: GaDerived, player: GaPlayerId, kw: GaKeyword, objects: readonly GaObjectId[]): void {
  const needed = kw.brew ?? [];
  const pool = [...objects];
  for (const ing of needed) {
    for (let i = 0; i < ing.n; i++) {
      const at = pool.findIndex((id) => {
        const c = d.get(id);
        const o = ctx.state.objects[id];
        return (
          o?.zone === "field" &&
          c?.controller === player &&
          (ing.name ? c.name === ing.name : ing.subtype ? c.subtypes.includes(ing.subtype) : false)
        );
      });
      if (at < 0)
        illegal(`Brew needs ${ing.n} ${ing.name ?? ing.subtype} you control among ${objects.join(", ")}`, "Brew 2");
      pool.splice(at, 1);
    }
  }
  if (pool.length > 0) illegal(`${pool.join(", ")} are not ingredients of this Brew cost`, "Brew 2");
  for (const id of objects) leaveField(ctx, id, "sacrifice");
}
