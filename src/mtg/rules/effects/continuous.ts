import { newId } from "../../game/draft.js";
import { recordEffect } from "../../game/recordEffect.js";
import { type EffectHandler, effectHandlers } from "./handler.js";
import { lockAmounts } from "./lockedAmounts.js";
import { resolveObjects } from "./refs.js";
import { writable } from "../../model/writableObject.js";

/** 611.2a, 611.2c: a continuous effect from a resolving spell or ability; what it affects is locked now. */
const recordContinuous: EffectHandler<"continuous" | "gainControl"> = (ctx, e, r) => {
  const { state } = ctx;
  const affected = resolveObjects(ctx, e.what, r); // 611.2c: locked now
  if (affected.length === 0) return;
  const chosenColor = e.do === "continuous" && e.chosenColorKey ? r.chosenColors.get(e.chosenColorKey) : undefined;
  recordEffect(state, {
    sourceId: r.sourceId,
    sourceName: r.sourceName,
    controller: r.controller,
    duration: e.duration,
    affected,
    parts: e.do === "continuous" ? lockAmounts(ctx, e.parts, r) : [{ op: "control", to: "effectController" }],
    ...(r.decisions.x !== null ? { x: r.decisions.x } : {}),
    ...(chosenColor ? { chosenColor } : {}),
    rule: e.do === "gainControl" ? "611.2" : "611.2a",
    text: r.text,
  });
  if (e.do === "gainControl")
    for (const id of affected) {
      const o = state.objects[id];
      if (o) writable(state, o).controlledSince = state.turn.number + 1;
    }
};

/** 603.7a: a delayed triggered ability created as the instruction resolves. */
const createDelayed: EffectHandler<"atNextEndStep" | "atEndOfCombat" | "atNextUpkeep"> = (ctx, e, r) => {
  const { state } = ctx;
  // 707.11: the delayed ability refers to the very objects ("that token", "Crazed Armodon");
  // one for each object this resolution created (several tokens, 614.1a doubling).
  const about = e.do === "atNextEndStep" && e.about ? resolveObjects(ctx, e.about, r) : null;
  if (about?.length === 0) return; // 603.7c: nothing left for it to act on
  const refersToEach = about ? [about] : r.created.length > 0 ? r.created.map((id) => [id]) : null;
  for (const refersTo of refersToEach ?? [r.sourceId ? [r.sourceId] : []]) {
    state.delayedTriggers.push({
      id: newId(state, "d"),
      sourceId: r.sourceId ?? "",
      controller: r.controller,
      when: e.do === "atNextEndStep" ? "nextEndStep" : e.do === "atNextUpkeep" ? "nextUpkeep" : "endOfCombat",
      effects: e.effects,
      refersTo,
      text: r.text,
    });
  }
};

/** Effects that last (611) and abilities that wait (603.7). */
export const continuousEffects = effectHandlers({
  continuous: recordContinuous,
  gainControl: recordContinuous,
  atNextEndStep: createDelayed,
  atEndOfCombat: createDelayed,
  atNextUpkeep: createDelayed,
});
