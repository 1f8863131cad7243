/**
 * Deterministic benchmark boards (issue 7). Every board is built directly as plain game-state data
 * (an emptyGame-like state, objects made with `createObject`, effects pushed as EffectRecords or
 * made with `takeSnapshot` + `addCopyEffect`), never through scenarios, so building stays fast.
 * All randomness comes from the seeded generator below: the same seed gives the same board.
 */
import type { AbilityDef, StaticAbility } from "../src/mtg/abilities/ability.js";
import type { ContinuousPart } from "../src/mtg/abilities/continuous.js";
import type { Effect } from "../src/mtg/abilities/effect.js";
import { Filters } from "../src/mtg/abilities/filter.js";
import { LIBRARY } from "../src/mtg/cards/library.js";
import { findCard, useCatalog } from "../src/mtg/cards/registry.js";
import { addCopyEffect } from "../src/mtg/copy/copyEffect.js";
import { takeSnapshot } from "../src/mtg/copy/snapshot.js";
import { derive } from "../src/mtg/layers/derive.js";
import { copiableValues } from "../src/mtg/layers/layer1.js";
import type { CardDef, FaceDef } from "../src/mtg/model/card.js";
import type { EffectRecord } from "../src/mtg/model/effectRecord.js";
import type { GameObject, MutableGameObject, ObjectId, PlayerId, ZoneName } from "../src/mtg/model/object.js";
import { newGameState } from "../src/mtg/model/newGameState.js";
import type { GameState } from "../src/mtg/model/state.js";
import { LIBRARY_CATALOG } from "../src/scenario/catalog.js";
import { newId, newTimestamp } from "../src/mtg/game/draft.js";
import { createObject } from "../src/mtg/game/objects.js";
import { writable } from "../src/mtg/model/writableObject.js";

/** xorshift32: small, fast and fully determined by its seed (no Math.random anywhere). */
export class Prng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0 || 0x2545f491;
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  u32(): number {
    let x = this.s;
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    this.s = x;
    return x;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(list: readonly T[]): T {
    const v = list[this.int(list.length)];
    if (v === undefined) throw new Error("pick from an empty list");
    return v;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const a = list[i] as T;
      list[i] = list[j] as T;
      list[j] = a;
    }
    return list;
  }
}

/** What a board is made of, counted on the built state. */
export interface BoardCounts {
  /** Every object of the state (battlefield and other zones). */
  readonly objects: number;
  readonly permanents: number;
  /** Effects of static abilities the battlefield's copiable values carry (611.3). */
  readonly staticEffects: number;
  /** Layer 1 copy effects (707) stored in `state.effects`. */
  readonly copyEffects: number;
  /** Other stored effects of resolved spells (611.2), until end of turn here. */
  readonly resolvedEffects: number;
  readonly effects: number;
  readonly counters: number;
}

/** Objects and values the single-change measures use. */
export interface Probes {
  /** A creature that gets a +1/+1 counter, and later becomes a copy of `copySource`. */
  readonly creature: ObjectId;
  readonly copySource: ObjectId;
  /** The card of the static ability that enters, and who controls it. */
  readonly staticCard: string;
  readonly staticController: PlayerId;
  /** A stored effect that ends. */
  readonly endingEffect: string;
}

export interface Board {
  readonly name: string;
  readonly description: string;
  readonly state: GameState;
  readonly counts: BoardCounts;
  readonly probes: Probes;
}

/** A new game with the given players (turn 1, first player's main phase). */
export function newGame(players: readonly PlayerId[]): GameState {
  return newGameState(players, { number: 1, active: players[0] ?? "p1", step: "main1" }, useCatalog(LIBRARY_CATALOG));
}

function libraryCard(name: string): CardDef {
  const c = LIBRARY.byName.get(name.toLowerCase());
  if (!c) throw new Error(`bench: "${name}" is not in the card library`);
  return c;
}

/** The parts of the first "continuous" instruction of a library spell (Overrun, Giant Growth). */
function spellParts(name: string): readonly ContinuousPart[] {
  const find = (effects: readonly Effect[]): readonly ContinuousPart[] | null => {
    for (const e of effects) {
      if (e.do === "continuous") return e.parts;
      if (e.do === "if") {
        const inner = find(e.effects);
        if (inner) return inner;
      }
    }
    return null;
  };
  for (const a of libraryCard(name).faces[0]?.abilities ?? []) {
    if (a.kind !== "spell") continue;
    const parts = find(a.effects);
    if (parts) return parts;
  }
  throw new Error(`bench: ${name} has no continuous effect`);
}

function spellText(name: string): string {
  return libraryCard(name).faces[0]?.oracleText ?? name;
}

function put(state: GameState, card: string, controller: PlayerId, zone: ZoneName = "battlefield"): MutableGameObject {
  return createObject(state, { card, token: null, owner: controller, controller, zone, at: "bottom" });
}

function isCreatureCard(state: GameState, o: GameObject): boolean {
  const face = o.token ? o.token.faces[0] : o.card ? findCard(state, o.card)?.faces[0] : undefined;
  return face?.types.includes("Creature") === true;
}

/** A stored "until end of turn" effect of a resolved spell, on a locked set of objects (611.2c). */
function pushEndOfTurn(
  state: GameState,
  spell: string,
  controller: PlayerId,
  affected: readonly ObjectId[],
): EffectRecord {
  const record: EffectRecord = {
    id: newId(state, "e"),
    sourceId: null,
    sourceName: spell,
    controller,
    timestamp: newTimestamp(state),
    duration: "endOfTurn",
    affected: [...affected],
    parts: spellParts(spell),
    rule: "611.2a",
    text: spellText(spell),
  };
  state.effects.push(record);
  return record;
}

/**
 * Copy chains: for each base creature, `depth` Clones, each a copy of the one before it (707.2:
 * the snapshot of a copy is its copiable values, i.e. what the previous copy copied). One
 * derivation per level: every chain advances one step per derivation.
 */
function copyChains(state: GameState, bases: readonly ObjectId[], depth: number): ObjectId[] {
  const copiers: ObjectId[] = [];
  let heads = [...bases];
  for (let level = 0; level < depth; level++) {
    const next: ObjectId[] = [];
    const d = derive(state);
    for (const head of heads) {
      const owner = state.objects[head]?.controller ?? "p1";
      const clone = put(state, "Clone", owner);
      const snap = takeSnapshot(d, head, { exceptions: [] });
      if (!snap) throw new Error("bench: nothing to copy");
      addCopyEffect(state, {
        target: clone.id,
        snapshot: snap.snapshot,
        sourceId: clone.id,
        sourceName: "Clone",
        controller: owner,
        timestamp: clone.timestamp,
        duration: "permanent",
        text: "You may have Clone enter as a copy of any creature on the battlefield.",
        rule: "707.5, 614.1c",
      });
      next.push(clone.id);
      copiers.push(clone.id);
    }
    heads = next;
  }
  state.log = []; // addCopyEffect logs each copy: not part of a board
  return copiers;
}

/** How many of each thing a B1/B2/B4-shaped board has. */
export interface Shape {
  /** Honor of the Pure: one static effect each ("White creatures you control get +1/+1"). */
  readonly honor: number;
  /** Adaptive Automaton: two static effects each (its own type, a lord bonus), with a chosen type. */
  readonly automaton: number;
  /** Giant Strength attached to a creature: one static effect. */
  readonly aura: number;
  /** Colossus Hammer attached to a creature its controller controls: one static effect (layers 6 and 7c). */
  readonly equipment: number;
  /** Copy chains, each a base creature and `chainDepth` Clones copying the one before. */
  readonly chains: number;
  readonly chainDepth: number;
  /** Overrun resolved: +3/+3 and trample until end of turn for the creatures its controller controls then. */
  readonly overruns: number;
  /** Giant Growth resolved: +3/+3 until end of turn on one creature. */
  readonly pumps: number;
  readonly lands: number;
  readonly creatures: number;
  /** 1/1 white Soldier creature tokens. */
  readonly tokens: number;
  /** Sol Rings. */
  readonly artifacts: number;
  /** Share of creatures with +1/+1 counters (1-3 each); a fifth as many get a -1/-1 counter. */
  readonly counterShare: number;
}

/** B2: 1,000 permanents, 200 static effects, 50 copy effects (ten chains five deep), 50 until-end-of-turn effects. */
export const B2_SHAPE: Shape = {
  honor: 90,
  automaton: 25,
  aura: 40,
  equipment: 20,
  chains: 10,
  chainDepth: 5,
  overruns: 10,
  pumps: 40,
  lands: 300,
  creatures: 340,
  tokens: 40,
  artifacts: 85,
  counterShare: 0.15,
};

/** B1: 100 permanents and 20 continuous effects (13 static, 5 copy in one chain five deep, 2 until end of turn). */
export const B1_SHAPE: Shape = {
  honor: 6,
  automaton: 2,
  aura: 2,
  equipment: 1,
  chains: 1,
  chainDepth: 5,
  overruns: 1,
  pumps: 1,
  lands: 33,
  creatures: 37,
  tokens: 4,
  artifacts: 9,
  counterShare: 0.15,
};

/** Every count of a shape multiplied by `k` (B4 is B2 × 10); the chain depth stays. */
export function scaleShape(s: Shape, k: number): Shape {
  const m = (n: number) => Math.max(n === 0 ? 0 : 1, Math.round(n * k));
  return {
    honor: m(s.honor),
    automaton: m(s.automaton),
    aura: m(s.aura),
    equipment: m(s.equipment),
    chains: m(s.chains),
    chainDepth: s.chainDepth,
    overruns: m(s.overruns),
    pumps: m(s.pumps),
    lands: m(s.lands),
    creatures: m(s.creatures),
    tokens: m(s.tokens),
    artifacts: m(s.artifacts),
    counterShare: s.counterShare,
  };
}

/** The creature cards of the shaped boards. */
export const CREATURES = [
  "Grizzly Bears",
  "Serra Angel",
  "Llanowar Elves",
  "Shivan Dragon",
  "Gray Ogre",
  "Juggernaut",
  "Wall of Omens",
  "Striped Bears",
];
const CHAIN_BASES = ["Serra Angel", "Shivan Dragon", "Grizzly Bears", "Juggernaut", "Llanowar Elves"];
const LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
const CHOSEN_TYPES = ["Bear", "Angel", "Elf", "Soldier", "Dragon", "Ogre"];

function soldierToken(): FaceDef {
  return {
    name: "Soldier",
    manaCost: null,
    colorIndicator: ["W"],
    supertypes: [],
    types: ["Creature"],
    subtypes: ["Soldier"],
    power: "1",
    toughness: "1",
    loyalty: null,
    defense: null,
    oracleText: "",
    abilities: [],
  };
}

type Spec = { readonly kind: "card"; readonly card: string } | { readonly kind: "token" };

/** A board shaped like B2: anthems, lords, Auras, Equipment, copy chains, until-end-of-turn effects, counters. */
export function shapedBoard(name: string, shape: Shape, seed: number, playerCount = 2): Board {
  const rng = new Prng(seed);
  const players = Array.from({ length: playerCount }, (_, i) => `p${i + 1}`);
  const state = newGame(players);
  const player = () => rng.pick(players);

  // Copy chains first, while the state is small (each level needs a derivation).
  const bases: ObjectId[] = [];
  for (let i = 0; i < shape.chains; i++)
    bases.push(put(state, CHAIN_BASES[i % CHAIN_BASES.length] ?? "Grizzly Bears", player()).id);
  const copiers = copyChains(state, bases, shape.chainDepth);

  const specs: Spec[] = [];
  const add = (n: number, card: () => string) => {
    for (let i = 0; i < n; i++) specs.push({ kind: "card", card: card() });
  };
  add(shape.honor, () => "Honor of the Pure");
  add(shape.automaton, () => "Adaptive Automaton");
  add(shape.lands, () => rng.pick(LANDS));
  add(shape.creatures, () => rng.pick(CREATURES));
  add(shape.artifacts, () => "Sol Ring");
  for (let i = 0; i < shape.tokens; i++) specs.push({ kind: "token" });
  rng.shuffle(specs);

  const creatures: GameObject[] = [];
  for (const id of [...bases, ...copiers]) {
    const o = state.objects[id];
    if (o) creatures.push(o);
  }
  for (const s of specs) {
    const controller = player();
    const o =
      s.kind === "card"
        ? put(state, s.card, controller)
        : createObject(state, {
            card: null,
            token: { faces: [soldierToken()], createdBy: "bench: a 1/1 white Soldier token" },
            owner: controller,
            zone: "battlefield",
          });
    if (o.card === "Adaptive Automaton")
      writable(state, o).choices["p0:0"] = { kind: "creatureType", type: rng.pick(CHOSEN_TYPES) };
    if (isCreatureCard(state, o)) creatures.push(o);
  }
  if (creatures.length === 0) throw new Error("bench: a board needs creatures");

  // Auras on any creature, Equipment on a creature of its controller.
  for (let i = 0; i < shape.aura; i++) {
    const host = rng.pick(creatures);
    put(state, "Giant Strength", rng.next() < 0.8 ? host.controller : player()).attachedTo = host.id;
  }
  for (let i = 0; i < shape.equipment; i++) {
    const host = rng.pick(creatures);
    put(state, "Colossus Hammer", host.controller).attachedTo = host.id;
  }

  // Counters.
  let counters = 0;
  for (const c of creatures) {
    const r = rng.next();
    if (r < shape.counterShare) {
      writable(state, c).counters["+1/+1"] = 1 + rng.int(3);
      counters++;
    } else if (r < shape.counterShare * 1.2) {
      writable(state, c).counters["-1/-1"] = 1;
      counters++;
    }
  }

  // Resolved until-end-of-turn effects on locked sets (611.2c).
  const records: EffectRecord[] = [];
  const kinds: ("overrun" | "pump")[] = [
    ...Array<"overrun">(shape.overruns).fill("overrun"),
    ...Array<"pump">(shape.pumps).fill("pump"),
  ];
  rng.shuffle(kinds);
  for (const k of kinds) {
    if (k === "overrun") {
      const who = player();
      records.push(
        pushEndOfTurn(
          state,
          "Overrun",
          who,
          creatures.filter((c) => c.controller === who).map((c) => c.id),
        ),
      );
    } else {
      const target = rng.pick(creatures);
      records.push(pushEndOfTurn(state, "Giant Growth", player(), [target.id]));
    }
  }

  state.rev++;
  const creature = rng.pick(creatures.filter((c) => c.card !== "Clone"));
  const copySource = rng.pick(creatures.filter((c) => c.id !== creature.id));
  const ending = records[Math.floor(records.length / 2)];
  if (!ending) throw new Error("bench: a board needs an until-end-of-turn effect");
  const description =
    `${playerCount} players; ${shape.honor} Honor of the Pure, ${shape.automaton} Adaptive Automaton, ${shape.aura} Giant Strength, ${shape.equipment} Colossus Hammer; ` +
    `${shape.chains} copy chain(s) ${shape.chainDepth} deep; ${shape.overruns} Overrun + ${shape.pumps} Giant Growth until end of turn; ` +
    `${shape.lands} basic lands, ${shape.creatures} creature cards, ${shape.tokens} tokens, ${shape.artifacts} Sol Rings; counters on ~${Math.round(shape.counterShare * 120)}% of creatures`;
  return {
    name,
    description,
    state,
    counts: countBoard(state, counters),
    probes: {
      creature: creature.id,
      copySource: copySource.id,
      staticCard: "Honor of the Pure",
      staticController: creature.controller,
      endingEffect: ending.id,
    },
  };
}

/** Counts objects and effects on a built state. */
export function countBoard(state: GameState, counters: number): BoardCounts {
  let staticEffects = 0;
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o) continue;
    // Layer 1 only (printed or copied values): a full derivation would cost as much as the benchmark.
    for (const a of copiableValues(state, o, null).abilities)
      if (a.def.kind === "static") staticEffects += a.def.effects.length;
  }
  const copyEffects = state.effects.filter((e) => e.copy).length;
  const resolvedEffects = state.effects.length - copyEffects;
  return {
    objects: Object.keys(state.objects).length,
    permanents: state.battlefield.length,
    staticEffects,
    copyEffects,
    resolvedEffects,
    effects: staticEffects + copyEffects + resolvedEffects,
    counters,
  };
}

/**
 * B3's group-local cards: the library card with every static effect narrowed to objects its
 * controller controls ("… you control"), so that ten groups, one per player, don't interact.
 */
function scopedCard(libraryName: string, name: string): CardDef {
  const card = libraryCard(libraryName);
  const scope = (a: AbilityDef): AbilityDef => {
    if (a.kind !== "static") return a;
    const s: StaticAbility = {
      ...a,
      text: `${a.text} [bench: only what you control]`,
      effects: a.effects.map((e) => ({ ...e, affects: Filters.and(e.affects, Filters.youControl) })),
    };
    return s;
  };
  return {
    name,
    layout: card.layout,
    faces: card.faces.map((f, i) => ({
      ...f,
      name: i === 0 ? name : f.name,
      oracleText: `${f.oracleText} [bench: only what you control]`,
      abilities: f.abilities.map(scope),
    })),
  };
}

const B3_LOCAL: readonly (readonly [string, string])[] = [
  ["Opalescence", "Local Opalescence"],
  ["Humility", "Local Humility"],
  ["Enchanted Evening", "Local Enchanted Evening"],
  ["Conspiracy", "Local Conspiracy"],
  ["Blood Moon", "Local Blood Moon"],
  ["Urborg, Tomb of Yawgmoth", "Local Urborg"],
];
const B3_OTHERS = ["Grizzly Bears", "Serra Angel", "Llanowar Elves", "Forest", "Mutavault", "Treetop Village"];
const B3_TYPES = ["Elf", "Goblin", "Wizard", "Sliver", "Zombie", "Angel", "Bear", "Dragon", "Merfolk", "Soldier"];

/**
 * B3: `groups` independent groups, one per player g0, g1, …; each has group-local versions of
 * Opalescence, Humility, Enchanted Evening, Conspiracy (a chosen creature type), Blood Moon and
 * Urborg (custom cards in `state.customCards` whose effects say "you control"), three creatures,
 * a basic and two nonbasic lands, a creature card in the graveyard and a Giant Growth until end
 * of turn. The creation order (hence timestamps) is shuffled across all groups.
 */
export function dependencyBoard(name: string, groups: number, seed: number): Board {
  const rng = new Prng(seed);
  const players = Array.from({ length: groups }, (_, i) => `g${i}`);
  const state = newGame(players);
  for (const [lib, local] of B3_LOCAL) state.customCards[local.toLowerCase()] = scopedCard(lib, local);
  const specs: { card: string; controller: PlayerId }[] = [];
  for (const g of players) {
    for (const [, local] of B3_LOCAL) specs.push({ card: local, controller: g });
    for (const c of B3_OTHERS) specs.push({ card: c, controller: g });
  }
  rng.shuffle(specs);
  const bears = new Map<PlayerId, ObjectId>();
  for (const s of specs) {
    const o = put(state, s.card, s.controller);
    if (s.card === "Local Conspiracy")
      writable(state, o).choices["p0:0"] = {
        kind: "creatureType",
        type: B3_TYPES[players.indexOf(s.controller) % B3_TYPES.length] ?? "Elf",
      };
    if (s.card === "Grizzly Bears") bears.set(s.controller, o.id);
  }
  for (const g of players) put(state, "Grizzly Bears", g, "graveyard");
  const records: EffectRecord[] = [];
  for (const g of players) {
    const b = bears.get(g);
    if (b) records.push(pushEndOfTurn(state, "Giant Growth", g, [b]));
  }
  state.rev++;
  const g0 = players[0] ?? "g0";
  const creature = bears.get(g0);
  const copySource = state.battlefield.find(
    (id) => state.objects[id]?.card === "Serra Angel" && state.objects[id]?.controller === g0,
  );
  const ending = records[0];
  if (!creature || !copySource || !ending) throw new Error("bench: B3 needs a group");
  return {
    name,
    description: `${groups} independent groups (one per player), each: group-local Opalescence, Humility, Enchanted Evening, Conspiracy, Blood Moon, Urborg; Grizzly Bears, Serra Angel, Llanowar Elves, Forest, Mutavault, Treetop Village; a creature card in the graveyard; a Giant Growth until end of turn`,
    state,
    counts: countBoard(state, 0),
    probes: { creature, copySource, staticCard: "Honor of the Pure", staticController: g0, endingEffect: ending.id },
  };
}

export const BOARD_NAMES = ["B1", "B2", "B3", "B4"] as const;
export type BoardName = (typeof BOARD_NAMES)[number];

/** One of the four boards of issue 7 at full size, or a tiny one for `--quick` and the smoke test. */
export function buildBoard(name: BoardName, quick: boolean, players?: number): Board {
  switch (name) {
    case "B1":
      return shapedBoard(name, quick ? scaleShape(B1_SHAPE, 0.2) : B1_SHAPE, 1, players);
    case "B2":
      return shapedBoard(name, quick ? scaleShape(B2_SHAPE, 0.03) : B2_SHAPE, 2, players);
    case "B3":
      return dependencyBoard(name, quick ? 2 : 10, 3);
    case "B4":
      return shapedBoard(name, scaleShape(B2_SHAPE, quick ? 0.06 : 10), 4, players);
  }
}
