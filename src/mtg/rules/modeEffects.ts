import type { Mode } from "../abilities/ability.js";
import type { Ctx } from "../game/ctx.js";
import type { Resolution } from "../game/resolution.js";
import { runEffects } from "./effects.js";

/**
 * 608.2c, 700.2d: performs the chosen modes in order, each reading its own targets (a mode's slots
 * each hold one target: the compiler makes no mode with a variable number of targets).
 */
export function runModes(ctx: Ctx, modes: readonly Mode[], chosen: readonly number[], r: Resolution): void {
  let offset = 0;
  for (const m of chosen) {
    const mode = modes[m];
    if (!mode) continue;
    const n = mode.targets?.length ?? 0;
    const targets = r.decisions.targets.slice(offset, offset + n);
    offset += n;
    runEffects(ctx, mode.effects, { ...r, decisions: { ...r.decisions, targets } });
  }
}
