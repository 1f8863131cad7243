/**
 * Shape of a scenario file (contract: docs/scenario-format.md), as zod schemas.
 *
 * Every map is a strict object, so an unknown key is an error with its path. These schemas
 * check shapes, types, enums and number ranges only; references (ids, players, cards) are
 * checked afterwards by normalize.ts, which also expands short forms into the AST (ast.ts).
 */
import { z } from "zod";
import { COLORS, FACES, LAYOUTS, RULESETS, STEP_NAMES, ZONES } from "./ast.js";
import { type RawAction, STEP_KEYS, STEP_REGISTRY, type StepKey } from "./steps/index.js";

/** Counts, amounts, life totals and X are at most this (absolute value). */
export const MAX_NUMBER = 1_000_000;

/** Every key any map of the format accepts: used to suggest a key for a misspelt one. */
export const KNOWN_KEYS = new Set<string>();

function strict<S extends z.core.$ZodLooseShape>(shape: S, expected?: string) {
  for (const key of Object.keys(shape)) KNOWN_KEYS.add(key);
  return expected === undefined ? z.strictObject(shape) : z.strictObject(shape, { error: expected });
}

// ---------------------------------------------------------------------------------------------
// Scalars

const text = z.string();
const nonEmpty = z.string().min(1);
/** A count: whole, 0..MAX_NUMBER. */
const count = z.number().int().min(0).max(MAX_NUMBER);
/** A position or count that starts at 1. */
const positive = z.number().int().min(1).max(MAX_NUMBER);
/** A signed value: life, power, toughness. */
const signed = z.number().int().min(-MAX_NUMBER).max(MAX_NUMBER);

/** Ids name objects; `#` is reserved for `id#N` answers. */
export const ID_PATTERN = /^[^#\s](?:[^#]*[^#\s])?$/;
const id = z.string().regex(ID_PATTERN, {
  error: "an id must be non-empty, must not contain '#' and must not start or end with a space",
});

/** Mana symbols in braces: "{2}{U}{U}", "{W/P}", "" (no symbols). */
export const MANA_PATTERN = /^(?:\{[^{}\s]{1,12}\})*$/;
const mana = z.string().regex(MANA_PATTERN, {
  error: 'a mana cost is written as symbols in braces, e.g. "{2}{U}"',
});

const COLOR_WORDS: Readonly<Record<string, (typeof COLORS)[number]>> = {
  white: "W",
  w: "W",
  blue: "U",
  u: "U",
  black: "B",
  b: "B",
  red: "R",
  r: "R",
  green: "G",
  g: "G",
};
/** Colors are written as words or letters, in any case; the AST holds letters. */
export function colorLetter(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return COLOR_WORDS[value.toLowerCase()] ?? value;
}
const color = z.preprocess(colorLetter, z.enum(COLORS));
const colorList = z.array(color);

const stepName = z.enum(STEP_NAMES);
const zone = z.enum(ZONES);
const zoneOrStack = z.enum([...ZONES, "stack"]);
const face = z.enum(FACES);

/** Expected numbers may be quoted ("2"), like printed values in card data. */
function numericString(value: unknown): unknown {
  return typeof value === "string" && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
}
/**
 * An expected life total, power, toughness, loyalty or defense: any whole number JavaScript holds
 * exactly. These are compared, never acted on, and the game can take them past MAX_NUMBER (a
 * creature with a million +1/+1 counters), so that a board exported with its expectations loads.
 */
const derived = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const expectedNumber = z.preprocess(numericString, derived.nullable());

/** Printed power/toughness/loyalty/defense: "2", "*", "1+*"; a plain number is accepted. */
const printed = z.union([z.string(), signed], { error: 'text such as "2" or "*"' }).nullable();

const stringList = z.preprocess((v) => (typeof v === "string" ? [v] : v), z.array(nonEmpty));
const counters = z.record(nonEmpty, count);

// ---------------------------------------------------------------------------------------------
// References

export const SelectorSchema = strict({
  name: text.nullable().optional(),
  zone: zoneOrStack.optional(),
  controller: nonEmpty.optional(),
  owner: nonEmpty.optional(),
  token: z.boolean().optional(),
  copy: z.boolean().optional(),
  faceDown: z.boolean().optional(),
  ability: z.boolean().optional(),
  types: stringList.optional(),
  id: id.optional(),
  /** Extension: the Nth (0-based) of the matching objects, oldest first (e.g. one of two tokens). */
  index: z.number().int().min(0).max(MAX_NUMBER).optional(),
});

const selectRef = strict({ select: SelectorSchema });
const objectRef = z.union([id, selectRef], { error: "an object id or { select: … }" });
const target = z.union([nonEmpty, selectRef], {
  error: "an object id, a player name or { select: … }",
});
const targets = z.array(target);
const modes = z.preprocess((v) => (typeof v === "number" ? [v] : v), z.array(positive));

export type RawAnswer =
  | string
  | number
  | boolean
  | null
  | readonly RawAnswer[]
  | { readonly select: z.infer<typeof SelectorSchema>; readonly ability?: number }
  | { readonly replacementOrder: readonly string[] };
/** Extension: `{ select: …, ability: N }` names the Nth ability of the selected source, like `id#N` (4.3). */
const selectAnswer = strict({ select: SelectorSchema, ability: positive.optional() });
/** Extension: the order of replacement effects (616.1), `id` or `id#N` each, the first applied first. */
const replacementOrder = strict({ replacementOrder: z.array(nonEmpty).min(1) });
export const AnswerSchema: z.ZodType<RawAnswer> = z.lazy(() =>
  z.union([z.string(), signed, z.boolean(), z.null(), z.array(AnswerSchema), selectAnswer, replacementOrder], {
    error: "an answer (an id, a name, a number, yes/no, null, a list, { select: … } or { replacementOrder: [...] })",
  }),
);

// ---------------------------------------------------------------------------------------------
// Cards

const faceShape = {
  name: nonEmpty,
  nameFr: text.optional(),
  manaCost: mana.nullable().optional(),
  colors: colorList.optional(),
  colorIndicator: colorList.optional(),
  typeLine: text.optional(),
  power: printed.optional(),
  toughness: printed.optional(),
  loyalty: printed.optional(),
  defense: printed.optional(),
  oracleText: text.optional(),
};
export const CardFaceSchema = strict(faceShape);
export const CardSchema = strict({
  ...faceShape,
  layout: z.enum(LAYOUTS).optional(),
  faces: z.array(CardFaceSchema).optional(),
});

// ---------------------------------------------------------------------------------------------
// Setup

export const ChosenSchema = strict({
  color: color.optional(),
  creatureType: nonEmpty.optional(),
  cardName: nonEmpty.optional(),
  player: nonEmpty.optional(),
  number: signed.optional(),
  copyOf: id.nullable().optional(),
});

export const SetupObjectSchema = strict({
  id: id.optional(),
  card: nonEmpty.optional(),
  token: z.union([z.boolean(), CardSchema], { error: "true or a token definition" }).optional(),
  controller: nonEmpty.optional(),
  owner: nonEmpty.optional(),
  tapped: z.boolean().optional(),
  counters: counters.optional(),
  faceDown: z.boolean().optional(),
  face: face.optional(),
  flipped: z.boolean().optional(),
  damage: count.optional(),
  attachedTo: nonEmpty.nullable().optional(),
  summoningSick: z.boolean().optional(),
  chosen: ChosenSchema.optional(),
  protector: nonEmpty.optional(),
  /** Extension: a melded permanent (712.4a) — `card` and this card are its meld pair. */
  meldedWith: nonEmpty.optional(),
  /** Extension: a card in exile linked to this permanent's "exiled with" / imprint ability (607.2a). */
  exiledWith: id.optional(),
  /** Extension: the card is its owner's commander (903.3). */
  commander: z.boolean().optional(),
});

const zoneMap = z.record(z.string(), z.array(SetupObjectSchema).nullable());

export const SetupSchema = strict({
  life: z.record(z.string(), signed).optional(),
  poison: z.record(z.string(), count).optional(),
  energy: z.record(z.string(), count).optional(),
  battlefield: z.array(SetupObjectSchema).nullable().optional(),
  hand: zoneMap.optional(),
  library: zoneMap.optional(),
  graveyard: zoneMap.optional(),
  exile: zoneMap.optional(),
  command: zoneMap.optional(),
  manaPool: z.record(z.string(), mana).optional(),
});

// ---------------------------------------------------------------------------------------------
// Expectations

const objectChecks = {
  zone: zoneOrStack.optional(),
  name: text.nullable().optional(),
  manaCost: mana.nullable().optional(),
  manaValue: count.optional(),
  colors: colorList.optional(),
  types: z.array(nonEmpty).optional(),
  subtypes: z.array(nonEmpty).optional(),
  supertypes: z.array(nonEmpty).optional(),
  power: expectedNumber.optional(),
  toughness: expectedNumber.optional(),
  loyalty: expectedNumber.optional(),
  defense: expectedNumber.optional(),
  abilities: z.array(text).optional(),
  abilityCount: count.optional(),
  counters: counters.optional(),
  /** Extension: damage marked on the permanent (120.3e, 120.6). */
  damage: count.optional(),
  tapped: z.boolean().optional(),
  faceDown: z.boolean().optional(),
  face: face.optional(),
  flipped: z.boolean().optional(),
  token: z.boolean().optional(),
  copy: z.boolean().optional(),
  controller: nonEmpty.optional(),
  owner: nonEmpty.optional(),
  attacking: z.boolean().optional(),
  protector: nonEmpty.nullable().optional(),
  exists: z.boolean().optional(),
};
/** The keys of an object or select expectation that check something. */
export const OBJECT_CHECK_KEYS: readonly string[] = Object.keys(objectChecks);

const playerChecks = {
  life: derived.optional(),
  handSize: count.optional(),
  librarySize: count.optional(),
  graveyard: z.array(nonEmpty).optional(),
  lost: z.boolean().optional(),
  won: z.boolean().optional(),
  poison: count.optional(),
  energy: count.optional(),
};
export const PLAYER_CHECK_KEYS: readonly string[] = Object.keys(playerChecks);

export const StackEntrySchema = strict({
  name: text.nullable().optional(),
  controller: nonEmpty.optional(),
  copy: z.boolean().optional(),
  targets: targets.optional(),
  modes: modes.optional(),
  x: z.preprocess(numericString, count.nullable()).optional(),
  kicked: z.boolean().optional(),
  ability: z.boolean().optional(),
  source: objectRef.optional(),
});

/**
 * One flat map for the four kinds of expectation (object / select / player / stack);
 * normalize.ts decides the kind and rejects keys that do not belong to it.
 */
export const ExpectationSchema = strict(
  {
    object: objectRef.optional(),
    select: SelectorSchema.optional(),
    count: count.optional(),
    player: nonEmpty.optional(),
    stack: z.array(StackEntrySchema).optional(),
    ...objectChecks,
    ...playerChecks,
  },
  "a map (an expectation)",
);

// ---------------------------------------------------------------------------------------------
// Steps

export const CopyExceptionsSchema = strict({
  name: nonEmpty.optional(),
  manaCost: mana.nullable().optional(),
  colors: colorList.optional(),
  power: signed.optional(),
  toughness: signed.optional(),
  loyalty: signed.optional(),
  defense: signed.optional(),
  types: z.array(nonEmpty).optional(),
  subtypes: z.array(nonEmpty).optional(),
  supertypes: z.array(nonEmpty).optional(),
  addTypes: z.array(nonEmpty).optional(),
  addSubtypes: z.array(nonEmpty).optional(),
  addSupertypes: z.array(nonEmpty).optional(),
  removeSupertypes: z.array(nonEmpty).optional(),
  addAbilities: z.array(nonEmpty).optional(),
});

/** What a step kind's schema is built from (its module in steps/ gets these). */
const PARTS = {
  strict,
  id,
  nonEmpty,
  count,
  positive,
  stepName,
  zone,
  face,
  counters,
  objectRef,
  selectRef,
  target,
  targets,
  modes,
  card: CardSchema,
  copyExceptions: CopyExceptionsSchema,
};
export type SchemaParts = typeof PARTS;

type ActionShape = { [K in StepKey]: z.ZodOptional<z.ZodType<RawAction<K>>> };
/** One optional key per registered step kind (4.1, 4.2), in the registry's order. */
function actionShape(): ActionShape {
  const shape: Partial<Record<StepKey, z.ZodOptional<z.ZodType>>> = {};
  for (const key of STEP_KEYS) shape[key] = STEP_REGISTRY[key].schema(PARTS).optional();
  // Each key's schema is its definition's, whose output type is RawAction of that key.
  return shape as ActionShape;
}

export const StepSchema = strict(
  {
    ...actionShape(),
    // every step
    answers: z.array(AnswerSchema).optional(),
    illegal: z.boolean().optional(),
    check: z.array(ExpectationSchema).optional(),
  },
  "a map with one action key (cast, resolve, …)",
);

/** The keys of a step that name its action (4.1, 4.2); a step has exactly one. */
export const ACTION_KEYS = STEP_KEYS;

// ---------------------------------------------------------------------------------------------
// The file

/** A Magic file. A Grand Archive file (`rules: ga` or `ga-2025`) has its own schema (src/scenario/ga/schema.ts). */
export const ScenarioSchema = strict(
  {
    scenario: nonEmpty,
    rules: z.enum(RULESETS).optional(),
    cite: z
      .preprocess(
        (v) => (typeof v === "string" ? [v] : v),
        z.array(z.union([nonEmpty, z.number()], { error: 'a rule number such as "707.2"' })),
      )
      .nullable()
      .optional(),
    players: z.array(nonEmpty).min(1).nullable().optional(),
    turn: strict({
      active: nonEmpty.optional(),
      step: stepName.optional(),
      number: positive.optional(),
    }).optional(),
    cards: z.array(CardSchema).nullable().optional(),
    setup: SetupSchema.nullable().optional(),
    steps: z.array(StepSchema).nullable().optional(),
    expect: z.array(ExpectationSchema).nullable().optional(),
  },
  "a map with a scenario key",
);

export type RawScenario = z.infer<typeof ScenarioSchema>;
export type RawSetup = z.infer<typeof SetupSchema>;
export type RawSetupObject = z.infer<typeof SetupObjectSchema>;
export type RawCard = z.infer<typeof CardSchema>;
export type RawCardFace = z.infer<typeof CardFaceSchema>;
export type RawStep = z.infer<typeof StepSchema>;
export type RawExpectation = z.infer<typeof ExpectationSchema>;
export type RawStackEntry = z.infer<typeof StackEntrySchema>;
export type RawSelector = z.infer<typeof SelectorSchema>;
export type RawObjectRef = z.infer<typeof objectRef>;
export type RawTarget = z.infer<typeof target>;
export type RawCopyExceptions = z.infer<typeof CopyExceptionsSchema>;
