import { log } from "../../game/draft.js";
import { payMana } from "../mana.js";
import { effectHandlers } from "./handler.js";

/** Optional payments during resolution (118.12): "[do something] unless you pay [cost]". */
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
});
