import type { Characteristics } from "../layers/characteristics.js";
import type { FaceDef } from "../model/card.js";

/**
 * Characteristics turned back into a face definition: the form copiable values take when a copy
 * effect fixes them (707.2, 707.2b). Abilities keep their own definitions and texts (707.2a).
 */
export function faceOf(c: Characteristics): FaceDef {
  return {
    name: c.name ?? "",
    manaCost: c.manaCost,
    colorIndicator: c.colorIndicator,
    colors: [...c.colors],
    supertypes: [...c.supertypes],
    types: [...c.types],
    subtypes: [...c.subtypes],
    power: c.power === null ? null : String(c.power),
    toughness: c.toughness === null ? null : String(c.toughness),
    loyalty: c.loyalty === null ? null : String(c.loyalty),
    defense: c.defense === null ? null : String(c.defense),
    oracleText: c.abilities.map((a) => a.def.text).join("\n"),
    abilities: c.abilities.filter((a) => a.origin !== "intrinsic").map((a) => a.def),
  };
}
