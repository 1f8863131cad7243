import type { AbilityDef } from "../abilities/ability.js";
import type { Color } from "../model/color.js";
import type { PlayerId } from "../model/object.js";

/** Where an ability of an object came from: decides whether it is a CDA (604.3a) and its timestamp (613.7a). */
export type AbilityOrigin = "printed" | "copy" | "token" | "granted" | "intrinsic";

/**
 * One ability of one object. The key identifies this instance: choices made for it ("as enters"
 * choices, 614.12) and links between abilities (607, 707.7) attach to the key, so a choice never
 * made for an instance is undefined (607.5a).
 */
export interface AbilityInstance {
  readonly key: string;
  readonly def: AbilityDef;
  readonly origin: AbilityOrigin;
  /** The effect that granted or copied it in, with that effect's timestamp (613.7a). */
  readonly grantedBy?: string;
  readonly grantTimestamp?: number;
}

/**
 * The characteristics of an object at some point of the layer system (109.3, 613.1). Its lists
 * are values: an effect replaces a list, never changes one in place, so copies of the record may
 * share them (a copy is one object spread).
 */
export interface Characteristics {
  name: string | null;
  manaCost: string | null;
  colorIndicator: readonly Color[] | null;
  colors: readonly Color[];
  supertypes: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
  abilities: readonly AbilityInstance[];
  controller: PlayerId;
}

/** The name of a characteristic (109.3), as `Characteristics` holds it. */
export type CharacteristicKey = Exclude<keyof Characteristics, "colorIndicator">;

/** Every characteristic's key, in the order explanations show them. */
export const CHARACTERISTIC_KEYS: readonly CharacteristicKey[] = [
  "name",
  "manaCost",
  "colors",
  "supertypes",
  "types",
  "subtypes",
  "power",
  "toughness",
  "loyalty",
  "defense",
  "abilities",
  "controller",
];

/** A copy to change: its lists are shared (they are replaced, never changed in place). */
export function cloneCharacteristics(c: Characteristics): Characteristics {
  return { ...c };
}

/** A short printable form of one characteristic, for explanations and comparisons. */
export function showCharacteristic(c: Characteristics, key: CharacteristicKey): string {
  const v = c[key];
  if (key === "abilities") return c.abilities.map((a) => a.def.text.replace(/\n/g, " ")).join(" | ") || "(none)";
  if (v === null) return "(none)";
  if (Array.isArray(v)) return v.length === 0 ? "(none)" : v.join(" ");
  return String(v);
}
