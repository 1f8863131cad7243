import type { PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changedNoObject, illegal, log } from "../game/draft.js";
import { player } from "../game/objects.js";

/** 107.14: the energy symbol {E}, written once per energy counter ("{E}{E}" is two). */
export function energySymbols(n: number): string {
  return "{E}".repeat(n);
}

/** 122.1: the energy counters a player has (none unless given some). */
export function energyOf(ctx: Ctx, who: PlayerId): number {
  return player(ctx.state, who).energy ?? 0;
}

/** 107.14, 122.1: a player gets N energy counters ("you get {E}{E}"). */
export function getEnergy(ctx: Ctx, who: PlayerId, n: number): void {
  if (n <= 0) return;
  const p = player(ctx.state, who);
  p.energy = (p.energy ?? 0) + n;
  changedNoObject(ctx.state);
  log(ctx.state, "energy", `${who} gets ${energySymbols(n)}`, "107.14");
}

/** 107.14, 118.3: paying {E}: removing that many energy counters; a player can't pay more than they have. */
export function payEnergy(ctx: Ctx, who: PlayerId, n: number, name: string): void {
  const p = player(ctx.state, who);
  const have = p.energy ?? 0;
  if (have < n) illegal(`${name}: ${who} has ${have} energy, can't pay ${energySymbols(n)}`, "118.3");
  p.energy = have - n;
  changedNoObject(ctx.state);
  log(ctx.state, "pay", `${who} pays ${energySymbols(n)}`, "107.14");
}
