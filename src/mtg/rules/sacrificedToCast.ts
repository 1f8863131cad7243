import { own } from "../../kernel/records.js";
import type { Ctx } from "../game/ctx.js";
import type { ObjectId } from "../model/object.js";

/** "for each creature sacrificed this way": how many permanents were sacrificed to cast `spell` (its last known decisions once gone). */
export function sacrificedToCast(ctx: Ctx, spell: ObjectId | null): number {
  if (spell === null) return 0;
  const o = own(ctx.state.objects, spell) ?? own(ctx.state.lastKnown, spell);
  return o?.decisions?.sacrificed.length ?? 0;
}
