import type { StaticEffect } from "../../../abilities/ability.js";
import { Filters } from "../../../abilities/filter.js";

/**
 * 613.1b, 303.4: "You control enchanted creature." (Control Magic, Mind Control): the Aura's
 * static ability changes the control of the permanent it's attached to, in layer 2, for as long
 * as it stays attached.
 */
export function parseControlAttached(sentence: string): StaticEffect | null {
  if (!/^You control enchanted (creature|permanent|artifact|land|planeswalker)$/.test(sentence)) return null;
  return { affects: Filters.attached, parts: [{ op: "control", to: "effectController" }] };
}
