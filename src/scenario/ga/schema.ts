/**
 * Shape of a Grand Archive scenario file, as zod schemas (docs/ga-scenarios.md). Strict maps: an
 * unknown key is an error with its path. References (cards, ids, players) are checked afterwards by
 * normalize.ts. The loader (src/scenario/rulesets/load.ts) checks a GA file against these schemas through the
 * Grand Archive ruleset, with the same line-numbered problems as any scenario file.
 */
import { z } from "zod";
import { ELEMENTS } from "../../ga/model/element.js";
import { GA_ZONES } from "../../ga/model/object.js";
import { ACTIVATION_PROPERTIES } from "../../ga/model/properties.js";
import { GA_PHASES } from "../../ga/model/state.js";
import { GA_SETUP_ZONES } from "./ast.js";

/** Every key the GA format accepts (for "did you mean" suggestions). */
export const GA_KNOWN_KEYS = new Set<string>();

function strict<S extends z.core.$ZodLooseShape>(shape: S, expected?: string) {
  for (const key of Object.keys(shape)) GA_KNOWN_KEYS.add(key);
  return expected === undefined ? z.strictObject(shape) : z.strictObject(shape, { error: expected });
}

const MAX = 1_000_000;
const nonEmpty = z.string().min(1);
const count = z.number().int().min(0).max(MAX);
const positive = z.number().int().min(1).max(MAX);
const signed = z.number().int().min(-MAX).max(MAX);
const id = z.string().regex(/^[^#\s](?:[^#]*[^#\s])?$/, {
  error: "an id must be non-empty, must not contain '#' and must not start or end with a space",
});
const stringList = z.preprocess((v) => (typeof v === "string" ? [v] : v), z.array(nonEmpty));
const lower = (v: unknown) => (typeof v === "string" ? v.toLowerCase() : v);
const element = z.preprocess(
  (v) => (typeof v === "string" ? v.charAt(0).toUpperCase() + v.slice(1).toLowerCase() : v),
  z.enum(ELEMENTS),
);
const elements = z.preprocess((v) => (typeof v === "string" ? [v] : v), z.array(element));
const property = z.preprocess(lower, z.enum(ACTIVATION_PROPERTIES));
const properties = z.preprocess((v) => (typeof v === "string" ? [v] : v), z.array(property));
const speed = z.preprocess(
  (v) => (typeof v === "string" ? v.charAt(0).toUpperCase() + v.slice(1).toLowerCase() : v),
  z.enum(["Fast", "Slow"]),
);
const phase = z.enum(GA_PHASES);
const setupZone = z.enum(GA_SETUP_ZONES);
const zone = z.enum(GA_ZONES);
const counters = z.record(nonEmpty, count);
const numberOrNull = z.preprocess(
  (v) => (typeof v === "string" && /^-?\d{1,9}$/.test(v) ? Number(v) : v),
  signed.nullable(),
);

/** The schema of a Grand Archive selector as written in a file (zod). */
export const GaSelectorSchema = strict({
  name: z.string().nullable().optional(),
  zone: zone.optional(),
  controller: nonEmpty.optional(),
  owner: nonEmpty.optional(),
  token: z.boolean().optional(),
  copy: z.boolean().optional(),
  types: stringList.optional(),
  ability: z.boolean().optional(),
});
const selectRef = strict({ select: GaSelectorSchema });
const ref = z.union([id, selectRef], { error: "an object id or { select: … }" });
const target = z.union([nonEmpty, selectRef], { error: "an object id, a player name or { select: … }" });

/** An answer to a decision as a Grand Archive scenario file writes it. */
export type RawGaAnswer =
  | string
  | number
  | boolean
  | null
  | readonly RawGaAnswer[]
  | { readonly select: z.infer<typeof GaSelectorSchema> };
const answer: z.ZodType<RawGaAnswer> = z.lazy(() =>
  z.union([z.string(), signed, z.boolean(), z.null(), z.array(answer), selectRef], {
    error: "an answer (an id, a name, a number, yes/no, null, a list or { select: … })",
  }),
);

const cardShape = {
  name: nonEmpty,
  element: elements.optional(),
  supertypes: stringList.optional(),
  types: stringList,
  classes: stringList.optional(),
  subtypes: stringList.optional(),
  reserveCost: count.nullable().optional(),
  memoryCost: count.nullable().optional(),
  level: count.nullable().optional(),
  power: signed.nullable().optional(),
  life: signed.nullable().optional(),
  durability: count.nullable().optional(),
  speed: speed.nullable().optional(),
  text: z.string().optional(),
};
export const GaCardFaceSchema = strict(cardShape);
export const GaCardSchema = strict({ ...cardShape, back: GaCardFaceSchema.optional() });

export const GaSetupObjectSchema = strict({
  id: id.optional(),
  card: nonEmpty.optional(),
  token: GaCardSchema.optional(),
  controller: nonEmpty.optional(),
  owner: nonEmpty.optional(),
  rested: z.boolean().optional(),
  counters: counters.optional(),
  damage: count.optional(),
  face: z.enum(["front", "back"]).optional(),
  properties: properties.optional(),
  chosen: strict({ cardName: nonEmpty.optional() }).optional(),
  copyOf: id.nullable().optional(),
  lineage: z.array(nonEmpty).optional(),
  cardCopy: z.boolean().optional(),
});
const perPlayer = z.record(z.string(), z.array(GaSetupObjectSchema).nullable());

export const GaSetupSchema = strict({
  field: z.array(GaSetupObjectSchema).nullable().optional(),
  hand: perPlayer.optional(),
  mainDeck: perPlayer.optional(),
  materialDeck: perPlayer.optional(),
  memory: perPlayer.optional(),
  graveyard: perPlayer.optional(),
  banishment: perPlayer.optional(),
  intent: perPlayer.optional(),
  elements: z.record(z.string(), elements).optional(),
  empower: z.record(z.string(), positive).optional(),
  combat: strict({ attacker: id, target: id.nullable().optional() }).optional(),
});

const objectChecks = {
  zone: zone.optional(),
  name: z.string().nullable().optional(),
  elements: elements.optional(),
  types: z.array(nonEmpty).optional(),
  classes: z.array(nonEmpty).optional(),
  subtypes: z.array(nonEmpty).optional(),
  supertypes: z.array(nonEmpty).optional(),
  reserveCost: numberOrNull.optional(),
  memoryCost: numberOrNull.optional(),
  level: numberOrNull.optional(),
  power: numberOrNull.optional(),
  life: numberOrNull.optional(),
  durability: numberOrNull.optional(),
  speed: speed.nullable().optional(),
  abilities: z.array(z.string()).optional(),
  abilityCount: count.optional(),
  counters: counters.optional(),
  damage: count.optional(),
  rested: z.boolean().optional(),
  properties: properties.optional(),
  token: z.boolean().optional(),
  copy: z.boolean().optional(),
  transformed: z.boolean().optional(),
  controller: nonEmpty.optional(),
  owner: nonEmpty.optional(),
  chosenName: z.string().nullable().optional(),
  costToPlay: count.optional(),
  exists: z.boolean().optional(),
};
export const GA_OBJECT_CHECK_KEYS: readonly string[] = Object.keys(objectChecks);
const playerChecks = {
  handSize: count.optional(),
  memorySize: count.optional(),
  mainDeckSize: count.optional(),
  graveyard: z.array(nonEmpty).optional(),
  banishment: z.array(nonEmpty).optional(),
  championDamage: count.optional(),
  lost: z.boolean().optional(),
};
export const GA_PLAYER_CHECK_KEYS: readonly string[] = Object.keys(playerChecks);

export const GaStackEntrySchema = strict({
  name: z.string().nullable().optional(),
  controller: nonEmpty.optional(),
  copy: z.boolean().optional(),
  ability: z.boolean().optional(),
  triggered: z.boolean().optional(),
  targets: z.array(target).optional(),
  modes: z.array(positive).optional(),
  x: count.nullable().optional(),
  properties: properties.optional(),
});

export const GaExpectationSchema = strict(
  {
    object: ref.optional(),
    select: GaSelectorSchema.optional(),
    count: count.optional(),
    player: nonEmpty.optional(),
    stack: z.array(GaStackEntrySchema).optional(),
    ...objectChecks,
    ...playerChecks,
  },
  "a map (an expectation)",
);

const cardPlay = {
  by: nonEmpty.optional(),
  targets: z.array(target).optional(),
  modes: z.preprocess((v) => (typeof v === "number" ? [v] : v), z.array(positive)).optional(),
  x: count.optional(),
  reserve: z.array(ref).optional(),
  rest: z.array(ref).optional(),
  imbue: z.boolean().optional(),
  brew: z.array(ref).optional(),
  prepare: z.boolean().optional(),
};
const activateLong = strict({
  card: ref.optional(),
  object: ref.optional(),
  ability: z.union([positive, nonEmpty], { error: "an ability's position (1, 2, …) or a part of its text" }).optional(),
  ...cardPlay,
});
const oneObject = z.union([id, selectRef, strict({ object: ref })], {
  error: "an object id, { select: … } or { object: … }",
});

export const GaStepSchema = strict(
  {
    activate: z
      .union([id, selectRef, activateLong], {
        error: "a card id, { select: … }, { card: …, … } or { object: …, ability: … }",
      })
      .optional(),
    materialize: z
      .union([id, selectRef, strict({ card: ref, by: nonEmpty.optional(), targets: z.array(target).optional() })], {
        error: "a card id or { card: … }",
      })
      .optional(),
    resolve: z.union([positive, z.literal("all")], { error: '1 (or another count) or "all"' }).optional(),
    advance: z
      .union([phase, strict({ to: phase, turn: z.enum(["current", "next"]).optional() })], {
        error: "a phase name or { to: <phase>, turn: next }",
      })
      .optional(),
    rest: oneObject.optional(),
    wakeUp: oneObject.optional(),
    transform: oneObject.optional(),
    destroy: oneObject.optional(),
    banish: oneObject.optional(),
    summon: strict({
      token: GaCardSchema,
      controller: nonEmpty.optional(),
      id: id.optional(),
      rested: z.boolean().optional(),
    }).optional(),
    summonCopy: strict({
      of: ref,
      controller: nonEmpty.optional(),
      id: id.optional(),
      rested: z.boolean().optional(),
    }).optional(),
    becomeCopy: strict({ object: ref, of: ref, except: strict({ name: nonEmpty.optional() }).optional() }).optional(),
    copyActivation: strict({
      of: target,
      controller: nonEmpty.optional(),
      newTargets: z.union([z.literal(false), z.array(target)], { error: "false or a list of targets" }).optional(),
    }).optional(),
    copyCard: strict({ of: ref, controller: nonEmpty.optional(), id: id.optional() }).optional(),
    move: strict({ object: ref, to: z.union([setupZone, z.literal("effectsStack")]) }).optional(),
    damage: strict({ to: ref, amount: count }).optional(),
    addCounters: strict({ object: ref, counters }).optional(),
    removeCounters: strict({ object: ref, counters }).optional(),
    modify: strict({
      object: ref,
      power: signed.optional(),
      life: signed.optional(),
      level: signed.optional(),
      durability: signed.optional(),
      addSubtypes: z.array(nonEmpty).optional(),
      addTypes: z.array(nonEmpty).optional(),
      abilities: z.array(nonEmpty).optional(),
      loseAbilities: z.boolean().optional(),
      until: z.enum(["endOfTurn", "game"]).optional(),
    }).optional(),
    negate: strict({ of: target }).optional(),
    endCombat: z.literal(true).optional(),
    endTurn: z.literal(true).optional(),
    answers: z.array(answer).optional(),
    illegal: z.boolean().optional(),
    check: z.array(GaExpectationSchema).optional(),
  },
  "a map with one action key (activate, resolve, …)",
);

export const GA_ACTION_KEYS = [
  "activate",
  "materialize",
  "resolve",
  "advance",
  "rest",
  "wakeUp",
  "transform",
  "destroy",
  "banish",
  "summon",
  "summonCopy",
  "becomeCopy",
  "copyActivation",
  "copyCard",
  "move",
  "damage",
  "addCounters",
  "removeCounters",
  "modify",
  "negate",
  "endCombat",
  "endTurn",
] as const;

/** The schema of a Grand Archive scenario file (zod). */
export const GaScenarioSchema = strict(
  {
    scenario: nonEmpty,
    rules: z.enum(["ga", "ga-2025"]),
    cite: z
      .preprocess(
        (v) => (typeof v === "string" || typeof v === "number" ? [v] : v),
        z.array(z.union([nonEmpty, z.number()])),
      )
      .nullable()
      .optional(),
    players: z.array(nonEmpty).min(1).nullable().optional(),
    turn: strict({ active: nonEmpty.optional(), phase: phase.optional(), number: positive.optional() }).optional(),
    cards: z.array(GaCardSchema).nullable().optional(),
    setup: GaSetupSchema.nullable().optional(),
    steps: z.array(GaStepSchema).nullable().optional(),
    expect: z.array(GaExpectationSchema).nullable().optional(),
  },
  "a map with a scenario key",
);

/** A Grand Archive scenario file as read, before it is normalized. */
export type RawGaScenario = z.infer<typeof GaScenarioSchema>;
export type RawGaCard = z.infer<typeof GaCardSchema>;
export type RawGaCardFace = z.infer<typeof GaCardFaceSchema>;
export type RawGaSetupObject = z.infer<typeof GaSetupObjectSchema>;
export type RawGaStep = z.infer<typeof GaStepSchema>;
export type RawGaExpectation = z.infer<typeof GaExpectationSchema>;
export type RawGaSelector = z.infer<typeof GaSelectorSchema>;
export type RawGaRef = z.infer<typeof ref>;
export type RawGaTarget = z.infer<typeof target>;
