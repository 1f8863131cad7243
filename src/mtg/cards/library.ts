import type { AbilityDef } from "../abilities/ability.js";
import type { CardDef, FaceDef } from "../model/card.js";
import { ALL_DEFINITIONS } from "./definitions/index.js";
import type { CardAbilities } from "./dsl.js";
import { compileOracleText } from "./oracle/compile.js";
import { PRINTED } from "./printed.js";
import type { PrintedCard } from "./printedCard.js";

/** The built-in card library: printed data of the reference cards with their abilities. */
export interface Library {
  readonly cards: readonly CardDef[];
  /** Lower-case English name, front-face name and French name → card. */
  readonly byName: ReadonlyMap<string, CardDef>;
  /** Cards whose abilities are hand-written definitions (the rest come from compiled Oracle text). */
  readonly defined: ReadonlySet<string>;
}

export function buildCard(printed: PrintedCard, definition: CardAbilities | undefined): CardDef {
  const faces: FaceDef[] = printed.faces.map((f, i) => {
    const abilities: readonly AbilityDef[] = definition?.faces[i] ?? compileOracleText(f.oracleText, f.name);
    return { ...f, abilities };
  });
  return { name: printed.name, ...(printed.nameFr ? { nameFr: printed.nameFr } : {}), layout: printed.layout, faces };
}

function build(): Library {
  const defs = new Map(ALL_DEFINITIONS.map((d) => [d.name, d]));
  const cards = PRINTED.map((p) => buildCard(p, defs.get(p.name)));
  const byName = new Map<string, CardDef>();
  for (const card of cards) {
    byName.set(card.name.toLowerCase(), card);
    const front = card.faces[0]?.name;
    if (front && !byName.has(front.toLowerCase())) byName.set(front.toLowerCase(), card);
  }
  // French names are accepted wherever a card is named, after every English name.
  for (const card of cards) if (card.nameFr && !byName.has(card.nameFr.toLowerCase())) byName.set(card.nameFr.toLowerCase(), card);
  return { cards, byName, defined: new Set(defs.keys()) };
}

export const LIBRARY: Library = build();
