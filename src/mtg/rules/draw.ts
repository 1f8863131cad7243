import type { PlayerId } from "../model/object.js";
import { recordDraw } from "./turnHistory.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { derive } from "../layers/derive.js";
import { detectTriggers } from "./triggers.js";
import { moveObject } from "./zones.js";
import { revealForMiracle } from "./miracleReveal.js";
import { dredgeInsteadOfDraw } from "./dredge.js";

/** 121.1: draws cards one at a time; drawing from an empty library is noted for 704.5b. */
export function drawCards(ctx: Ctx, who: PlayerId, n: number): void {
  for (let i = 0; i < n; i++) {
    if (dredgeInsteadOfDraw(ctx, who)) continue; // 702.52a, 614.1a
    const p = player(ctx.state, who);
    const top = p.library[0];
    if (top === undefined) {
      // 121.4, 704.5b: the player will lose; the draws left have no other effect (a huge X stays cheap).
      p.drewFromEmpty = true;
      log(ctx.state, "draw", `${who} draws from an empty library${n - i > 1 ? ` (${n - i} cards)` : ""}`, "121.4");
      break;
    }
    const drawn = moveObject(ctx, top, "hand");
    log(ctx.state, "draw", `${who} draws a card`, "121.1");
    recordDraw(ctx.state, who);
    if (drawn !== null) revealForMiracle(ctx, who, drawn); // 702.94a
    detectTriggers(ctx, { event: "drewCard", player: who }, derive(ctx.state));
  }
}
