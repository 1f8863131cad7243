import type { GameState } from "../model/state.js";
import type { GameObject } from "../model/object.js";
import { derive } from "../layers/derive.js";
import { illegal } from "../game/draft.js";
import { abilityGroup, manaValueOf } from "../layers/evaluate.js";

/**
 * 107.3c: "X is the mana value of the exiled card" (Soul Foundry, Elite Arcanist): the value of X
 * is defined by the text, not chosen — the mana value of the card the linked ability exiled
 * (607.2a), still in exile. With no such card X is undefined and can't be paid: the ability can't
 * be activated (Prototype Portal's ruling of 2011-01-01).
 */
export function linkedExiledManaValue(state: GameState, source: GameObject, abilityKey: string): number {
  const exiled = (source.linked[abilityGroup(abilityKey)] ?? []).find((id) => state.objects[id]?.zone === "exile");
  const d = derive(state);
  const c = exiled ? d.get(exiled) : undefined;
  if (!exiled || !c)
    return illegal("X is the mana value of the exiled card, and no card is exiled: X is undefined", "107.3c");
  return manaValueOf(d.view, exiled, c);
}
