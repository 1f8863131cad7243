import type { TokenSpec } from "../abilities/token.js";
import type { FaceDef } from "../model/card.js";
import { activated } from "./dsl.js";

/**
 * 111.10i: the Incubator token that "incubate N" creates (701.53a) — a double-faced token: front, a
 * colorless Incubator artifact with "{2}: Transform this token."; back, a 0/0 colorless Phyrexian
 * artifact creature named Phyrexian Token.
 */
export const INCUBATOR: TokenSpec = {
  name: "Incubator",
  colors: [],
  types: ["Artifact"],
  subtypes: ["Incubator"],
  abilities: [
    activated("{2}: Transform this token.", {
      cost: { mana: "{2}" },
      effects: [{ do: "transform", what: { ref: "self" } }],
    }),
  ],
  text: "{2}: Transform this token.",
  back: {
    name: "Phyrexian Token",
    colors: [],
    types: ["Artifact", "Creature"],
    subtypes: ["Phyrexian"],
    power: 0,
    toughness: 0,
  },
};

/** 111.4: a token's faces as its creating effect defines them; its colors as a color indicator. */
export function tokenFaces(spec: TokenSpec): FaceDef[] {
  const face = (t: TokenSpec): FaceDef => ({
    name: t.name,
    manaCost: null,
    colorIndicator: [...t.colors],
    supertypes: [...(t.supertypes ?? [])],
    types: [...t.types],
    subtypes: [...t.subtypes],
    power: t.power === undefined ? null : String(t.power),
    toughness: t.toughness === undefined ? null : String(t.toughness),
    loyalty: null,
    defense: null,
    oracleText: t.text ?? "",
    abilities: t.abilities ?? [],
  });
  return spec.back ? [face(spec), face(spec.back)] : [face(spec)];
}
