import type { ObjectFilter } from "../abilities/filter.js";
import type { Color } from "./color.js";
import type { ObjectId, PlayerId, ZoneName } from "./object.js";

/**
 * A spell as it was when it became cast (601.2i): who cast it, from where, and the
 * characteristics "the first instant or sorcery spell you cast each turn" asks about. Kept after
 * the spell left the stack (Thousand-Year Storm's ruling: a countered spell was still cast).
 */
export interface SpellCastRecord {
  /** The spell's id on the stack (the permanent it became is its successor, 400.7). */
  readonly spell: ObjectId;
  readonly caster: PlayerId;
  readonly from: ZoneName;
  readonly name: string | null;
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly string[];
  readonly colors: readonly Color[];
  readonly manaValue: number;
}

/**
 * What happened so far this turn, for the abilities that look back at it: spells cast (in
 * order), players who attacked (508.1), permanents put into a graveyard from the battlefield
 * (700.4: the creatures among them died), and the abilities that "trigger only once each turn"
 * which did. Begins empty at the start of each turn (500.1); absent is the same as empty.
 */
export interface TurnHistory {
  readonly spellsCast: readonly SpellCastRecord[];
  /** Players who declared one or more attacking creatures this turn (raid). */
  readonly attacked: readonly PlayerId[];
  /** The creatures declared as attackers this turn, by their id then (508.1: "if this creature attacked this turn"). */
  readonly attackers: readonly ObjectId[];
  /** One entry per card drawn this turn: who drew it (121.1: "your second card each turn"). */
  readonly drawn: readonly PlayerId[];
  /** The controller of each permanent that left the battlefield this turn, one entry each (revolt). */
  readonly left: readonly PlayerId[];
  /** Life each player gained this turn (119.3: "if you gained 3 or more life this turn"). */
  readonly lifeGained: Readonly<Record<PlayerId, number>>;
  /** Life each player lost this turn (119.3; paying life is losing it, 119.4): spectacle (702.137a). */
  readonly lifeLost?: Readonly<Record<PlayerId, number>>;
  /** Each source that dealt combat damage to a player this turn: its controller and subtypes then (prowl, 702.76a). */
  readonly combatDamageToPlayers?: readonly { readonly controller: PlayerId; readonly subtypes: readonly string[] }[];
  /** Creatures that died this turn, by the id they had on the battlefield (morbid, 700.4). */
  readonly died: readonly ObjectId[];
  /** How many permanents were put into a graveyard from the battlefield this turn (gravestorm, 702.69a). */
  readonly toGraveyard: number;
  /**
   * "sourceId key" of the abilities that triggered this turn and may trigger only once each turn,
   * and of those whose "Do this only once each turn" action was taken this turn (603.2h).
   */
  readonly triggeredOnce: readonly string[];
  /** The objects that became the target of a spell or ability this turn, one entry per time (115.1). */
  readonly targeted?: readonly ObjectId[];
}

export function emptyTurnHistory(): TurnHistory {
  return {
    spellsCast: [],
    attacked: [],
    attackers: [],
    drawn: [],
    left: [],
    lifeGained: {},
    died: [],
    toGraveyard: 0,
    triggeredOnce: [],
  };
}

/** The turn's history of a state (absent in states saved before it was kept: empty). */
export function turnHistoryOf(state: { readonly turnHistory?: TurnHistory }): TurnHistory {
  return state.turnHistory ?? emptyTurnHistory();
}

/**
 * Whether a recorded spell matches a spell filter ("instant or sorcery", "noncreature", "red",
 * "with mana value 4 or less"); null when the filter asks about something a record doesn't keep.
 */
export function castRecordMatches(r: SpellCastRecord, f: ObjectFilter): boolean | null {
  switch (f.is) {
    case "all":
    case "any": {
      const each = f.of.map((g) => castRecordMatches(r, g));
      if (each.includes(null)) return null;
      return f.is === "all" ? each.every(Boolean) : each.some(Boolean);
    }
    case "not": {
      const inner = castRecordMatches(r, f.filter);
      return inner === null ? null : !inner;
    }
    case "type":
      return r.types.includes(f.type);
    case "subtype":
      return r.subtypes.includes(f.subtype);
    case "supertype":
      return r.supertypes.includes(f.supertype);
    case "color":
      return r.colors.includes(f.color);
    case "colorless":
      return r.colors.length === 0;
    case "multicolored":
      return r.colors.length >= 2;
    case "named":
      return r.name === f.name;
    case "manaValue": {
      const bounds = [f.atMost, f.atLeast, f.equals];
      if (bounds.some((b) => b !== undefined && typeof b !== "number")) return null;
      return (
        (typeof f.atMost !== "number" || r.manaValue <= f.atMost) &&
        (typeof f.atLeast !== "number" || r.manaValue >= f.atLeast) &&
        (typeof f.equals !== "number" || r.manaValue === f.equals)
      );
    }
    default:
      return null;
  }
}

/** Whether every spell could be asked `castRecordMatches` with this filter (checked when compiling). */
export function recordableSpellFilter(f: ObjectFilter): boolean {
  const probe: SpellCastRecord = {
    spell: "",
    caster: "",
    from: "hand",
    name: null,
    types: [],
    subtypes: [],
    supertypes: [],
    colors: [],
    manaValue: 0,
  };
  return castRecordMatches(probe, f) !== null;
}
