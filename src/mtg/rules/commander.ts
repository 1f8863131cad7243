import type { CardDef } from "../model/card.js";
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

/**
 * 903.3: a commander is a legendary creature, Vehicle or Spacecraft card, or (903.3a) a card whose
 * ability says it can be your commander. Judged on the card's front face as printed.
 */
export function canBeCommander(def: CardDef): boolean {
  const face = def.faces[0];
  if (!face) return false;
  const says = face.abilities.some((a) => a.kind === "static" && a.rules?.some((r) => r.rule === "canBeYourCommander"));
  const kind =
    face.types.includes("Creature") || face.subtypes.includes("Vehicle") || face.subtypes.includes("Spacecraft");
  return says || (face.supertypes.includes("Legendary") && kind);
}
