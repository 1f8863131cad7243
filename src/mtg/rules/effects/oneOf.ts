import { effectHandlers } from "./handler.js";

/** 608.2d: the controller chooses one of the instructions as the effect happens ("tap or untap"). */
export const oneOfEffects = effectHandlers({
  oneOf: (ctx, e, r, runNested) => {
    const list = e.labels.map((l, i) => `${i + 1}: ${l}`).join(", ");
    const a = ctx.chooser.choose({
      kind: "chooseNumber",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: choose ${list}${e.optional ? ", 0: neither" : ""}`,
      min: e.optional ? 0 : 1,
      max: e.options.length,
      rule: "608.2d",
    });
    const n = a.kind === "number" ? a.n : 0;
    const chosen = e.options[n - 1];
    if (!chosen) return;
    runNested(chosen);
  },
});
