import { derive } from "../../layers/derive.js";
import { evaluateCondition, matchesFilter } from "../../layers/evaluate.js";
import type { Ctx } from "../../game/ctx.js";
import { player } from "../../game/objects.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects, resolvePlayers } from "./refs.js";
import { triggerObjectMatches } from "./triggerSpell.js";

/** Choices made on resolution (608.2d) and instructions that depend on a condition (608.2c). */
export const choiceEffects = effectHandlers({
  choose: (ctx, e, r) => {
    if (e.choice.choose === "creatureType") {
      const t = ctx.chooser.choose({
        kind: "chooseCreatureType",
        player: r.controller,
        prompt: `${r.sourceName ?? "effect"}: choose a creature type`,
        rule: "608.2d",
      });
      if (t.kind === "text") r.chosenCreatureTypes.push(t.value);
      return;
    }
    const a = ctx.chooser.choose({
      kind: "chooseColor",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: choose a color`,
      rule: "608.2d",
    });
    if (a.kind === "color" && e.choice.choose === "color") r.chosenColors.set(e.choice.key, a.color);
  },
  setColorOfChoice: () => {},
  if: (ctx, e, r, runNested) => {
    runNested(
      evaluateCondition(derive(ctx.state).view, e.condition, perspective(r)) || resolvedCondition(ctx, e.condition, r)
        ? e.effects
        : (e.otherwise ?? []),
    );
  },
  ifNoCardsInHand: (ctx, e, r, runNested) => {
    if (resolvePlayers(ctx, e.who, r).some((p) => player(ctx.state, p).hand.length === 0)) runNested(e.effects);
  },
  ifCardsInHandAtLeast: (ctx, e, r, runNested) => {
    if (player(ctx.state, r.controller).hand.length >= e.n) runNested(e.effects);
  },
});

/** 608.2h: conditions about how the spell was cast are read from its decisions. */
function resolvedCondition(ctx: Ctx, c: Parameters<typeof evaluateCondition>[1], r: Resolution): boolean {
  if (c.is === "kicked") return r.decisions.kicked;
  if (c.is === "castFromGraveyard") return r.decisions.castFrom === "graveyard";
  if (c.is === "costPaid") return r.decisions.paidCosts?.includes(c.keyword) === true;
  if (c.is === "manaSpent") return r.decisions.manaSpent.includes(`{${c.color}}`);
  if (c.is === "triggerObjectMatches") return triggerObjectMatches(ctx, c.filter, r);
  if (c.is === "cardThisWayMatches") {
    const d = derive(ctx.state);
    return resolveObjects(ctx, { ref: "thisWay" }, r).some((id) => matchesFilter(d.view, id, c.filter, perspective(r)));
  }
  if (c.is === "targetMatches") {
    const t = r.decisions.targets[c.index];
    return (
      t !== undefined && !r.illegalTargets.has(t) && matchesFilter(derive(ctx.state).view, t, c.filter, perspective(r))
    );
  }
  return false;
}
