import { derive } from "../../layers/derive.js";
import { flipPermanent, meld, transformPermanent, untapUpTo } from "../cardActions.js";
import { changed, newTimestamp } from "../../game/draft.js";
import { turnFaceDown } from "../turnFaceDown.js";
import { type EffectHandler, effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";
import { untapPermanents } from "../untapPermanents.js";
import { hasReconfigure } from "../../layers/reconfigured.js";
import { followAttachments } from "../attachedCopyEffect.js";
import { writable } from "../../model/writableObject.js";

/** 701.26a (tap, untap): the permanents' tapped status is set. */
const setTapped: EffectHandler<"tap" | "untap"> = (ctx, e, r) => {
  const { state } = ctx;
  const ids = resolveObjects(ctx, e.what, r);
  if (e.do === "untap") return untapPermanents(ctx, ids); // 701.26b
  for (const id of ids) {
    const o = state.objects[id];
    if (o) writable(state, o).status.tapped = true;
  }
  changed(state);
};

/** A permanent's status and face (110.5, 701): tapping, attaching, transforming, flipping, turning face down, melding. */
export const permanentEffects = effectHandlers({
  tap: setTapped,
  untap: setTapped,
  untapUpTo: (ctx, e, r) => untapUpTo(ctx, e.filter, e.max, r),
  attach: (ctx, e, r) => {
    const { state } = ctx;
    const what = resolveObjects(ctx, e.what, r)[0];
    const to = resolveObjects(ctx, e.to, r)[0];
    const o = what ? state.objects[what] : undefined;
    // 701.3b: an object that can't be attached there doesn't move: nothing is attached to itself
    // (303.4d, 301.5c), and an Equipment that is also a creature equips nothing unless it has reconfigure (301.5c).
    const c = what ? derive(state).get(what) : undefined;
    const equipmentCreature =
      c?.subtypes.includes("Equipment") === true && c.types.includes("Creature") && !hasReconfigure(c);
    if (o && to && to !== what && !equipmentCreature) {
      writable(state, o).attachedTo = to;
      writable(state, o).timestamp = newTimestamp(state); // 613.7e
      followAttachments(state);
    }
  },
  unattach: (ctx, e, r) => {
    // 701.3d: it stays on the battlefield, attached to nothing.
    for (const id of resolveObjects(ctx, e.what, r)) {
      const o = ctx.state.objects[id];
      if (o?.attachedTo) {
        writable(ctx.state, o).attachedTo = null;
        changed(ctx.state, id);
      }
    }
  },
  transform: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) transformPermanent(ctx, id);
  },
  flip: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) flipPermanent(ctx, id);
  },
  turnFaceDown: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) turnFaceDown(ctx, id);
  },
  meld: (ctx, e, r) => meld(ctx, e.with, r),
});
