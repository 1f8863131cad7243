import { derive } from "../../layers/derive.js";
import { linkedChoice } from "../../layers/evaluate.js";
import { changedNoObject, illegal, log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { perspective } from "../../game/resolution.js";
import { effectHandlers } from "./handler.js";

/** Adding mana to a player's mana pool (106.4). */
export const manaEffects = effectHandlers({
  addMana: (ctx, e, r) => {
    player(ctx.state, r.controller).manaPool.push(...(e.mana.match(/\{[^}]+\}/g) ?? []));
    changedNoObject(ctx.state); // a mana pool: no object changes
  },
  addManaOfChosenColor: (ctx, _e, r) => {
    const { state } = ctx;
    // 607.2a, 607.5a: the color chosen for the linked "as enters" ability; an undefined choice adds nothing.
    const choice = linkedChoice(derive(state).view, perspective(r), "color");
    if (choice?.kind === "color") player(state, r.controller).manaPool.push(`{${choice.color}}`);
    else log(state, "mana", `${r.sourceName ?? "ability"}: no color was chosen for this ability: no mana`, "607.5a");
    changedNoObject(state); // a mana pool: no object changes
  },
  addManaOfOneOf: (ctx, e, r) => {
    const [only] = e.colors;
    // 106.1a: with one option there is nothing to choose; otherwise the color is chosen as the mana is added.
    const color =
      e.colors.length === 1 && only
        ? only
        : ctx.chooser.choose({
            kind: "chooseColor",
            player: r.controller,
            prompt: `${r.sourceName ?? "ability"}: choose the mana to add: ${e.colors.map((c) => `{${c}}`).join(" or ")}`,
            rule: "106.1a",
          });
    const chosen = typeof color === "string" ? color : color.kind === "color" ? color.color : null;
    if (chosen === null || !e.colors.includes(chosen))
      illegal(`choose one of ${e.colors.map((c) => `{${c}}`).join(", ")}`, "106.1a");
    player(ctx.state, r.controller).manaPool.push(...Array.from({ length: e.amount }, () => `{${chosen}}`));
    changedNoObject(ctx.state); // a mana pool: no object changes
  },
  addManaAnyColor: (ctx, e, r) => {
    // 106.1b: the color is chosen as the mana is added.
    const a = ctx.chooser.choose({
      kind: "chooseColor",
      player: r.controller,
      prompt: `${r.sourceName ?? "ability"}: choose a color of mana`,
      rule: "106.1b",
    });
    if (a.kind === "color")
      player(ctx.state, r.controller).manaPool.push(...Array.from({ length: e.amount }, () => `{${a.color}}`));
    changedNoObject(ctx.state); // a mana pool: no object changes
  },
});
