import type { GameObject } from "./object.js";

/** 114.4: an emblem's abilities function in the command zone (its static and triggered abilities work there). */
export function isEmblemInCommandZone(obj: GameObject): boolean {
  return obj.emblem !== undefined && obj.zone === "command";
}
