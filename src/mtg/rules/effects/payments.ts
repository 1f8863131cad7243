import type { Effect } from "../../abilities/effect.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { Ctx } from "../../game/ctx.js";
import { log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { energyOf } from "../energy.js";
import { payMana } from "../mana.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";
import { spellsToCopy } from "./spellsToCopy.js";
import { graveyardCardsToExile } from "./graveyardExile.js";

/**
 * Optional payments and actions during resolution: "[do something] unless you pay [cost]" (118.12),
 * "you may pay {cost}. If you do, …" (118.1, 608.2c) and "you may [act]. If you do, …" (603.5).
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
  payMana: (ctx, e, r) => {
    payMana(ctx, r.controller, e.mana, 0);
    log(ctx.state, "pay", `${r.controller} pays ${e.mana}`, "118.3");
  },
  mayThen: (ctx, e, r, runNested) => {
    if (!canPerform(ctx, e.first, r)) return;
    if (e.mandatory) return runNested([e.first, ...e.ifYouDo]);
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: r.controller,
      prompt: `${r.sourceName ?? "ability"}: ${e.first.do}? (if you do: the rest of ${r.text})`,
      rule: "603.5",
    });
    if (a.kind !== "yesNo" || !a.yes) return;
    runNested([e.first, ...e.ifYouDo]);
  },
});

/** Whether the controller can perform the optional action at all: "if you do" needs it done. */
function canPerform(ctx: Ctx, first: Effect, r: Resolution): boolean {
  const { state } = ctx;
  if (first.do === "discard")
    return typeof first.amount === "number" && player(state, r.controller).hand.length >= first.amount;
  if (first.do === "sacrifice" && first.what.ref === "chosen") {
    const d = derive(state);
    const filter = first.what.filter;
    return state.battlefield.some((id) => matchesFilter(d.view, id, filter, perspective(r)));
  }
  // 707.10, 608.2h: a spell is copied from the stack, or as it last existed there (demonstrate's "if you copy the spell").
  if (first.do === "copySpell") return spellsToCopy(ctx, first.what, r).length > 0;
  // 608.2c: "you may exile it. If you do" — only a card still where it was can be exiled (Hofri's rulings).
  if (first.do === "exile") return resolveObjects(ctx, first.what, r).some((id) => state.objects[id]?.zone !== "exile");
  if (first.do === "exileFromGraveyard") return graveyardCardsToExile(ctx, first.filter, r).length > 0;
  if (first.do === "payEnergy") return energyOf(ctx, r.controller) >= first.amount; // 107.14, 118.3
  // 701.21a: only a permanent you control can be sacrificed (Trickster's Talisman's ruling).
  if (first.do === "sacrifice" && first.what.ref === "grantingSource")
    return resolveObjects(ctx, first.what, r).some((id) => derive(state).get(id)?.controller === r.controller);
  if (first.do === "sacrifice" && first.what.ref === "self")
    return r.sourceId !== null && state.objects[r.sourceId]?.zone === "battlefield";
  return true;
}
