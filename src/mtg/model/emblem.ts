import type { AbilityDef } from "../abilities/ability.js";
import type { GameObject } from "./object.js";

/** 114.4: an emblem's abilities function in the command zone (its static and triggered abilities work there). */
export function isEmblemInCommandZone(obj: GameObject): boolean {
  return obj.emblem !== undefined && obj.zone === "command";
}

/**
 * 113.6b: a triggered ability that states it functions in the command zone (eminence: "if ~ is in
 * the command zone or on the battlefield") triggers from there.
 */
export function triggersFromCommandZone(def: AbilityDef): boolean {
  const cond = def.kind === "triggered" ? def.interveningIf : undefined;
  return cond?.is === "selfInZones" && cond.zones.includes("command");
}
