import type { AbilityDef } from "../abilities/ability.js";
import { memoizedFor } from "../../kernel/memo.js";
import type { AbilityInstance } from "./characteristics.js";

/** An ability of an object's list in one of its forms (702: a keyword may be an activated or a triggered ability), with its place in the list. */
export interface AbilityInForm<F> {
  readonly a: AbilityInstance;
  readonly index: number;
  readonly form: F;
}

/**
 * The abilities of a list that have a form (`formOf` answers null for the others), worked out once
 * per list: a derivation replaces an object's list of abilities, never changes it. Asked for every
 * object whenever actions are listed or an event happens.
 */
export function abilitiesInForm<F>(
  formOf: (def: AbilityDef) => F | null,
): (abilities: readonly AbilityInstance[]) => readonly AbilityInForm<F>[] {
  const store = new WeakMap<readonly AbilityInstance[], readonly AbilityInForm<F>[]>();
  const make = (abilities: readonly AbilityInstance[]): readonly AbilityInForm<F>[] => {
    const out: AbilityInForm<F>[] = [];
    abilities.forEach((a, index) => {
      const form = formOf(a.def);
      if (form !== null) out.push({ a, index, form });
    });
    return out;
  };
  return (abilities) => memoizedFor(store, abilities, make);
}
