import type { Ctx } from "../game/ctx.js";
import { changedNoObject, log } from "../game/draft.js";
import type { Characteristics } from "../layers/characteristics.js";
import { type Derived, derive } from "../layers/derive.js";
import type { GameObject, PlayerId } from "../model/object.js";

const PERMANENTS_FOR_BLESSING = 10;

const hasAscend = (chars: Characteristics | undefined): boolean =>
  chars?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "ascend") === true;

/** 702.131a-b: if `player` controls ten or more permanents and doesn't have the city's blessing, they get it. */
function blessIfTen(ctx: Ctx, d: Derived, player: PlayerId, rule: string): boolean {
  const { state } = ctx;
  const p = state.players.find((pl) => pl.name === player);
  if (!p || p.citysBlessing || p.lost) return false;
  const controlled = state.battlefield.filter((id) => d.get(id)?.controller === player).length;
  if (controlled < PERMANENTS_FOR_BLESSING) return false;
  p.citysBlessing = true; // 702.131c: for the rest of the game
  changedNoObject(state);
  log(state, "blessing", `${player} gets the city's blessing`, rule);
  return true;
}

/**
 * 702.131b: ascend on a permanent — "Any time you control ten or more permanents and you don't
 * have the city's blessing, you get the city's blessing for the rest of the game." Checked with
 * the state-based actions, so that continuous effects are reapplied before triggers are looked
 * for (702.131d). Returns whether a player got it.
 */
export function ascendPermanents(ctx: Ctx): boolean {
  const d = derive(ctx.state);
  let any = false;
  for (const id of ctx.state.battlefield) {
    const c = d.get(id);
    if (c && hasAscend(c) && blessIfTen(ctx, d, c.controller, "702.131b")) any = true;
  }
  return any;
}

/** 702.131a: ascend on an instant or sorcery is a spell ability, followed as the spell resolves. */
export function ascendAsSpellResolves(ctx: Ctx, spell: GameObject, chars: Characteristics | undefined): void {
  if (hasAscend(chars)) blessIfTen(ctx, derive(ctx.state), spell.controller, "702.131a");
}
