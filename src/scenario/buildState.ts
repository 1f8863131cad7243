import { own, setOwn } from "../kernel/records.js";
import { canBeCommander } from "../mtg/rules/commander.js";
import { RulesViolation } from "../kernel/problem.js";
import { newGameState } from "../mtg/model/newGameState.js";
import { findCard, useCatalog } from "../mtg/cards/registry.js";
import { derive } from "../mtg/layers/derive.js";
import { abilityGroup } from "../mtg/layers/evaluate.js";
import type { CardDef } from "../mtg/model/card.js";
import type { ChoiceValue, ObjectId, TokenBase } from "../mtg/model/object.js";
import type { GameState } from "../mtg/model/state.js";
import type { Ctx } from "../mtg/game/ctx.js";
import { createObject } from "../mtg/game/objects.js";
import { beforePriority } from "../mtg/rules/priority.js";
import { addCopyEffect } from "../mtg/copy/copyEffect.js";
import { takeSnapshot } from "../mtg/copy/snapshot.js";
import type { CardCatalog } from "../mtg/model/cardCatalog.js";
import type { IdRef, Scenario, SetupObject } from "./ast.js";
import { inlineCard } from "./inlineCard.js";
import { writable } from "../mtg/model/writableObject.js";

/** Scenario ids → the engine object each one names now (followed through zone changes, 400.7). */
export type Aliases = Map<string, ObjectId>;

/** A new game as the scenario's setup describes it (docs/scenario-format.md §3). */
export function emptyGame(scenario: Scenario, catalog: CardCatalog): GameState {
  const customCards: Record<string, CardDef> = {};
  for (const c of scenario.cards) {
    const def = inlineCard(c);
    setOwn(customCards, def.name.toLowerCase(), def);
  }
  const state = newGameState(
    scenario.players,
    { number: scenario.turn.number, active: scenario.turn.active, step: scenario.turn.step },
    useCatalog(catalog),
  );
  state.customCards = customCards;
  for (const p of state.players) {
    p.life = own(scenario.setup.life, p.name) ?? 20;
    const poison = own(scenario.setup.poison ?? {}, p.name);
    if (poison) p.poison = poison;
    const energy = own(scenario.setup.energy ?? {}, p.name);
    if (energy) p.energy = energy;
    p.payFromPool = scenario.setup.manaPool !== undefined;
    p.manaPool = manaPoolOf(scenario, p.name);
  }
  return state;
}

/** Mana pools in a scenario hold at most this much mana each. */
const MAX_POOL = 10_000;

/** docs/scenario-format.md §3 `manaPool: "{U}{U}{3}"`: a number symbol is that much colorless mana (5 mana here). */
function manaPoolOf(scenario: Scenario, player: string): string[] {
  const symbols = (own(scenario.setup.manaPool ?? {}, player) ?? "").match(/\{[^}]+\}/g) ?? [];
  const total = symbols.reduce((n, m) => n + (/^\{\d+\}$/.test(m) ? Number(m.slice(1, -1)) : 1), 0);
  if (total > MAX_POOL) {
    throw new RulesViolation({
      code: "schema.numberOutOfRange",
      message: `${player}'s mana pool would hold ${total} mana; at most ${MAX_POOL} is allowed`,
      file: scenario.file,
      line: scenario.setup.line,
    });
  }
  return symbols.flatMap((m) =>
    /^\{\d+\}$/.test(m) ? Array.from({ length: Number(m.slice(1, -1)) }, () => "{C}") : [m],
  );
}

/**
 * Creates the setup's objects: the battlefield in list order (= timestamp order, docs/scenario-format.md §3), then
 * the other zones. Then state-based actions and triggers, as when a player would receive priority.
 * What the setup says that can't apply (a `chosen:` value no ability uses) goes into `warnings`.
 */
export function buildSetup(ctx: Ctx, scenario: Scenario, aliases: Aliases, warnings: string[] = []): void {
  const { state } = ctx;
  const all: SetupObject[] = [...scenario.setup.battlefield];
  for (const zone of ["library", "hand", "graveyard", "exile", "command"] as const) {
    for (const player of scenario.players) all.push(...(scenario.setup[zone][player] ?? []));
  }
  const created = all.map((s) => ({
    s,
    id: createSetupObject(ctx, s, aliases, (message) => warnings.push(`${scenario.file}:${s.line}: ${message}`)),
  }));
  for (const { s, id } of created) {
    if (!s.attachedTo) continue;
    const o = state.objects[id];
    // 303.4b: or a player (an Aura with enchant player).
    const player = scenario.players.includes(s.attachedTo.name) ? s.attachedTo.name : null;
    if (o) writable(state, o).attachedTo = aliases.get(s.attachedTo.name) ?? player;
  }
  for (const { s, id } of created) if (s.exiledWith) linkExiledCard(ctx, id, s.exiledWith, aliases);
  state.rev++;
  adoptSetupControllers(state);
  beforePriority(ctx);
  state.priority = state.turn.active;
}

/** docs/scenario-format.md §3: the setup's controllers, control-changing effects included, are not control changes (302.6). */
function adoptSetupControllers(state: GameState): void {
  const d = derive(state);
  for (const id of state.battlefield) {
    const o = state.objects[id];
    const controller = d.get(id)?.controller;
    if (o && controller) writable(state, o).controlledBy = controller;
  }
}

function createSetupObject(ctx: Ctx, s: SetupObject, aliases: Aliases, warn: (message: string) => void): ObjectId {
  const { state } = ctx;
  let card: string | null = null;
  let token: TokenBase | null = null;
  if (s.card.kind === "named") {
    const def = findCard(state, s.card.name);
    if (!def)
      throw new RulesViolation({ code: "ref.unknownCard", message: `unknown card "${s.card.name}"`, line: s.line });
    // `card: X` with `token: true`: a token with that card's characteristics (111.4).
    if (s.token) token = { faces: def.faces, createdBy: "the scenario's setup" };
    else card = def.name;
  } else {
    const def = inlineCard(s.card.card);
    token = { faces: def.faces, createdBy: "the scenario's setup" };
  }
  const o = createObject(state, {
    card,
    token,
    owner: s.owner,
    controller: s.controller,
    zone: s.zone,
    at: "bottom",
  });
  o.status.tapped = s.tapped;
  o.status.faceDown = s.faceDown;
  o.status.face = s.face === "back" ? 1 : 0;
  o.status.flipped = s.flipped;
  o.counters = { ...s.counters };
  o.damage = s.damage;
  if (s.protector !== undefined) o.protector = s.protector;
  if (s.meldedWith) o.meldedWith = meldPartner(ctx, card, s.meldedWith);
  if (s.commander && card !== null) {
    const def = findCard(state, card);
    if (def && !canBeCommander(def))
      throw new RulesViolation({
        code: "schema.badValue",
        message: `${card} can't be a commander: not a legendary creature, Vehicle or Spacecraft, and no ability says it can be`,
        line: s.line,
        rule: "903.3",
      });
    o.commander = true;
  }
  // docs/scenario-format.md §3: permanents set up on the battlefield are not summoning sick (302.6) unless asked.
  o.controlledSince = s.summoningSick ? state.turn.number + 1 : 0;
  if (s.id) aliases.set(s.id, o.id);
  if (s.zone === "battlefield") {
    applySetupChoices(ctx, o.id, s, aliases, warn);
    defaultCounters(ctx, o.id, s);
  } else if (s.chosen && CHOICE_KEYS.some((k) => s.chosen?.[k] !== undefined)) {
    warn(
      `\`chosen:\` is ignored: "as enters" choices are made as a permanent enters the battlefield, and this object is in the ${s.zone} (614.12)`,
    );
  }
  if (s.chosen?.number !== undefined) {
    throw new RulesViolation({
      code: "engine.unsupported",
      message: "`chosen.number` is not used by any implemented card yet",
      line: s.line,
    });
  }
  return o.id;
}

/** The `chosen:` keys of "as enters, choose" abilities, by the choice each names. */
const CHOICE_KEYS = ["color", "creatureType", "cardName", "player"] as const;
const KEY_OF_CHOICE = {
  color: "color",
  creatureType: "creatureType",
  cardName: "cardName",
  opponent: "player",
} as const;

/**
 * docs/scenario-format.md §3 `chosen:`: the "as enters" choices, stored on the ability instances that make them
 * (614.12). A value no "as enters, choose" ability of the permanent uses is a warning.
 */
function applySetupChoices(
  ctx: Ctx,
  id: ObjectId,
  s: SetupObject,
  aliases: Aliases,
  warn: (message: string) => void,
): void {
  const chosen = s.chosen;
  if (!chosen) return;
  const { state } = ctx;
  if (chosen.copyOf) {
    const of = aliases.get(chosen.copyOf.id);
    if (of === undefined)
      throw new RulesViolation({
        code: "ref.unknownObject",
        message: `"${chosen.copyOf.id}" is not set up before this object`,
        line: chosen.copyOf.line,
      });
    enteredAsCopy(ctx, id, of, s.line);
  }
  const o = state.objects[id];
  const c = derive(state).get(id);
  if (!o || !c) return;
  const used = new Set<string>();
  for (const a of c.abilities) {
    if (a.def.kind !== "replacement" || a.def.replacement.effect !== "asEntersChoose") continue;
    const kind = a.def.replacement.choice;
    used.add(KEY_OF_CHOICE[kind]);
    let v: ChoiceValue | undefined;
    if (kind === "color" && chosen.color) v = { kind: "color", color: chosen.color };
    if (kind === "creatureType" && chosen.creatureType) v = { kind: "creatureType", type: chosen.creatureType };
    if (kind === "cardName" && chosen.cardName) v = { kind: "cardName", name: chosen.cardName };
    if (kind === "opponent" && chosen.player) v = { kind: "player", player: chosen.player };
    if (v) writable(state, o).choices[a.key] = v;
  }
  for (const key of CHOICE_KEYS) {
    if (chosen[key] === undefined || used.has(key)) continue;
    const what =
      key === "player"
        ? "an opponent"
        : key === "creatureType"
          ? "a creature type"
          : key === "cardName"
            ? "a card name"
            : "a color";
    warn(
      `\`chosen.${key}\` is ignored: ${c.name ?? "this permanent"} has no "as [this] enters, choose ${what}" ability it applies to (614.12)`,
    );
  }
  state.rev++;
}

/**
 * docs/scenario-format.md §3 `chosen.copyOf`: the permanent entered as a copy through its own "enter as a copy"
 * ability (707.5): that copy effect with its modifying exceptions (707.9b), at the object's
 * timestamp; additional-effect exceptions (707.9e) are left to `counters:`.
 */
function enteredAsCopy(ctx: Ctx, id: ObjectId, of: ObjectId, line: number): void {
  const { state } = ctx;
  const d = derive(state);
  const own = d
    .get(id)
    ?.abilities.find((a) => a.def.kind === "replacement" && a.def.replacement.effect === "entersAsCopy");
  if (own?.def.kind !== "replacement" || own.def.replacement.effect !== "entersAsCopy") {
    throw new RulesViolation({
      code: "rules.illegalAction",
      message: '`copyOf` needs a permanent with an "enter as a copy" ability',
      line,
      rule: "707.5",
    });
  }
  const obj = state.objects[id];
  const snap = takeSnapshot(d, of, {
    exceptions: own.def.replacement.exceptions,
    thisAbility: own.def,
    copierBefore: { colors: d.copiable(id)?.colors ?? [] },
  });
  if (!obj || !snap) return;
  addCopyEffect(state, {
    target: id,
    snapshot: snap.snapshot,
    sourceId: id,
    sourceName: d.get(id)?.name ?? null,
    controller: obj.controller,
    timestamp: obj.timestamp,
    duration: own.def.replacement.duration ?? "permanent",
    text: own.def.text,
    rule: "707.5, 614.1c",
  });
}

/**
 * docs/scenario-format.md §3 extension `meldedWith`: the permanent is melded from `card` and this card (712.4a): both
 * must be the two cards of one meld pair (712.5), the combined back face up. Returns the card's name.
 */
function meldPartner(ctx: Ctx, card: string | null, other: { readonly name: string; readonly line: number }): string {
  const a = card === null ? undefined : findCard(ctx.state, card);
  const b = findCard(ctx.state, other.name);
  const pair =
    a?.layout === "meld" &&
    b?.layout === "meld" &&
    a.name !== b.name &&
    a.faces[1] !== undefined &&
    a.faces[1].name === b.faces[1]?.name;
  if (!b || !pair) {
    throw new RulesViolation({
      code: "schema.badValue",
      message: `${card ?? "this object"} and ${other.name} are not the two cards of a meld pair`,
      line: other.line,
      rule: "712.4a",
    });
  }
  return b.name;
}

/**
 * docs/scenario-format.md §3 extension `exiledWith`: the exiled card is one that the host's linked abilities exiled
 * (607.2a, imprint): it is remembered by each group of abilities the host has printed, as a token,
 * or through a copy effect (607.1, 607.5a), not by abilities granted to it.
 */
function linkExiledCard(ctx: Ctx, card: ObjectId, host: IdRef, aliases: Aliases): void {
  const { state } = ctx;
  const hostId = aliases.get(host.id);
  const h = hostId === undefined ? undefined : state.objects[hostId];
  const abilities = hostId === undefined ? [] : (derive(state).get(hostId)?.abilities ?? []);
  const groups = new Set(
    abilities
      .filter((a) => a.origin === "printed" || a.origin === "token" || a.origin === "copy")
      .map((a) => abilityGroup(a.key)),
  );
  if (!h || groups.size === 0) {
    throw new RulesViolation({
      code: "schema.badValue",
      message: `"${host.id}" has no ability that could have exiled this card`,
      line: host.line,
      rule: "607.2a",
    });
  }
  const linked = writable(state, h).linked;
  for (const g of groups) linked[g] = [...(linked[g] ?? []), card];
}

/** Planeswalkers and battles set up without counters have the ones they would have entered with (306.5b, 310.4b). */
function defaultCounters(ctx: Ctx, id: ObjectId, s: SetupObject): void {
  const { state } = ctx;
  const o = state.objects[id];
  const d = derive(state);
  const c = d.get(id);
  // The printed (copiable) numbers: on the battlefield, loyalty and defense are the counters themselves (306.5b, 310.4c).
  const printed = d.copiable(id);
  if (!o || !c || !printed) return;
  if (c.types.includes("Planeswalker") && s.counters.loyalty === undefined && printed.loyalty)
    writable(state, o).counters.loyalty = printed.loyalty;
  if (c.types.includes("Battle") && s.counters.defense === undefined && printed.defense)
    writable(state, o).counters.defense = printed.defense;
  state.rev++;
}
