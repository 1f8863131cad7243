import type { PlayerId } from "../model/object.js";
import { derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { changedNoObject, log } from "../game/draft.js";
import { cantGainLife } from "./playerRules.js";
import { player } from "../game/objects.js";
import { detectTriggers } from "./triggers.js";
import { recordLifeGained } from "./turnHistory.js";

/** 119.3: a player gains life; "whenever [a player] gains life" triggers once per event (119.9). */
export function gainLife(ctx: Ctx, who: PlayerId, amount: number): void {
  if (amount <= 0) return;
  const d = derive(ctx.state);
  if (cantGainLife(d, who)) {
    log(ctx.state, "life", `${who} can't gain life`, "119.7");
    return;
  }
  player(ctx.state, who).life += amount;
  recordLifeGained(ctx.state, who, amount);
  changedNoObject(ctx.state);
  detectTriggers(ctx, { event: "gainedLife", player: who, amount }, derive(ctx.state));
}
