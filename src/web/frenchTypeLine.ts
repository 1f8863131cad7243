/**
 * Type lines in French word order. A card whose type line is as printed shows its printed French
 * type line (from the card pool's French printing); any other type line is put in French order:
 * the last card type first, the others joined to it ("Artifact Creature" → "Créature-artefact"),
 * supertypes after it as adjectives ("Legendary Land" → "Terrain légendaire"), then the subtypes,
 * translated where this table knows them (the basic land types and a few common ones).
 */
import { cardPools } from "../scenario/catalog.js";

const TYPES: Readonly<Record<string, string>> = {
  Artifact: "artefact",
  Creature: "créature",
  Enchantment: "enchantement",
  Land: "terrain",
  Planeswalker: "planeswalker",
  Instant: "éphémère",
  Sorcery: "rituel",
  Battle: "bataille",
  Kindred: "tribal",
  Tribal: "tribal",
};

const SUPERTYPES: Readonly<Record<string, string>> = {
  Legendary: "légendaire",
  Basic: "de base",
  Snow: "neigeux",
  World: "du monde",
};

const SUBTYPES: Readonly<Record<string, string>> = {
  Plains: "Plaine",
  Island: "Île",
  Swamp: "Marais",
  Mountain: "Montagne",
  Forest: "Forêt",
  Angel: "Ange",
  Shapeshifter: "Changeforme",
  Construct: "Construction",
  Illusion: "Illusion",
  Human: "Humain",
  Wizard: "Sorcier",
  Warrior: "Guerrier",
  Soldier: "Soldat",
  Elf: "Elfe",
  Druid: "Druide",
  Zombie: "Zombie",
  Plant: "Plante",
  Goblin: "Gobelin",
  Dragon: "Dragon",
  Equipment: "Équipement",
  Aura: "Aura",
  Saga: "Saga",
  Vehicle: "Véhicule",
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The type line in French order, from its English parts. */
export function frenchOrder(
  supertypes: readonly string[],
  types: readonly string[],
  subtypes: readonly string[],
): string {
  const french = types.map((t) => TYPES[t] ?? t);
  const main = french[french.length - 1];
  const head = main === undefined ? "" : cap([main, ...french.slice(0, -1)].join("-"));
  const left = [head, ...supertypes.map((s) => SUPERTYPES[s] ?? s)].filter((x) => x !== "").join(" ");
  return subtypes.length > 0 ? `${left} — ${subtypes.map((s) => SUBTYPES[s] ?? s).join(" ")}` : left;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The French type line of an object of card `card` (face `face`) whose type line is now the given
 * parts: the printed French one if the parts are the face's printed ones and the pool has it, else
 * the parts in French order.
 */
export function frenchTypeLine(
  card: string | null,
  face: number,
  supertypes: readonly string[],
  types: readonly string[],
  subtypes: readonly string[],
): string {
  if (card !== null) {
    for (const pool of cardPools()) {
      const n = pool.numberOf(card);
      if (n === undefined) continue;
      const p = pool.printed(n);
      const f = p?.printed.faces[face];
      const fr = p?.french[face]?.typeLine;
      if (f && fr && same(f.supertypes, supertypes) && same(f.types, types) && same(f.subtypes, subtypes)) return fr;
      break;
    }
  }
  return frenchOrder(supertypes, types, subtypes);
}
