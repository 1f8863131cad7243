import type { GameObject, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";

/** 903.8: how many times `caster` has cast the commander card `card` from the command zone this game. */
export function commanderCastsOf(state: GameState, caster: PlayerId, card: string | null): number {
  const casts = state.players.find((p) => p.name === caster)?.commanderCasts;
  return card === null || !casts ? 0 : (casts[card] ?? 0);
}

/** 903.8: the commander tax — {2} for each previous time its caster cast it from the command zone. */
export function commanderTax(state: GameState, commander: GameObject, caster: PlayerId): string {
  return "{2}".repeat(commanderCastsOf(state, caster, commander.card));
}

/** 903.8: a player may cast a commander they own from the command zone. */
export function castableFromCommandZone(obj: GameObject | undefined): boolean {
  return obj?.commander === true && obj.zone === "command";
}
