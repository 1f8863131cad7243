import { z } from "zod";
import { MAX_COUNTERS } from "../../kernel/countLimit.js";
import type { CardDef, FaceDef } from "./card.js";
import { COLORS } from "./color.js";
import type { CopiableSnapshot, EffectRecord } from "./effectRecord.js";
import {
  type GameObject,
  type ObjectStatus,
  type StackAbility,
  type StackDecisions,
  type TokenBase,
  ZONES,
} from "./object.js";
import type { Player } from "./player.js";
import type { CombatState, DelayedTrigger, GameState, LogEntry, PendingTrigger } from "./state.js";
import { STEPS, type TurnState } from "./turn.js";

/**
 * A zod schema of `GameState` (state.ts), for checking that a state is well formed: the shapes
 * and types of every field the model defines, then the relations between them (every object in
 * exactly one zone list, owners' zones, ids below `nextId`, …).
 *
 * The model's own records (players, objects, statuses, decisions, effect records, triggers) are
 * strict: an unknown key is an error. Ability definitions, effects, filters and continuous parts
 * belong to the ability vocabulary, which grows with the card library: they are checked for the
 * fields that identify them (`kind`, `do`, `op`, `is`, `text`) and may carry more.
 */

const int = z.number().int();
const nat = z.number().int().min(0);
const id = z.string().min(1);
const color = z.enum(COLORS);
const zone = z.enum(ZONES);
const faceIndex = z.union([z.literal(0), z.literal(1)]);
const manaSymbol = z.string().regex(/^\{[^{}]+\}$/, "a mana symbol like {U}");

const filter = z.looseObject({ is: z.string().min(1) });
const effect = z.looseObject({ do: z.string().min(1) });
const part = z.looseObject({ op: z.string().min(1) });
const targetSlot = z.looseObject({
  spec: z.looseObject({ kind: z.string().min(1) }),
  min: nat.optional(),
  max: nat.optional(),
});
const condition = z.looseObject({ is: z.string().min(1) });

const abilityBase = { text: z.string() };
export const AbilityDefSchema = z.discriminatedUnion("kind", [
  z.looseObject({
    kind: z.literal("keyword"),
    ...abilityBase,
    keyword: z.string().min(1),
    n: int.optional(),
    cost: z.string().optional(),
    from: z.string().optional(),
    filter: filter.optional(),
  }),
  z.looseObject({
    kind: z.literal("static"),
    ...abilityBase,
    effects: z.array(
      z.looseObject({
        affects: filter,
        zones: z.array(zone).optional(),
        parts: z.array(part),
        condition: condition.optional(),
      }),
    ),
    cda: z.boolean().optional(),
  }),
  z.looseObject({
    kind: z.literal("triggered"),
    ...abilityBase,
    trigger: z.looseObject({ on: z.string().min(1) }),
    interveningIf: condition.optional(),
    targets: z.array(targetSlot).optional(),
    effects: z.array(effect),
    optional: z.boolean().optional(),
  }),
  z.looseObject({
    kind: z.literal("activated"),
    ...abilityBase,
    cost: z.looseObject({ mana: z.string().optional(), tap: z.boolean().optional() }),
    targets: z.array(targetSlot).optional(),
    effects: z.array(effect),
    manaAbility: z.boolean().optional(),
    sorcerySpeed: z.boolean().optional(),
    oncePerTurn: z.boolean().optional(),
  }),
  z.looseObject({
    kind: z.literal("spell"),
    ...abilityBase,
    modes: z
      .array(z.looseObject({ text: z.string(), targets: z.array(targetSlot).optional(), effects: z.array(effect) }))
      .optional(),
    targets: z.array(targetSlot).optional(),
    effects: z.array(effect),
  }),
  z.looseObject({
    kind: z.literal("replacement"),
    ...abilityBase,
    replacement: z.looseObject({ effect: z.string().min(1) }),
  }),
  z.looseObject({ kind: z.literal("text"), ...abilityBase, reason: z.string().optional() }),
]);

const ptString = z.string().nullable();

export const FaceDefSchema = z.strictObject({
  name: z.string(),
  manaCost: z.string().nullable(),
  colorIndicator: z.array(color).nullable(),
  supertypes: z.array(z.string()),
  types: z.array(z.string()),
  subtypes: z.array(z.string()),
  power: ptString,
  toughness: ptString,
  loyalty: ptString,
  defense: ptString,
  oracleText: z.string(),
  nameFr: z.string().optional(),
  abilities: z.array(AbilityDefSchema),
  colors: z.array(color).optional(),
});

export const CardDefSchema = z.strictObject({
  name: z.string().min(1),
  nameFr: z.string().optional(),
  layout: z.enum(["normal", "transform", "modal_dfc", "meld", "flip", "split", "adventure", "saga", "token"]),
  faces: z.array(FaceDefSchema).min(1),
});

const exceptionNote = z.strictObject({ rule: z.string(), text: z.string() });

const tokenBase = z.strictObject({
  faces: z.array(FaceDefSchema).min(1),
  createdBy: z.string(),
  copyOf: id.optional(),
  flip: z.boolean().optional(),
  exceptions: z.array(exceptionNote).optional(),
  keyword: z.enum(["embalm", "eternalize"]).optional(),
});

const choiceValue = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("color"), color }),
  z.strictObject({ kind: z.literal("creatureType"), type: z.string() }),
  z.strictObject({ kind: z.literal("cardName"), name: z.string() }),
  z.strictObject({ kind: z.literal("player"), player: id }),
  z.strictObject({ kind: z.literal("object"), id }),
]);

const decisions = z.strictObject({
  modes: z.array(nat),
  targets: z.array(id),
  x: nat.nullable(),
  kicked: z.boolean(),
  sacrificed: z.array(z.strictObject({ id, power: int.nullable() })),
  manaSpent: z.string(),
  castFrom: zone.nullable(),
  castNumber: nat.nullable().optional(),
  castFace: faceIndex,
  damageDivision: z.array(nat).optional(),
  prototyped: z.boolean().optional(),
  bestowed: z.boolean().optional(),
  replicated: nat.optional(),
  timesKicked: nat.optional(),
  paidCosts: z.array(z.string()).optional(),
  hasteUntilControlLost: z.strictObject({ by: id, timestamp: int }).optional(),
  ninjutsuAttacked: id.optional(),
  exiledToPay: z.array(id).optional(),
  exiledToPayPower: int.optional(),
});

const stackAbility = z.strictObject({
  sourceId: id,
  abilityKey: z.string(),
  abilityText: z.string(),
  kind: z.enum(["activated", "triggered"]),
  def: AbilityDefSchema.nullable(),
  effects: z.array(effect).optional(),
  sourceName: z.string().nullable().optional(),
  copiedFrom: id.optional(),
  triggerObject: id.nullable(),
  triggerPlayer: id.optional(),
  triggerAmount: z.number().int().min(0).optional(),
  delayedId: id.optional(),
});

export const GameObjectSchema = z.strictObject({
  id,
  card: z.string().nullable(),
  token: tokenBase.nullable(),
  owner: id,
  controller: id,
  zone,
  timestamp: nat,
  status: z.strictObject({
    tapped: z.boolean(),
    flipped: z.boolean(),
    faceDown: z.boolean(),
    phasedOut: z.boolean(),
    face: faceIndex,
  }),
  counters: z.record(z.string().min(1), nat.max(MAX_COUNTERS)),
  damage: nat,
  attachedTo: id.nullable(),
  choices: z.record(z.string(), choiceValue),
  controlledSince: int,
  controlledBy: id,
  decisions: decisions.nullable(),
  ability: stackAbility.nullable(),
  isCopyOfSpell: z.boolean(),
  attacking: id.nullable(),
  blocking: id.nullable(),
  isCardCopy: z.boolean(),
  linked: z.record(z.string(), z.array(id)),
  protector: id.nullable(),
  activatedThisTurn: z.record(z.string(), nat),
  onAdventure: z.boolean().optional(),
  foretoldTurn: int.optional(),
  meldedWith: id.optional(),
  regenerationShields: nat.optional(),
  monstrous: z.literal(true).optional(),
  renowned: z.literal(true).optional(),
  classLevel: nat.optional(),
  devoured: nat.optional(),
  paired: z.strictObject({ with: id, controller: id }).optional(),
  skipsNextUntap: z.strictObject({ player: id.nullable() }).optional(),
  keptTapped: z
    .array(
      z.strictObject({
        sourceId: id,
        controller: id,
        duration: z.enum(["whileYouControlSource", "whileSourceOnBattlefield"]),
      }),
    )
    .optional(),
  unearthed: z.literal(true).optional(),
  tributePaid: z.literal(true).optional(),
  goadedBy: z.array(z.object({ player: z.string(), forGame: z.literal(true).optional() })).optional(),
  playable: z
    .array(
      z.strictObject({
        player: id,
        action: z.enum(["play", "cast"]),
        lasts: z.enum(["thisTurn", "untilEndOfYourNextTurn", "duringYourNextTurn", "whileExiled"]),
        since: int,
        withoutPayingManaCost: z.literal(true).optional(),
        spendAsAny: z.enum(["color", "type"]).optional(),
        payLifeInstead: z.literal(true).optional(),
        source: z.string().nullable(),
      }),
    )
    .optional(),
  emblem: tokenBase.optional(),
  commander: z.literal(true).optional(),
  lastKnownValues: z
    .strictObject({ power: int.nullable(), toughness: int.nullable(), manaValue: nat, name: z.string().optional() })
    .optional(),
});

const player = z.strictObject({
  name: id,
  life: int,
  payFromPool: z.boolean(),
  manaPool: z.array(manaSymbol),
  manaSpendTriggers: z.array(z.string()).optional(),
  library: z.array(id),
  hand: z.array(id),
  graveyard: z.array(id),
  exile: z.array(id),
  command: z.array(id),
  landsPlayedThisTurn: nat,
  additionalLandPlays: nat.optional(),
  skipUntapSteps: nat.optional(),
  poison: nat.optional(),
  energy: nat.optional(),
  commanderCasts: z.record(z.string(), nat).optional(),
  dealtDamageTurn: nat.optional(),
  cantCastSpells: z.literal(true).optional(),
  citysBlessing: z.literal(true).optional(),
  lost: z.boolean(),
  won: z.literal(true).optional(),
  drewFromEmpty: z.boolean(),
});

const duration = z.enum([
  "endOfTurn",
  "untilTurnedFaceDown",
  "permanent",
  "whileSourceOnBattlefield",
  "whileYouControlSource",
  "whileEncodedCardExiled",
  "untilYourNextTurn",
]);

const copiableSnapshot = z.strictObject({
  faces: z.array(FaceDefSchema).min(1),
  face: faceIndex,
  flip: z.boolean().optional(),
  copiedFrom: id,
  copiedName: z.string().nullable(),
  exceptions: z.array(exceptionNote),
});

const effectRecord = z.strictObject({
  id,
  sourceId: id.nullable(),
  sourceName: z.string().nullable(),
  controller: id,
  timestamp: nat,
  duration,
  affected: z.array(id),
  parts: z.array(part),
  copy: copiableSnapshot.optional(),
  followsAttachment: z.literal(true).optional(),
  x: int.optional(),
  chosenColor: color.optional(),
  rule: z.string(),
  text: z.string(),
});

const delayedTrigger = z.strictObject({
  id,
  sourceId: z.string(),
  controller: id,
  when: z.enum([
    "nextEndStep",
    "endOfCombat",
    "nextUpkeep",
    "yourNextUpkeep",
    "eachOfYourUpkeeps",
    "nextCast",
    "castThisTurn",
    "entersThisTurn",
    "manaSpent",
    "eventThisTurn",
  ]),
  castFilter: filter.optional(),
  orLoyaltyAbility: z.literal(true).optional(),
  entersFilter: filter.optional(),
  event: z.looseObject({ on: z.string().min(1) }).optional(),
  castBy: z.enum(["you", "any"]).optional(),
  turn: nat.optional(),
  sourceName: z.string().optional(),
  effects: z.array(effect),
  refersTo: z.array(id),
  text: z.string(),
});

const pendingTrigger = z.strictObject({
  sourceId: id,
  abilityKey: z.string(),
  controller: id,
  triggerObject: id.nullable(),
  triggerPlayer: id.optional(),
  triggerAmount: z.number().int().min(0).optional(),
  delayedId: id.optional(),
  ability: AbilityDefSchema.optional(),
  sourceName: z.string().nullable().optional(),
  abilityNumber: z.number().int().min(1).optional(),
});

/** The shapes of a game state (see the module comment); relations are checked by `validateState`. */
export const GameStateShape = z.strictObject({
  format: z.literal("doppel-mtg-state/1"),
  players: z.array(player).min(1),
  customCards: z.record(z.string(), CardDefSchema),
  catalog: z.string().min(1),
  objects: z.record(id, GameObjectSchema),
  battlefield: z.array(id),
  stack: z.array(id),
  turn: z.strictObject({ number: nat, active: id, step: z.enum(STEPS) }),
  priority: id.nullable(),
  passes: nat,
  effects: z.array(effectRecord),
  delayedTriggers: z.array(delayedTrigger),
  pendingTriggers: z.array(pendingTrigger),
  nextTimestamp: nat,
  nextId: nat,
  lastKnown: z.record(id, GameObjectSchema),
  successors: z.record(id, id),
  combat: z
    .strictObject({
      blocked: z.array(id),
      attackingNothing: z.array(id),
      controllers: z.record(id, id),
      attackedPlayers: z.array(id).optional(),
      damageSteps: nat,
      firstStrikers: z.array(id).nullable(),
    })
    .optional(),
  deathtouched: z.array(id).optional(),
  commandersToReturn: z.array(id).optional(),
  spellsCastThisTurn: nat,
  spellsCastLastTurn: nat,
  spellsCastThisTurnBy: z.record(id, nat).optional(),
  spellsCastLastTurnBy: z.record(id, nat).optional(),
  previousTurnActive: id.optional(),
  extraTurns: z.array(id).optional(),
  rotationFrom: id.optional(),
  dayNight: z.enum(["day", "night"]).optional(),
  turnHistory: z
    .strictObject({
      spellsCast: z.array(
        z.strictObject({
          spell: id,
          caster: id,
          from: zone,
          name: z.string().nullable(),
          types: z.array(z.string()),
          subtypes: z.array(z.string()),
          supertypes: z.array(z.string()),
          colors: z.array(color),
          manaValue: nat,
        }),
      ),
      attacked: z.array(id),
      attackers: z.array(id),
      drawn: z.array(id),
      left: z.array(id),
      lifeGained: z.record(id, nat),
      lifeLost: z.record(id, nat).optional(),
      combatDamageToPlayers: z.array(z.strictObject({ controller: id, subtypes: z.array(z.string()) })).optional(),
      died: z.array(id),
      toGraveyard: nat,
      triggeredOnce: z.array(z.string()),
      targeted: z.array(id).optional(),
    })
    .optional(),
  damageCantBePreventedTurn: nat.optional(),
  preventionShields: z
    .array(
      z.strictObject({
        label: z.string(),
        text: z.string(),
        controller: id,
        remaining: z.union([nat, z.literal("all")]),
        to: z.array(id).optional(),
        by: z.array(id).optional(),
        combatOnly: z.literal(true).optional(),
      }),
    )
    .optional(),
  turnRules: z
    .array(
      z.strictObject({
        rule: z.looseObject({ rule: z.string().min(1) }),
        objects: z.array(id).optional(),
        sourceId: id.nullable(),
        controller: id,
        caster: id.optional(),
        nextSpellOf: id.optional(),
        untilTurnOf: id.optional(),
      }),
    )
    .optional(),
  nextEntersAsCopy: z
    .array(
      z.strictObject({
        id: z.string(),
        sourceId: id.nullable(),
        sourceName: z.string().nullable(),
        controller: id,
        copyOf: id,
        filter,
        turn: nat,
        text: z.string(),
        usedBy: z.array(id).optional(),
      }),
    )
    .optional(),
  rng: int,
  rev: nat,
  log: z.array(
    z.strictObject({
      event: z.string(),
      detail: z.string(),
      rule: z.string().optional(),
      objects: z.array(z.string()).optional(),
    }),
  ),
});

/**
 * Compile-time check that the schema names exactly the fields of the model's types: adding a
 * field to GameState (or to an object, a player, an effect record…) without adding it here is a
 * type error on this line, with the missing key in the message.
 */
type SameKeys<Model, Schema> = [Exclude<keyof Model, keyof Schema>, Exclude<keyof Schema, keyof Model>] extends [
  never,
  never,
]
  ? true
  : {
      readonly missingFromSchema: Exclude<keyof Model, keyof Schema>;
      readonly notInModel: Exclude<keyof Schema, keyof Model>;
    };
type Expect<T extends true> = T;
type Item<T> = T extends readonly (infer U)[] ? U : never;
export type SchemaMatchesModel = [
  Expect<SameKeys<GameState, z.infer<typeof GameStateShape>>>,
  Expect<SameKeys<GameObject, z.infer<typeof GameObjectSchema>>>,
  Expect<SameKeys<Player, z.infer<typeof player>>>,
  Expect<SameKeys<FaceDef, z.infer<typeof FaceDefSchema>>>,
  Expect<SameKeys<CardDef, z.infer<typeof CardDefSchema>>>,
  Expect<SameKeys<TokenBase, z.infer<typeof tokenBase>>>,
  Expect<SameKeys<StackDecisions, z.infer<typeof decisions>>>,
  Expect<SameKeys<StackAbility, z.infer<typeof stackAbility>>>,
  Expect<SameKeys<ObjectStatus, z.infer<typeof GameObjectSchema>["status"]>>,
  Expect<SameKeys<EffectRecord, z.infer<typeof effectRecord>>>,
  Expect<SameKeys<CopiableSnapshot, z.infer<typeof copiableSnapshot>>>,
  Expect<SameKeys<DelayedTrigger, z.infer<typeof delayedTrigger>>>,
  Expect<SameKeys<PendingTrigger, z.infer<typeof pendingTrigger>>>,
  Expect<SameKeys<TurnState, z.infer<typeof GameStateShape>["turn"]>>,
  Expect<SameKeys<LogEntry, Item<z.infer<typeof GameStateShape>["log"]>>>,
  Expect<SameKeys<CombatState, NonNullable<z.infer<typeof GameStateShape>["combat"]>>>,
];

type Shape = z.infer<typeof GameStateShape>;
type Issue = { readonly path: (string | number)[]; readonly message: string };

const PLAYER_ZONES = ["library", "hand", "graveyard", "exile", "command"] as const;

/** The relations between the fields of a well-shaped state (each problem with its path). */
export function relationIssues(s: Shape): Issue[] {
  const out: Issue[] = [];
  const add = (path: (string | number)[], message: string) => out.push({ path, message });
  const names = s.players.map((p) => p.name);
  const isPlayer = (n: string) => names.includes(n);
  if (new Set(names).size !== names.length) add(["players"], "two players have the same name");
  if (!isPlayer(s.turn.active)) add(["turn", "active"], `the active player ${s.turn.active} is not a player`);
  if (s.priority !== null && !isPlayer(s.priority)) add(["priority"], `${s.priority} has priority but is not a player`);
  if (s.passes >= names.length)
    add(
      ["passes"],
      `${s.passes} consecutive passes with ${names.length} players: the step or the top of the stack should have moved on`,
    );

  // Every object is listed exactly once, in the list of its zone (and of its owner: 400.3).
  const seen = new Map<string, string>();
  const list = (
    where: string,
    path: (string | number)[],
    ids: readonly string[],
    expected: { zone: string; owner?: string },
  ) => {
    ids.forEach((oid, i) => {
      const prev = seen.get(oid);
      if (prev !== undefined) add([...path, i], `${oid} is listed twice (${prev} and ${where})`);
      seen.set(oid, where);
      const o = s.objects[oid];
      if (!o) {
        add([...path, i], `${where} lists ${oid}, which is not an object`);
        return;
      }
      if (o.zone !== expected.zone) add([...path, i], `${where} lists ${oid}, whose zone is ${o.zone}`);
      if (expected.owner !== undefined && o.owner !== expected.owner)
        add([...path, i], `${oid} is in ${where} but is owned by ${o.owner} (400.3)`);
    });
  };
  list("the battlefield", ["battlefield"], s.battlefield, { zone: "battlefield" });
  list("the stack", ["stack"], s.stack, { zone: "stack" });
  s.players.forEach((p, pi) => {
    for (const z of PLAYER_ZONES) list(`${p.name}'s ${z}`, ["players", pi, z], p[z], { zone: z, owner: p.name });
  });

  const idNumber = (x: string) => {
    const m = /^[a-z]+(\d+)$/.exec(x);
    return m ? Number(m[1]) : null;
  };
  for (const [key, o] of Object.entries(s.objects)) {
    const path = ["objects", key];
    if (o.id !== key) add([...path, "id"], `the object under ${key} says its id is ${o.id}`);
    if (!seen.has(key)) add(path, `${key} (zone ${o.zone}) is in no zone list`);
    for (const [field, who] of [
      ["owner", o.owner],
      ["controller", o.controller],
      ["controlledBy", o.controlledBy],
    ] as const) {
      if (!isPlayer(who)) add([...path, field], `${field} ${who} is not a player`);
    }
    const n = idNumber(key);
    if (n !== null && n >= s.nextId)
      add([...path, "id"], `id ${key} is not below nextId ${s.nextId}: a new object could reuse it`);
    if (o.timestamp >= s.nextTimestamp)
      add([...path, "timestamp"], `timestamp ${o.timestamp} is not below nextTimestamp ${s.nextTimestamp}`);
    if (o.ability && o.zone !== "stack")
      add([...path, "ability"], `an ability object is in the ${o.zone} (abilities exist only on the stack, 113.7)`);
    if (o.zone === "stack" && !o.ability && o.card === null && o.token === null)
      add(path, "a spell on the stack with neither a card nor copiable values");
    if (o.isCopyOfSpell && o.zone !== "stack")
      add([...path, "isCopyOfSpell"], `a copy of a spell in the ${o.zone} (it ceases to exist, 704.5e)`);
    if (o.token !== null && o.zone !== "battlefield" && !(o.zone === "stack" && o.isCopyOfSpell))
      add([...path, "token"], `a token in the ${o.zone} (it ceases to exist, 704.5d)`);
    if ((o.attacking !== null || o.blocking !== null) && o.zone !== "battlefield")
      add(path, `an object in the ${o.zone} is attacking or blocking`);
    // 506.4c: an attacker whose battle or planeswalker left combat attacks nothing (that object may be gone).
    const attacksNothing = s.combat?.attackingNothing.includes(key) ?? false;
    if (o.attacking !== null && !attacksNothing && !isPlayer(o.attacking) && !s.objects[o.attacking])
      add([...path, "attacking"], `attacks ${o.attacking}, which is neither a player nor an object`);
    // 303.4b: an Aura with enchant player is attached to a player.
    if (o.attachedTo !== null && !s.objects[o.attachedTo] && !isPlayer(o.attachedTo))
      add([...path, "attachedTo"], `attached to ${o.attachedTo}, which is neither an object nor a player`);
    if (o.attachedTo === key) add([...path, "attachedTo"], "attached to itself (303.4d, 301.5c)");
    if (o.card === null && o.token === null && !o.ability && !o.emblem)
      add(path, "an object with neither a card, token values, an ability nor an emblem's abilities");
    if (o.emblem && o.zone !== "command")
      add(path, `an emblem in the ${o.zone} (114.1: emblems are in the command zone)`);
  }
  for (const [from, to] of Object.entries(s.successors)) {
    if (s.objects[from]) add(["successors", from], `${from} became ${to} but still exists (400.7)`);
  }
  const effectIds = new Set<string>();
  s.effects.forEach((e, i) => {
    if (effectIds.has(e.id)) add(["effects", i, "id"], `two effects have the id ${e.id}`);
    effectIds.add(e.id);
    if (e.timestamp >= s.nextTimestamp)
      add(["effects", i, "timestamp"], `timestamp ${e.timestamp} is not below nextTimestamp ${s.nextTimestamp}`);
    if (!isPlayer(e.controller)) add(["effects", i, "controller"], `controller ${e.controller} is not a player`);
    if (e.copy) {
      if (e.affected.length !== 1)
        add(["effects", i, "affected"], `a copy effect affects ${e.affected.length} objects`);
      if (e.parts.length > 0) add(["effects", i, "parts"], "a copy effect also has continuous parts");
      if (e.copy.face >= e.copy.faces.length)
        add(["effects", i, "copy", "face"], `face ${e.copy.face} of a snapshot with ${e.copy.faces.length} face(s)`);
    }
  });
  s.pendingTriggers.forEach((t, i) => {
    if (!isPlayer(t.controller))
      add(["pendingTriggers", i, "controller"], `controller ${t.controller} is not a player`);
  });
  s.delayedTriggers.forEach((t, i) => {
    if (!isPlayer(t.controller))
      add(["delayedTriggers", i, "controller"], `controller ${t.controller} is not a player`);
  });
  return out;
}

/** The full schema: shapes, then relations. */
export const GameStateSchema = GameStateShape.superRefine((s, ctx) => {
  for (const issue of relationIssues(s)) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
});

/** Checks a value against the schema; returns every problem as "path: message" (empty when valid). */
export function validateState(value: unknown): string[] {
  const r = GameStateSchema.safeParse(value);
  const out = r.success ? [] : r.error.issues.map((i) => `${i.path.map(String).join(".") || "(state)"}: ${i.message}`);
  // 107.1: the game's numbers are integers; NaN and Infinity are not, even in loosely checked parts.
  const bad = nonFinite(value, "");
  if (bad !== null) out.unshift(`${bad}: a number that is not finite`);
  return out;
}

/** The path of the first number that is NaN or infinite anywhere in plain data, or null. */
function nonFinite(value: unknown, path: string): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? null : path || "(state)";
  if (typeof value !== "object" || value === null) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nonFinite(v, path === "" ? k : `${path}.${k}`);
    if (found !== null) return found;
  }
  return null;
}
