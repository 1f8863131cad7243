import type { GaAbilityDef } from "../abilities/ability.js";
import type { GaFace, Speed } from "../model/card.js";
import type { Element } from "../model/element.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";

/** An ability an object has now, with its own identity (for choices and "once" limits). */
export interface GaAbilityInstance {
  readonly key: string;
  readonly def: GaAbilityDef;
  /** printed; copied (a copy effect's values, its exceptions included); granted by an effect; gained from another object. */
  readonly origin: "printed" | "copied" | "granted" | "gained";
  readonly grantTimestamp?: number;
  /** For abilities gained from another object (Cheshire Cat): that object. */
  readonly from?: GaObjectId;
}

/** The characteristics of a card or object (Card Characteristics 1), plus its controller. */
export interface GaCharacteristics {
  name: string | null;
  elements: Element[];
  supertypes: string[];
  types: string[];
  classes: string[];
  subtypes: string[];
  reserveCost: number | null;
  memoryCost: number | null;
  level: number | null;
  power: number | null;
  life: number | null;
  durability: number | null;
  speed: Speed | null;
  abilities: GaAbilityInstance[];
  controller: GaPlayerId;
}

/** Every Grand Archive characteristic's key, in the order explanations show them. */
export const GA_CHARACTERISTIC_KEYS = [
  "name",
  "elements",
  "supertypes",
  "types",
  "classes",
  "subtypes",
  "reserveCost",
  "memoryCost",
  "level",
  "power",
  "life",
  "durability",
  "speed",
  "abilities",
  "controller",
] as const;
/** The name of a Grand Archive characteristic. */
export type GaCharacteristicKey = (typeof GA_CHARACTERISTIC_KEYS)[number];

export function characteristicsOfFace(
  face: GaFace,
  controller: GaPlayerId,
  origin: "printed" | "copied",
): GaCharacteristics {
  return {
    name: face.name,
    elements: [...face.elements],
    supertypes: [...face.supertypes],
    types: [...face.types],
    classes: [...face.classes],
    subtypes: [...face.subtypes],
    reserveCost: face.reserveCost,
    memoryCost: face.memoryCost,
    level: face.level,
    power: face.power,
    life: face.life,
    durability: face.durability,
    speed: face.speed,
    abilities: face.abilities.map((def, i) => ({ key: `a${i}`, def, origin })),
    controller,
  };
}

export function cloneCharacteristics(c: GaCharacteristics): GaCharacteristics {
  return {
    ...c,
    elements: [...c.elements],
    supertypes: [...c.supertypes],
    types: [...c.types],
    classes: [...c.classes],
    subtypes: [...c.subtypes],
    abilities: [...c.abilities],
  };
}

/** A characteristic as text, for expectations, traces and explanations. */
export function showGaCharacteristic(c: GaCharacteristics, key: GaCharacteristicKey): string {
  const list = (xs: readonly string[]) => (xs.length === 0 ? "(none)" : xs.join(" "));
  const num = (n: number | null) => (n === null ? "(none)" : String(n));
  switch (key) {
    case "name":
      return c.name ?? "(none)";
    case "elements":
      return list(c.elements);
    case "supertypes":
      return list(c.supertypes);
    case "types":
      return list(c.types);
    case "classes":
      return list(c.classes);
    case "subtypes":
      return list(c.subtypes);
    case "reserveCost":
      return num(c.reserveCost);
    case "memoryCost":
      return num(c.memoryCost);
    case "level":
      return num(c.level);
    case "power":
      return num(c.power);
    case "life":
      return num(c.life);
    case "durability":
      return num(c.durability);
    case "speed":
      return c.speed ?? "(none)";
    case "abilities":
      return c.abilities.length === 0 ? "(none)" : c.abilities.map((a) => `“${a.def.text}”`).join(" ");
    case "controller":
      return c.controller;
  }
}
