import type { KeywordAbility } from "../abilities/ability.js";
import { Filters } from "../abilities/filter.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { fittingSubtypes } from "../model/subtypes.js";
import type { AbilityInstance, Characteristics } from "./characteristics.js";
import type { Tracer } from "./trace.js";

/** The enchant creature ability a bestowed spell or permanent gains (702.103b). */
const ENCHANT_CREATURE: KeywordAbility = {
  kind: "keyword",
  text: "Enchant creature",
  keyword: "enchant",
  filter: Filters.creature,
};

const ENCHANTMENT: readonly string[] = ["Enchantment"];

const BESTOWED_ENCHANT: AbilityInstance = {
  key: "bestowed:enchant",
  def: ENCHANT_CREATURE,
  origin: "granted",
};

/** What the rule step says it does (explanations; French in explain/i18n.ts). */
export const BESTOWED_TEXT = "bestowed: an Aura enchantment with enchant creature";

/**
 * 702.103b, 702.103f: whether the object is bestowed now — a spell cast bestowed (or a copy of
 * one, 702.103c), the card while it is being cast bestowed (702.103d), or the permanent it
 * became while attached: unattached, it has ceased to be bestowed.
 */
export function isBestowed(obj: GameObject): boolean {
  return obj.decisions?.bestowed === true && (obj.zone !== "battlefield" || obj.attachedTo !== null);
}

/**
 * 702.103b: a bestowed spell or permanent is an Aura enchantment (205.1a: its other card types and
 * their subtypes are gone) with enchant creature. Applied before layer 4 (its effect began as the
 * spell was cast, before any other effect on the object, 613.7).
 */
export function bestowedObjects(chars: Map<ObjectId, Characteristics>, state: GameState, tracer: Tracer | null): void {
  for (const [id, c] of chars) {
    const obj = state.objects[id];
    if (!obj || !isBestowed(obj)) continue;
    const next: Characteristics = {
      ...c,
      types: ["Enchantment"],
      subtypes: [...fittingSubtypes(c.subtypes, ENCHANTMENT).filter((s) => s !== "Aura"), "Aura"],
      abilities: [...c.abilities, BESTOWED_ENCHANT],
    };
    chars.set(id, next);
    tracer?.rule(id, "4", "702.103b", BESTOWED_TEXT, c, next);
  }
}
