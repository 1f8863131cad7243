import { changed, log } from "../../game/draft.js";
import { payMana } from "../mana.js";
import { effectHandlers } from "./handler.js";

/**
 * Optional payments during resolution: "[do something] unless you pay [cost]" (118.12) and "you
 * may pay {cost}. If you do, …" (118.1, 608.2c).
 */
export const paymentEffects = effectHandlers({
  unlessYouPay: (ctx, e, r, runNested) => {
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: r.controller,
      prompt: `${r.sourceName ?? "ability"}: pay ${e.mana}? (if you don't, ${r.text})`,
      rule: "118.12",
    });
    if (a.kind === "yesNo" && a.yes) {
      payMana(ctx, r.controller, e.mana, 0);
      log(ctx.state, "pay", `${r.controller} pays ${e.mana}`, "118.12");
      return;
    }
    runNested(e.effects);
  },
  mayPay: (ctx, e, r, runNested) => {
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: pay ${e.mana}?`,
      rule: "118.1",
    });
    if (a.kind !== "yesNo" || !a.yes) return;
    payMana(ctx, r.controller, e.mana, 0);
    changed(ctx.state);
    log(ctx.state, "pay", `${r.controller} pays ${e.mana}`, "118.1");
    runNested(e.effects);
  },
});
