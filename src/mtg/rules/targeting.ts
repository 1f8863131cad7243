import type { TargetSlot } from "../abilities/target.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { illegal } from "../game/draft.js";
import { legalTargets, slotBounds, type Targeter } from "../game/targets.js";
import { opponentChoosingTargets } from "./opponentChoosesTarget.js";
import { satisfiesChosenController } from "../game/dependentTargets.js";

/**
 * 601.2c / 602.2b / 603.3d: chooses the targets of a spell or ability, from `preset` (the step's
 * `targets:`) or by asking its controller. Returns null when a required target has no legal choice.
 */
export function chooseTargetsFor(
  ctx: Ctx,
  stackId: ObjectId | null,
  slots: readonly TargetSlot[],
  controller: PlayerId,
  sourceId: ObjectId | null,
  abilityKey: string | null,
  prompt: string,
  preset?: readonly (ObjectId | PlayerId)[],
): (ObjectId | PlayerId)[] | null {
  const { state } = ctx;
  const d = derive(state);
  const colors = sourceId ? (d.get(sourceId)?.colors ?? []) : [];
  const x = stackId ? state.objects[stackId]?.decisions?.x : null; // 601.2b: X is announced before targets (none: 0)
  const who: Targeter = {
    sourceId: stackId ?? sourceId,
    controller,
    colors,
    ...(x !== null && x !== undefined ? { x } : {}),
  };
  const legal = slots.map((s) =>
    legalTargets(state, d, s.spec, { ...who, sourceId: sourceId ?? stackId }, abilityKey).filter(
      (id) => id !== stackId,
    ),
  );
  const byOpponent = opponentChoosingTargets(ctx, d, slots, legal, controller, preset);
  const options = byOpponent?.options ?? legal;
  if (options.some((o, i) => o.length < slotBounds(slots[i] ?? { spec: { kind: "any" } }, x ?? 0).min)) {
    if (preset) illegal(`no legal target for ${prompt}`, "601.2c");
    return null;
  }
  const answer =
    preset ??
    (() => {
      const a = ctx.chooser.choose({
        kind: "chooseTargets",
        player: byOpponent?.chooser ?? controller,
        prompt: `choose targets for ${prompt}`,
        slots: options.map((o, i) => ({ options: o, ...slotBounds(slots[i] ?? { spec: { kind: "any" } }, x ?? 0) })),
        rule: "601.2c",
      });
      return a.kind === "targets"
        ? a.targets
        : a.kind === "object" && a.id
          ? [a.id]
          : a.kind === "player"
            ? [a.player]
            : [];
    })();
  // Distribute the chosen targets over the slots, in order (115.3: the same object can't be chosen twice for one "target").
  const chosen: (ObjectId | PlayerId)[] = [];
  const bySlot: (ObjectId | PlayerId)[][] = slots.map(() => []);
  let i = 0;
  slots.forEach((slot, s) => {
    const { min, max } = slotBounds(slot, x ?? 0);
    let taken = 0;
    while (taken < max && i < answer.length) {
      const t = answer[i];
      if (t === undefined || !options[s]?.includes(t)) break;
      // 115.3: "another target" can't be an object chosen for the earlier target.
      if (slot.differentFrom?.some((k) => bySlot[k]?.includes(t))) break;
      if (bySlot[s]?.includes(t)) break; // 115.3: "each of up to six targets" — six different ones
      if (!satisfiesChosenController(state, d, slot, (k) => bySlot[k]?.[0], t)) break;
      chosen.push(t);
      bySlot[s]?.push(t);
      taken++;
      i++;
    }
    if (taken < min) {
      illegal(`${String(answer[i] ?? "nothing")} is not a legal target for target ${s + 1} of ${prompt}`, "601.2c");
    }
  });
  if (i < answer.length) illegal(`too many targets for ${prompt}`, "601.2c");
  return chosen;
}
