import type { Ctx } from "../game/ctx.js";
import type { GameObject } from "../model/object.js";
import { askChoice } from "./choices.js";
import { putCounters } from "./counters.js";
import { countersToPut } from "./doubling.js";
import { writable } from "../model/writableObject.js";

/**
 * 702.104a: tribute N — "As this creature enters, choose an opponent. That player may put an
 * additional N +1/+1 counters on it as it enters." 702.104b: whether they did is remembered for
 * "if tribute wasn't paid". A replacement effect: it enters with the counters (the rulings).
 */
export function tribute(ctx: Ctx, obj: GameObject, n: number, name: string): void {
  if (!ctx.state.players.some((p) => p.name !== obj.controller && !p.lost)) return;
  const chosen = askChoice(ctx, "opponent", obj.controller, `${name}: tribute ${n} — choose an opponent`);
  if (chosen.kind !== "player") return;
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: chosen.player,
    prompt: `${name}: tribute — put ${n} +1/+1 counter(s) on it as it enters?`,
    rule: "702.104a",
  });
  if (a.kind !== "yesNo" || !a.yes) return;
  putCounters(ctx.state, obj, "+1/+1", countersToPut(ctx.state, obj.id, n));
  writable(ctx.state, obj).tributePaid = true;
}
