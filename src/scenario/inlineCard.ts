import { compileOracleText } from "../mtg/cards/oracle/compile.js";
import type { CardDef, FaceDef, Layout } from "../mtg/model/card.js";
import { colorsOfManaCost } from "../mtg/model/manaCost.js";
import { parseTypeLine } from "../mtg/model/typeLine.js";
import type { CardDef as ScenarioCard, CardFaceDef } from "./ast.js";

const ENGINE_LAYOUTS: readonly Layout[] = [
  "normal",
  "transform",
  "modal_dfc",
  "meld",
  "flip",
  "split",
  "adventure",
  "saga",
  "token",
];

/**
 * A card defined by a scenario (docs/scenario-format.md §5), as the engine's card: printed fields as given, abilities
 * compiled from its Oracle text (keywords and known templates executed, the rest kept as text).
 */
export function inlineCard(card: ScenarioCard): CardDef {
  const faces = card.faces && card.faces.length > 0 ? card.faces : [card];
  const layout = (ENGINE_LAYOUTS as readonly string[]).includes(card.layout ?? "normal")
    ? (card.layout ?? "normal")
    : "normal";
  return {
    name: card.name,
    ...(card.nameFr ? { nameFr: card.nameFr } : {}),
    layout: layout as Layout,
    faces: faces.map((f) => inlineFace(f)),
  };
}

function inlineFace(f: CardFaceDef): FaceDef {
  const t = parseTypeLine(f.typeLine ?? "");
  const manaCost = f.manaCost ? f.manaCost : null;
  // A face whose given colors differ from its mana cost's has them as a color indicator (204).
  const fromCost = colorsOfManaCost(manaCost);
  const given = f.colorIndicator ?? (f.colors && f.colors.join("") !== fromCost.join("") ? f.colors : null);
  return {
    name: f.name,
    manaCost,
    colorIndicator: given ? [...given] : null,
    supertypes: t.supertypes,
    types: t.types,
    subtypes: t.subtypes,
    power: f.power ?? null,
    toughness: f.toughness ?? null,
    loyalty: f.loyalty ?? null,
    defense: f.defense ?? null,
    oracleText: f.oracleText ?? "",
    abilities: compileOracleText(f.oracleText ?? "", f.name),
  };
}

/** Abilities of a card that the engine keeps as text only (reported as warnings, docs/scenario-format.md §5). */
export function unexecutedAbilities(card: CardDef): string[] {
  return card.faces.flatMap((f) => f.abilities.filter((a) => a.kind === "text").map((a) => `${f.name}: "${a.text}"`));
}
