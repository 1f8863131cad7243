/**
 * What the card data says of a card beside the rules: its official rulings, dated (Gatherer's,
 * from the built-in pool), and its French printing (name, type line, text) where the reference
 * data has it. The page shows them beside the explanation of the selected object.
 */
import { cardPools, rulingsOf } from "../scenario/catalog.js";
import type { CardNotesView } from "./protocol.js";

/** A card's rulings and French printing by any of its names; null when the pool doesn't know it. */
export function cardNotes(name: string): CardNotesView | null {
  for (const pool of cardPools()) {
    const n = pool.numberOf(name);
    if (n === undefined) continue;
    const card = pool.printed(n);
    return {
      name: card?.printed.name ?? name,
      rulings: rulingsOf(name).map((r) => ({ date: r.date, text: r.text })),
      french: (card?.french ?? []).map((f) => ({
        name: f.name ?? null,
        typeLine: f.typeLine ?? null,
        text: f.text ?? null,
      })),
    };
  }
  return null;
}
