import { own } from "../../../kernel/records.js";
import type { Ctx } from "../../game/ctx.js";
import type { ObjectId } from "../../model/object.js";

/**
 * "that many [kind] counters" of one object (122.1): on it as the instruction resolves (`now`), or
 * as it last existed on the battlefield once it has left (608.2h: Ochre Jelly's counters as it died).
 */
export function countersOnValue(
  ctx: Ctx,
  now: ObjectId | undefined,
  known: ObjectId | undefined,
  kind: string,
): number {
  if (now !== undefined) return ctx.state.objects[now]?.counters[kind] ?? 0;
  return (known === undefined ? undefined : own(ctx.state.lastKnown, known)?.counters[kind]) ?? 0;
}
