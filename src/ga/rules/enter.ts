import type { GaAbilityDef } from "../abilities/ability.js";
import { entersAsCopy } from "../copy/entersAsCopy.js";
import { addSubtypesToTokenCopy, createTokenCopy, type TokenCopyOptions } from "../copy/tokenCopy.js";
import { deriveGa } from "../layers/derive.js";
import { restrictionsMet } from "../layers/evaluate.js";
import type { GaObjectId } from "../model/object.js";
import { changed, log } from "../game/act.js";
import type { GaCtx } from "../game/decision.js";
import { queueTriggers } from "./triggers.js";

export interface EnterOptions {
  readonly rested?: boolean;
  /** Setup: the object an "enters as a copy" ability copied (null: declined), instead of a decision. */
  readonly copyOf?: GaObjectId | null;
}

/**
 * An object has just been put on the field: it enters as a copy if it has such an ability (Static
 * Copying 1: not a trigger, 2), awake unless told otherwise (Field 5), with durability counters
 * equal to its durability (Stats: Durability 3), and its On Enter abilities trigger.
 */
export function enterField(ctx: GaCtx, id: GaObjectId, options: EnterOptions = {}): void {
  const { state } = ctx;
  const obj = state.objects[id];
  if (!obj) return;
  obj.rested = options.rested === true;
  const d = deriveGa(state);
  const c = d.get(id);
  const eac = c?.abilities.find((a) => a.def.kind === "entersAsCopy");
  if (c && eac && eac.def.kind === "entersAsCopy" && restrictionsMet(d.view, eac.def.restrictions, c, c.controller)) {
    entersAsCopy(ctx, id, eac.def as Extract<GaAbilityDef, { kind: "entersAsCopy" }>, options.copyOf);
  }
  const after = deriveGa(state);
  const durability = after.copiable(id)?.durability ?? null;
  if (durability !== null) obj.counters.durability = durability;
  changed(state);
  const now = after.get(id);
  log(state, "enters", `${now?.name ?? id} enters the field${obj.rested ? " rested" : ""}`, "Game Zones - Field 3, 5");
  queueTriggers(ctx, id, now, "enter", id);
}

/**
 * Summons a token copy of an object (Tokens 4): the token (copy/tokenCopy.ts) enters the field as
 * any object does, so its On Enter abilities trigger. Returns the token's id.
 */
export function summonTokenCopy(ctx: GaCtx, of: GaObjectId, options: TokenCopyOptions): GaObjectId | null {
  const token = createTokenCopy(ctx, of, options);
  if (token === null) return null;
  enterField(ctx, token, { rested: options.rested === true });
  addSubtypesToTokenCopy(ctx.state, token, options);
  changed(ctx.state);
  return token;
}
