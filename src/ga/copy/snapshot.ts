import type { GaAbilityDef } from "../abilities/ability.js";
import type { CopyException, CopySnapshot } from "../abilities/copyException.js";
import type { GaCharacteristics } from "../layers/characteristics.js";
import type { GaFace } from "../model/card.js";
import type { GaObjectId } from "../model/object.js";

/** A face holding the given characteristics (what a copy or token is printed with). */
export function faceOfCharacteristics(c: GaCharacteristics): GaFace {
  return {
    name: c.name ?? "",
    elements: [...c.elements],
    supertypes: [...c.supertypes],
    types: [...c.types],
    classes: [...c.classes],
    subtypes: [...c.subtypes],
    reserveCost: c.reserveCost,
    memoryCost: c.memoryCost,
    level: c.level,
    power: c.power,
    life: c.life,
    durability: c.durability,
    speed: c.speed,
    lineageName: null,
    // Abilities gained from other objects are not part of the object's own text.
    abilities: c.abilities.filter((a) => a.origin !== "gained").map((a) => a.def),
  };
}

export function describeException(e: CopyException): string {
  switch (e.except) {
    case "name":
      return `its name is ${e.name}`;
    case "addAbility":
      return `it has “${e.ability.text}”`;
    case "addTypes":
      return `it is ${[...(e.subtypes ?? []), ...(e.types ?? [])].join(" ")} in addition`;
    case "power":
      return `it gets ${e.by >= 0 ? "+" : ""}${e.by} POWER`;
    case "notPrepared":
      return "it isn't prepared";
  }
}

/**
 * The values a copy gets (Copying Objects 1, 5; Game Effects 7: taken as the effect resolves),
 * with the copy effect's exceptions applied.
 */
export function takeSnapshot(
  values: GaCharacteristics,
  from: GaObjectId,
  exceptions: readonly CopyException[],
  rule: string,
): CopySnapshot {
  let face = faceOfCharacteristics(values);
  for (const e of exceptions) {
    switch (e.except) {
      case "name":
        face = { ...face, name: e.name };
        break;
      case "addAbility":
        face = { ...face, abilities: [...face.abilities, e.ability as GaAbilityDef] };
        break;
      case "addTypes":
        face = {
          ...face,
          types: [...face.types, ...(e.types ?? []).filter((t) => !face.types.includes(t))],
          subtypes: [...face.subtypes, ...(e.subtypes ?? []).filter((t) => !face.subtypes.includes(t))],
        };
        break;
      case "power":
        face = { ...face, power: (face.power ?? 0) + e.by };
        break;
      case "notPrepared":
        break;
    }
  }
  return { face, note: { from, name: values.name, exceptions: exceptions.map(describeException), rule } };
}
