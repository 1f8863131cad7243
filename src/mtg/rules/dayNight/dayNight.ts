import type { Derived } from "../../layers/derive.js";
import { derive } from "../../layers/derive.js";
import { memoizedFor } from "../../../kernel/memo.js";
import type { Ctx } from "../../game/ctx.js";
import { changedNoObject, log } from "../../game/draft.js";
import { transformPermanent } from "../transformPermanent.js";
import { hasDayNightKeyword, onWrongFace } from "./bound.js";

/** 730.1: the game becomes day or night (it then keeps exactly one of the two designations). */
export function becomeDayOrNight(ctx: Ctx, designation: "day" | "night", rule: string): void {
  const { state } = ctx;
  if (state.dayNight === designation) return;
  const before = state.dayNight;
  state.dayNight = designation;
  changedNoObject(state);
  log(state, "dayNight", before === undefined ? `it becomes ${designation}` : `${before} becomes ${designation}`, rule);
  transformBoundPermanents(ctx);
}

/**
 * 702.145c-d, 702.145f-g: immediate, not state-based actions: with neither designation, a daybound
 * permanent makes it day, else a nightbound one makes it night; then each daybound permanent front
 * face up at night and each nightbound one back face up by day transforms. Returns whether anything happened.
 */
export function dayNightChecks(ctx: Ctx): boolean {
  const { state } = ctx;
  if (state.dayNight === undefined) {
    const d = derive(state);
    const designation = memoizedFor(designations, d, dayNightDesignationFrom);
    if (designation === null) return false;
    becomeDayOrNight(ctx, designation, designation === "day" ? "702.145d" : "702.145g");
    return true;
  }
  return transformBoundPermanents(ctx);
}

/** Worked out once per derivation (a derivation never changes): asked at every check of state-based actions. */
const designations = new WeakMap<Derived, "day" | "night" | null>();

/** 702.145d, 702.145g: day if a permanent is daybound, else night if one is nightbound (one pass over the battlefield). */
function dayNightDesignationFrom(d: Derived): "day" | "night" | null {
  let night = false;
  for (const id of d.battlefield) {
    const c = d.get(id);
    if (hasDayNightKeyword(c, "daybound")) return "day";
    if (hasDayNightKeyword(c, "nightbound")) night = true;
  }
  return night ? "night" : null;
}

/** 702.145c, 702.145f: the permanents on the wrong face for the designation transform. */
function transformBoundPermanents(ctx: Ctx): boolean {
  let any = false;
  for (const o of onWrongFace(ctx.state, derive(ctx.state))) any = transformPermanent(ctx, o.id, "dayNight") || any;
  return any;
}

/**
 * 730.2, 502.2: as the second part of the untap step, the previous turn decides: day with no spell
 * cast by that turn's active player becomes night (730.2a); night with two or more becomes day
 * (730.2b); neither stays neither (730.2c).
 */
export function untapStepDayNightCheck(ctx: Ctx): void {
  const { state } = ctx;
  const previous = state.previousTurnActive;
  if (state.dayNight === undefined || previous === undefined) return;
  const cast = state.spellsCastLastTurnBy?.[previous] ?? 0;
  if (state.dayNight === "day" && cast === 0) becomeDayOrNight(ctx, "night", "730.2a");
  else if (state.dayNight === "night" && cast >= 2) becomeDayOrNight(ctx, "day", "730.2b");
}
