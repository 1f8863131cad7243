import { own, setOwn } from "../../kernel/records.js";
import { RulesViolation } from "../../kernel/problem.js";
import type { GaAbilityDef } from "../../ga/abilities/ability.js";
import type { GaKeywordName } from "../../ga/abilities/keyword.js";
import { entersAsCopy } from "../../ga/copy/entersAsCopy.js";
import { deriveGa } from "../../ga/layers/derive.js";
import type { GaCard, GaFace } from "../../ga/model/card.js";
import type { GaObjectId } from "../../ga/model/object.js";
import type { GaState } from "../../ga/model/state.js";
import type { GaCtx } from "../../ga/game/decision.js";
import { createObject } from "../../ga/game/zones.js";
import { findGaCard } from "../../ga/cards/library.js";
import type { GaAbilityInstance } from "../../ga/layers/characteristics.js";
import type { GaCardDefAst, GaScenario, GaSetupObject } from "./ast.js";

/** Scenario ids → the engine object (or Effects Stack instance) each one names now. */
export type GaAliases = Map<string, string>;

const KEYWORDS: readonly GaKeywordName[] = [
  "Stealth",
  "Spellshroud",
  "True Sight",
  "Immortality",
  "Intercept",
  "Reservable",
  "Cleave",
  "Taunt",
  "Aethercalling",
];

/** An inline card's text: each paragraph is an ability; bare keywords are understood, the rest is kept as text. */
export function abilitiesOfText(text: string): GaAbilityDef[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p): GaAbilityDef => {
      const words = p.split(/\s*,\s*/);
      if (words.every((w) => (KEYWORDS as readonly string[]).includes(w)))
        return { kind: "keyword", text: p, keywords: words.map((w) => ({ kw: w as GaKeywordName })) };
      return { kind: "text", text: p, reason: "inline card text is kept, not carried out" };
    });
}

function faceOf(def: GaCardDefAst): GaFace {
  return {
    name: def.name,
    elements: [...def.element],
    supertypes: [...def.supertypes],
    types: [...def.types],
    classes: [...def.classes],
    subtypes: [...def.subtypes],
    reserveCost: def.reserveCost,
    memoryCost: def.memoryCost,
    level: def.level,
    power: def.power,
    life: def.life,
    durability: def.durability,
    speed: def.speed,
    lineageName: null,
    abilities: abilitiesOfText(def.text),
  };
}

export function inlineGaCard(def: GaCardDefAst): GaCard {
  return { name: def.name, faces: def.back ? [faceOf(def), faceOf(def.back)] : [faceOf(def)], inline: true };
}

export function emptyGaGame(scenario: GaScenario): GaState {
  const customCards: Record<string, GaCard> = {};
  for (const c of scenario.cards) setOwn(customCards, c.name.toLowerCase(), inlineGaCard(c));
  return {
    format: "doppel-ga-state/1",
    edition: scenario.rules,
    players: scenario.players.map((name) => ({
      name,
      extraElements: [...(own(scenario.setup.elements, name) ?? [])],
      lost: false,
      empower: own(scenario.setup.empower, name) ?? 0,
    })),
    customCards,
    objects: {},
    stack: [],
    turn: {
      active: scenario.turn.active,
      phase: scenario.turn.phase,
      number: scenario.turn.number,
      materialized: false,
      combat: null,
    },
    effects: [],
    watchers: [],
    pendingTriggers: [],
    nextTimestamp: 1,
    nextId: 1,
    successors: {},
    rng: 1,
    rev: 0,
    log: [],
  };
}

function located(message: string, line: number, file: string): RulesViolation {
  return new RulesViolation({ code: "schema.badValue", message, file, line });
}

/**
 * Puts the setup's objects in place, in the order listed (their timestamp order). Objects on the
 * field are treated as having entered before the scenario began: their On Enter abilities don't
 * trigger; `copyOf` applies their "enters as a copy" ability as it was applied then.
 */
export function buildGaSetup(ctx: GaCtx, scenario: GaScenario, aliases: GaAliases): void {
  const { state } = ctx;
  for (const o of scenario.setup.objects) {
    const id = placeObject(ctx, o, scenario.file, aliases);
    if (o.id) aliases.set(o.id, id);
  }
  const combat = scenario.setup.combat;
  if (combat) {
    const attacker = aliases.get(combat.attacker);
    if (!attacker) throw located(`unknown attacker ${combat.attacker}`, combat.line, scenario.file);
    state.turn.combat = { attacker, target: combat.target ? (aliases.get(combat.target) ?? null) : null };
  }
}

function placeObject(ctx: GaCtx, o: GaSetupObject, file: string, aliases: GaAliases): GaObjectId {
  const { state } = ctx;
  const card = o.card ? findGaCard(state, o.card) : undefined;
  if (o.card && !card) throw located(`unknown card ${o.card}`, o.line, file);
  const token: GaCard | undefined = o.token ? inlineGaCard(o.token) : undefined;
  const kind = token ? "token" : o.cardCopy ? "cardCopy" : "card";
  const obj = createObject(state, {
    kind,
    card: kind === "card" && card ? card.name : null,
    virtual: token
      ? { faces: token.faces, createdBy: "set up as a token" }
      : kind === "cardCopy" && card
        ? { faces: card.faces, createdBy: "set up as a copy of a card" }
        : null,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
  });
  obj.rested = o.rested === true;
  if (o.face === "back") {
    if ((card?.faces.length ?? token?.faces.length ?? 0) < 2)
      throw located(`${o.card ?? "this object"} has no back face`, o.line, file);
    obj.face = 1;
  }
  if (o.damage !== undefined) obj.damage = o.damage;
  for (const p of o.properties ?? []) obj.properties[p] = true;
  if (o.chosenName !== undefined) obj.choices.cardName = { kind: "cardName", name: o.chosenName };
  for (const name of o.lineage ?? []) {
    const inner = createObject(state, {
      kind: "card",
      card: findGaCard(state, name)?.name ?? name,
      virtual: null,
      owner: o.owner,
      controller: o.controller,
      zone: "lineage",
    });
    obj.lineage.push(inner.id);
  }
  if (o.zone === "intent") {
    const d = deriveGa(state);
    const champion = Object.values(state.objects).find(
      (x) => x.zone === "field" && x.controller === o.controller && d.get(x.id)?.types.includes("Champion"),
    );
    obj.intentOf = champion?.id ?? null;
  }
  if (o.zone === "field") {
    if (o.copyOf !== undefined) {
      const d = deriveGa(state);
      const eac = d.get(obj.id)?.abilities.find((a: GaAbilityInstance) => a.def.kind === "entersAsCopy");
      if (eac?.def.kind !== "entersAsCopy")
        throw located(`${o.card ?? "this object"} has no "enters as a copy" ability for copyOf`, o.line, file);
      const target = o.copyOf === null ? null : (aliases.get(o.copyOf) ?? null);
      entersAsCopy(ctx, obj.id, eac.def, target);
    }
    const durability = deriveGa(state).copiable(obj.id)?.durability ?? null;
    if (durability !== null) obj.counters.durability = durability; // Stats: Durability 3
  }
  for (const [k, n] of Object.entries(o.counters ?? {})) {
    if (n === 0) delete obj.counters[k];
    else setOwn(obj.counters, k, n);
  }
  return obj.id;
}
