import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { type Derived, derive } from "../layers/derive.js";
import type { Characteristics } from "../layers/characteristics.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { detectTriggers } from "./triggers.js";
import { writable } from "../model/writableObject.js";

/** 701.43d: it has "You may exert [this creature] as it attacks" (alone, or with its linked "When you do" trigger). */
function mayExertAsItAttacks(chars: Characteristics): boolean {
  return chars.abilities.some(
    ({ def }) =>
      (def.kind === "static" && def.rules?.some((r) => r.rule === "mayExertAsItAttacks") === true) ||
      (def.kind === "triggered" && def.trigger.on === "exerted" && def.trigger.asItAttacks === true),
  );
}

/**
 * 508.1g, 701.43d: as attackers are declared, the active player chooses, for each attacker that
 * may be exerted as it attacks, whether to exert it (an optional cost to attack); 701.43a: an
 * exerted permanent doesn't untap during its controller's next untap step. Returns those exerted.
 */
export function exertAttackers(ctx: Ctx, d: Derived, attackers: readonly ObjectId[]): ObjectId[] {
  const { state } = ctx;
  const exerted: ObjectId[] = [];
  for (const id of attackers) {
    const c = d.get(id);
    const o = state.objects[id];
    if (!c || !o || !mayExertAsItAttacks(c)) continue;
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: c.controller,
      prompt: `exert ${c.name ?? id} as it attacks?`,
      rule: "701.43d",
    });
    if (a.kind !== "yesNo" || !a.yes) continue;
    exertPermanent(ctx, id, c.controller, c.name ?? id);
    exerted.push(id);
  }
  return exerted;
}

/** 701.43a: "Exert this permanent" as a cost of its activated ability; "Whenever you exert" triggers. */
export function exertAsCost(ctx: Ctx, id: ObjectId, player: PlayerId, name: string): void {
  exertPermanent(ctx, id, player, name);
  detectTriggers(ctx, { event: "exerted", id }, derive(ctx.state));
}

/**
 * 701.43a: it doesn't untap during the next untap step of the player who exerted it (even if
 * another player controls it then: ruling 2017-04-18); 701.43b: exerting it again before that
 * step changes nothing.
 */
function exertPermanent(ctx: Ctx, id: ObjectId, player: PlayerId, name: string): void {
  const o = ctx.state.objects[id];
  if (o?.zone !== "battlefield") return; // 701.43c
  writable(ctx.state, o).skipsNextUntap = Object.freeze({ player }); // never changed in place: copies may share it
  changed(ctx.state, id);
  log(ctx.state, "exert", `${player} exerts ${name}`, "701.43a", [id]);
}
