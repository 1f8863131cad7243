import { abilityGroup, matchesFilter } from "../../layers/evaluate.js";
import { exileAndReturn } from "../cardActions.js";
import { destroy, sacrifice } from "../destroy.js";
import { changed } from "../../game/draft.js";
import { addRegenerationShield } from "../regenerate.js";
import { enterTogether } from "../enterTogether.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { derive } from "../../layers/derive.js";
import type { Ctx } from "../../game/ctx.js";
import { player } from "../../game/objects.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { writable } from "../../model/writableObject.js";

/** Moving objects between zones (400.7): destroying, exiling, returning, sacrificing, putting onto the battlefield. */
export const zoneEffects = effectHandlers({
  destroy: (ctx, e, r) => {
    const options = e.cantBeRegenerated ? { cantBeRegenerated: true } : {};
    for (const id of resolveObjects(ctx, e.what, r)) destroy(ctx, id, undefined, options);
  },
  regenerate: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) addRegenerationShield(ctx, id);
  },
  destroyThen: (ctx, e, r, runNested) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      const after = destroy(ctx, id);
      if (after !== null && ctx.state.objects[after]?.zone === "graveyard") runNested(e.ifPutIntoGraveyard);
    }
  },
  exile: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) moveObject(ctx, id, "exile");
  },
  returnToHand: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) moveObject(ctx, id, "hand");
  },
  sacrifice: (ctx, e, r) => {
    const ids = resolveObjects(ctx, e.what, r);
    if (e.thisWay) r.thisWay.splice(0, r.thisWay.length, ...ids); // known as they last existed (608.2h)
    for (const id of ids) sacrifice(ctx, id, r.controller); // "sacrifice it": the ability's controller (701.21a)
  },
  returnToBattlefield: (ctx, e, r) => {
    const { state } = ctx;
    // 603.6a: the objects one instruction puts onto the battlefield enter at the same time.
    enterTogether(ctx, (together) => {
      for (const id of resolveObjects(ctx, e.what, r)) {
        const o = state.objects[id];
        if (!o || o.zone === "battlefield") continue;
        moveObject(together, id, "battlefield", {
          controller: o.owner,
          ...(e.withCounters ? { withCounters: e.withCounters } : {}),
        });
      }
    });
  },
  putOntoBattlefield: (ctx, e, r) => {
    const { state } = ctx;
    // 603.6a: the objects one instruction puts onto the battlefield enter at the same time.
    enterTogether(ctx, (together) => {
      for (const id of resolveObjects(ctx, e.what, r)) {
        const o = state.objects[id];
        if (!o || o.zone === "battlefield" || o.zone === "stack") continue;
        moveObject(together, id, "battlefield", {
          controller: e.under === "you" ? r.controller : o.owner,
          ...(e.tapped ? { tapped: true } : {}),
        });
      }
    });
  },
  mayPutFromHandOntoBattlefield: (ctx, e, r) => mayPutFromHandOntoBattlefield(ctx, e.filter, r),
  exileAndReturn: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      if (e.optional) {
        const a = ctx.chooser.choose({
          kind: "yesNo",
          player: r.controller,
          prompt: `${r.sourceName ?? "effect"}: exile ${id} and return it?`,
          rule: "603.5",
        });
        if (a.kind !== "yesNo" || !a.yes) continue;
      }
      const back = exileAndReturn(ctx, id, e.under, e.transformed === true, r);
      if (back !== null) r.created.push(back);
    }
  },
  exileLinked: (ctx, e, r) => {
    const { state } = ctx;
    // 607.2a: the exiled card is remembered by the source's linked abilities (same group).
    const source = r.sourceId ? state.objects[r.sourceId] : undefined;
    const card = resolveObjects(ctx, e.what, r).find((id) => state.objects[id]?.zone === "graveyard");
    if (!source || !r.abilityKey || card === undefined) return;
    const group = abilityGroup(r.abilityKey);
    const others = (source.linked[group] ?? []).filter((id) => state.objects[id]?.zone === "exile");
    const exiled = moveObject(ctx, card, "exile");
    if (exiled === null) return;
    writable(state, source).linked[group] = e.returnOthers ? [exiled] : [...others, exiled];
    if (e.returnOthers) for (const id of others) moveObject(ctx, id, "graveyard");
    changed(state);
  },
});

/** "You may put a [filter] card from your hand onto the battlefield" (a choice on resolution). */
export function mayPutFromHandOntoBattlefield(ctx: Ctx, filter: ObjectFilter, r: Resolution): void {
  const { state } = ctx;
  const d = derive(state);
  const options = player(state, r.controller).hand.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  if (options.length === 0) return;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: you may put a card from your hand onto the battlefield (null: none)`,
    options,
    optional: true,
    rule: "608.2d",
  });
  if (a.kind !== "object" || a.id === null) return;
  moveObject(ctx, a.id, "battlefield", { controller: r.controller });
}
