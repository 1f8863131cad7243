import { own } from "../../../kernel/records.js";
import type { ObjectRef } from "../../abilities/ref.js";
import type { Ctx } from "../../game/ctx.js";
import type { Resolution } from "../../game/resolution.js";
import type { ObjectId } from "../../model/object.js";
import { lastKnownOf } from "./lastKnownRefs.js";
import { resolveObjects } from "./refs.js";

/**
 * The spells an instruction copies: the one it names, or, if that spell has left the stack (it
 * was countered, or resolved), the spell as it last existed there (608.2h) — Banish into Fable's
 * ruling: its trigger "creates copies of Banish into Fable even if Banish into Fable is countered".
 */
export function spellsToCopy(ctx: Ctx, ref: ObjectRef, r: Resolution): ObjectId[] {
  const now = resolveObjects(ctx, ref, r);
  if (now.length > 0) return now;
  const known = lastKnownOf(ctx, ref, r);
  return known !== undefined && own(ctx.state.lastKnown, known)?.zone === "stack" ? [known] : [];
}
