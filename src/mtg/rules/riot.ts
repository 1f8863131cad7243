import type { KeywordAbility } from "../abilities/ability.js";
import type { Ctx } from "../game/ctx.js";
import { recordEffect } from "../game/recordEffect.js";
import type { GameObject } from "../model/object.js";
import { putCounters } from "./counters.js";
import { countersToPut } from "./doubling.js";

const HASTE: KeywordAbility = { kind: "keyword", text: "Haste", keyword: "haste" };

/**
 * 702.136a: riot — "You may have this permanent enter with an additional +1/+1 counter on it. If
 * you don't, it gains haste." A replacement effect chosen as it enters; the haste lasts as long as
 * it stays on the battlefield, whoever controls it (the rulings).
 */
export function riot(ctx: Ctx, obj: GameObject, name: string, text: string): void {
  const a = ctx.chooser.choose({
    kind: "yesNo",
    player: obj.controller,
    prompt: `${name}: riot — enter with an additional +1/+1 counter (no: it gains haste)?`,
    rule: "702.136a",
  });
  if (a.kind === "yesNo" && a.yes) {
    // 614.1c: counters it enters with are put there by an effect (doubled by 614.1a effects).
    putCounters(ctx.state, obj, "+1/+1", countersToPut(ctx.state, obj.id, 1));
    return;
  }
  recordEffect(ctx.state, {
    sourceId: obj.id,
    sourceName: name,
    controller: obj.controller,
    duration: "permanent",
    affected: [obj.id],
    parts: [{ op: "addAbilities", abilities: [HASTE] }],
    rule: "702.136a",
    text,
  });
}
