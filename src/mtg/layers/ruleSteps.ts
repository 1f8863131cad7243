import { SIEGE_ABILITY, SIEGE_ABILITY_KEY } from "../abilities/intrinsic.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { BASIC_LAND_TYPES, type BasicLandType, isBasicLandType } from "../model/typeLine.js";
import type { AbilityInstance, Characteristics } from "./characteristics.js";
import type { Tracer } from "./trace.js";

/**
 * The steps of the layer system that come from rules rather than from effects: each reads every
 * object's characteristics at its point of the layer system and replaces the ones it changes.
 */
type Chars = Map<ObjectId, Characteristics>;

/** The intrinsic mana ability of each basic land type: the same instance for every land (305.6). */
const INTRINSIC_MANA = new Map<BasicLandType, AbilityInstance>();

function intrinsicMana(t: BasicLandType): AbilityInstance {
  let a = INTRINSIC_MANA.get(t);
  if (!a) {
    const symbol = `{${BASIC_LAND_TYPES[t]}}`;
    a = {
      key: `i:${t}`,
      origin: "intrinsic",
      def: {
        kind: "activated",
        text: `{T}: Add ${symbol}.`,
        cost: { tap: true },
        effects: [{ do: "addMana", mana: symbol }],
        manaAbility: true,
      },
    };
    INTRINSIC_MANA.set(t, a);
  }
  return a;
}

/** 305.6: a land with a basic land type has that type's intrinsic mana ability (after layer 4). */
export function intrinsicManaAbilities(chars: Chars, tracer: Tracer | null): void {
  for (const [id, c] of chars) {
    const hadIntrinsic = c.abilities.some((a) => a.origin === "intrinsic");
    const basics = c.types.includes("Land") ? c.subtypes.filter(isBasicLandType) : [];
    if (!hadIntrinsic && basics.length === 0) continue;
    const next = {
      ...c,
      abilities: [...c.abilities.filter((a) => a.origin !== "intrinsic"), ...basics.map(intrinsicMana)],
    };
    chars.set(id, next);
    tracer?.rule(id, "4", "305.6", `intrinsic mana abilities of ${basics.join(", ") || "no basic land type"}`, c, next);
  }
}

/**
 * 310.11b: a Siege has the intrinsic ability "When the last defense counter is removed from this
 * permanent, …" — added once its types are known (after layer 4), like 305.6's mana abilities.
 */
export function intrinsicSiegeAbility(chars: Chars, tracer: Tracer | null): void {
  for (const [id, c] of chars) {
    if (!c.types.includes("Battle") || !c.subtypes.includes("Siege")) continue;
    const next = {
      ...c,
      abilities: [...c.abilities, { key: SIEGE_ABILITY_KEY, origin: "intrinsic" as const, def: SIEGE_ABILITY }],
    };
    chars.set(id, next);
    tracer?.rule(id, "4", "310.11b", "the intrinsic triggered ability of a Siege", c, next);
  }
}

/** 208.3: a creature has power and toughness; one without printed values starts at 0/0 (208.3a). */
export function creaturesHavePT(chars: Chars): void {
  for (const [id, c] of chars) {
    if (!c.types.includes("Creature") || (c.power !== null && c.toughness !== null)) continue;
    chars.set(id, { ...c, power: c.power ?? 0, toughness: c.toughness ?? 0 });
  }
}

/** 613.4c: +1/+1 and -1/-1 (and other P/T) counters apply in layer 7c. */
export function applyCounters(chars: Chars, state: GameState, tracer: Tracer | null): void {
  for (const [id, c] of chars) {
    const obj = state.objects[id];
    if (obj?.zone !== "battlefield" || c.power === null || c.toughness === null) continue;
    let dp = 0;
    let dt = 0;
    for (const kind in obj.counters) {
      const change = ptCounter(kind);
      const n = obj.counters[kind] ?? 0;
      if (change === null || n === 0) continue;
      dp += change.power * n;
      dt += change.toughness * n;
    }
    if (dp === 0 && dt === 0) continue;
    const next = { ...c, power: c.power + dp, toughness: c.toughness + dt };
    chars.set(id, next);
    tracer?.rule(id, "counters", "613.4c", "counters", c, next);
  }
}

const ptCounters = new Map<string, { power: number; toughness: number } | null>();

/** What a counter of this kind adds to P/T ("+1/+1", "-0/-2", 122.1a); null for other counters. */
function ptCounter(kind: string): { power: number; toughness: number } | null {
  let known = ptCounters.get(kind);
  if (known === undefined) {
    const m = /^([+-]\d+)\/([+-]\d+)$/.exec(kind);
    known = m ? { power: Number(m[1]), toughness: Number(m[2]) } : null;
    ptCounters.set(kind, known);
  }
  return known;
}

/** 208.3: noncreature permanents have no P/T; 306.5b / 310.4c: loyalty and defense are their counters. */
export function finalRules(chars: Chars, state: GameState, tracer: Tracer | null): void {
  for (const [id, c] of chars) {
    const obj = state.objects[id];
    if (obj?.zone !== "battlefield") continue;
    let next: Characteristics | null = null;
    if (!c.types.includes("Creature") && (c.power !== null || c.toughness !== null))
      next = { ...c, power: null, toughness: null };
    if (c.types.includes("Planeswalker")) next = { ...(next ?? c), loyalty: obj.counters.loyalty ?? 0 };
    if (c.types.includes("Battle")) next = { ...(next ?? c), defense: obj.counters.defense ?? 0 };
    if (!next) continue;
    chars.set(id, next);
    const rule = c.types.includes("Battle") ? "310.4c" : c.types.includes("Planeswalker") ? "306.5b" : "208.3";
    tracer?.rule(id, "rules", rule, "a permanent's P/T, loyalty and defense (its loyalty / defense counters)", c, next);
  }
}
