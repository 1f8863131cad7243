import { stringify } from "yaml";
import type { CardDef } from "../mtg/model/card.js";
import { COLORS } from "../mtg/model/color.js";
import { CREATURE_TYPES } from "../mtg/model/subtypes.js";
import type { StepName } from "../mtg/model/turn.js";
import { type CardSet, drawCard } from "./cardDraw.js";
import type { Rng } from "./rng.js";

/** A random board, as the text of a scenario file (setup only) that builds it. */
export interface RandomBoard {
  readonly yaml: string;
  readonly players: readonly string[];
}

const PLAYERS = ["Alice", "Bob", "Carol"] as const;
const STEPS: readonly StepName[] = [
  "upkeep",
  "main1",
  "main1",
  "main1",
  "beginCombat",
  "declareAttackers",
  "main2",
  "end",
];

const frontFace = (c: CardDef) => c.faces[0];
const isPermanentCard = (c: CardDef) => {
  const t = frontFace(c)?.types ?? [];
  return !t.includes("Instant") && !t.includes("Sorcery");
};
const replacementsOf = (c: CardDef) =>
  (frontFace(c)?.abilities ?? []).flatMap((a) => (a.kind === "replacement" ? [a.replacement] : []));

const isLand = (c: CardDef) => frontFace(c)?.types.includes("Land") === true;

interface SetupEntry {
  id: string;
  card: string;
  controller?: string;
  owner?: string;
  token?: boolean;
  tapped?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  summoningSick?: boolean;
  faceDown?: boolean;
  face?: "back";
  flipped?: boolean;
  attachedTo?: string;
  chosen?: Record<string, string>;
}

/**
 * Generates a small random game from the cards of `set` (cardDraw.ts): 2 players (sometimes 3), a few permanents
 * each (some tapped, damaged, with counters, summoning sick, face down, transformed, tokens, with
 * their "as enters" choices and copy choices), cards in hand, library and graveyard, a random turn
 * and step, and in about one game in four a mana pool that costs must be paid from.
 */
export function randomBoard(rng: Rng, seed: number, set: CardSet): RandomBoard {
  const players = rng.chance(0.1) ? [...PLAYERS] : [PLAYERS[0], PLAYERS[1]];
  let next = 0;
  const newId = () => `c${++next}`;
  const battlefield: SetupEntry[] = [];
  const legendary = new Set<string>();
  for (const controller of players) {
    const n = rng.range(0, 5);
    for (let i = 0; i < n; i++) {
      const card = drawCard(rng, set, rng.chance(0.3) ? isLand : isPermanentCard);
      if (!card) continue;
      const face = frontFace(card);
      if (face?.supertypes.includes("Legendary")) {
        // Two at once would ask the legend rule during the setup; once in a while, allow it.
        if (legendary.has(`${controller}:${card.name}`) && rng.chance(0.8)) continue;
        legendary.add(`${controller}:${card.name}`);
      }
      battlefield.push(permanentEntry(rng, card, controller, players, battlefield, newId(), set));
    }
  }
  const zone = (min: number, max: number) => {
    const out: Record<string, { id: string; card: string }[]> = {};
    for (const p of players) {
      const cards = Array.from({ length: rng.range(min, max) }, () => drawCard(rng, set)).filter(
        (c): c is CardDef => c !== undefined,
      );
      if (cards.length > 0) out[p] = cards.map((c) => ({ id: newId(), card: c.name }));
    }
    return out;
  };
  const hand = zone(1, 5);
  const library = zone(2, 6);
  const graveyard = zone(0, 3);
  const exile = zone(0, 1);
  const life: Record<string, number> = {};
  for (const p of players) if (rng.chance(0.3)) life[p] = rng.range(1, 20);
  const manaPool: Record<string, string> = {};
  if (rng.chance(0.25)) {
    for (const p of players)
      manaPool[p] = Array.from({ length: rng.range(0, 7) }, () => `{${rng.pick([...COLORS, "C"]) ?? "C"}}`).join("");
  }
  const doc = {
    scenario: `random board ${seed >>> 0}`,
    ...(players.length !== 2 ? { players } : {}),
    turn: { active: rng.pick(players) ?? "Alice", step: rng.pick(STEPS) ?? "main1", number: rng.range(1, 6) },
    setup: {
      ...(Object.keys(life).length > 0 ? { life } : {}),
      battlefield,
      hand,
      library,
      graveyard,
      exile,
      ...(Object.keys(manaPool).length > 0 ? { manaPool } : {}),
    },
  };
  return { yaml: stringify(doc, { lineWidth: 0, flowCollectionPadding: true }), players };
}

function permanentEntry(
  rng: Rng,
  card: CardDef,
  controller: string,
  players: readonly string[],
  earlier: readonly SetupEntry[],
  id: string,
  set: CardSet,
): SetupEntry {
  const face = frontFace(card);
  const e: SetupEntry = { id, card: card.name, controller };
  if (rng.chance(0.1)) e.owner = rng.pick(players) ?? controller;
  if (rng.chance(0.1)) e.token = true;
  if (rng.chance(0.15)) e.tapped = true;
  if (rng.chance(0.15)) e.summoningSick = true;
  const creature = face?.types.includes("Creature") === true;
  if (creature && rng.chance(0.15)) e.damage = rng.range(1, 2);
  if (rng.chance(0.12)) {
    const kind = rng.pick(["+1/+1", "-1/-1", "loyalty", "fade", "charge"]) ?? "+1/+1";
    e.counters = { [kind]: rng.range(1, 3) };
  }
  if (rng.chance(0.05) || (face?.oracleText.includes("Morph") && rng.chance(0.4))) e.faceDown = true;
  if (card.faces.length > 1 && (card.layout === "transform" || card.layout === "modal_dfc") && rng.chance(0.3))
    e.face = "back";
  if (card.layout === "flip" && rng.chance(0.3)) e.flipped = true;
  if (face?.subtypes.includes("Aura") || face?.subtypes.includes("Equipment")) {
    const hosts = earlier.filter((x) => x.card !== card.name);
    const host = rng.pick(hosts);
    if (host && rng.chance(0.8)) e.attachedTo = host.id;
  }
  const chosen: Record<string, string> = {};
  for (const r of replacementsOf(card)) {
    if (r.effect === "asEntersChoose" && rng.chance(0.85)) {
      if (r.choice === "color") chosen.color = rng.pick(["white", "blue", "black", "red", "green"]) ?? "blue";
      if (r.choice === "creatureType") chosen.creatureType = rng.pick(CREATURE_TYPES) ?? "Bear";
      if (r.choice === "cardName") chosen.cardName = (drawCard(rng, set) ?? card).name;
      if (r.choice === "opponent") chosen.player = rng.pick(players.filter((p) => p !== controller)) ?? controller;
    }
    // `copyOf` names the copy made by the permanent's own ability (707.5): it needs that ability up.
    if (
      r.effect === "entersAsCopy" &&
      r.from === undefined &&
      earlier.length > 0 &&
      !e.faceDown &&
      e.face !== "back" &&
      !e.flipped &&
      rng.chance(0.6)
    ) {
      const of = rng.pick(earlier);
      if (of) chosen.copyOf = of.id;
    }
  }
  if (Object.keys(chosen).length > 0) e.chosen = chosen;
  return e;
}
