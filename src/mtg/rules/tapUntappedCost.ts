import type { Cost } from "../abilities/cost.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";

type TapUntapped = NonNullable<Cost["tapUntapped"]>;

/** The payer's untapped permanents that match the cost's filter (read from the ability's source). */
function candidates(state: GameState, sourceId: ObjectId, payer: PlayerId, cost: TapUntapped): ObjectId[] {
  const d = derive(state);
  const p = { sourceId, controller: payer, abilityKey: null };
  return state.battlefield.filter((id) => {
    const o = state.objects[id];
    return (
      o !== undefined &&
      !o.status.tapped &&
      !o.status.phasedOut &&
      d.get(id)?.controller === payer &&
      matchesFilter(d.view, id, cost.filter, p)
    );
  });
}

/** 118.3: the cost can be paid only with enough untapped permanents of that kind. */
export function canTapUntapped(state: GameState, sourceId: ObjectId, payer: PlayerId, cost: TapUntapped): boolean {
  return candidates(state, sourceId, payer, cost).length >= cost.n;
}

/**
 * 602.2b, 118.3: "Tap two untapped creatures you control": the payer chooses exactly that many and
 * taps them. Not a {T} cost: a creature that came under its controller's control this turn may be
 * tapped for it (302.6 applies only to {T} and {Q}), and so may the source itself if it matches.
 */
export function payTapUntapped(ctx: Ctx, sourceId: ObjectId, payer: PlayerId, cost: TapUntapped, name: string): void {
  const { state } = ctx;
  const options = candidates(state, sourceId, payer, cost);
  if (options.length < cost.n)
    illegal(`${name}: ${payer} controls fewer than ${cost.n} such untapped permanents`, "118.3");
  const a =
    options.length === cost.n
      ? null
      : ctx.chooser.choose({
          kind: "chooseTargets",
          player: payer,
          prompt: `${name}: choose ${cost.n} untapped permanent(s) to tap (a list)`,
          slots: [{ options, min: cost.n, max: cost.n }],
          rule: "602.2b",
        });
  const chosen =
    a === null ? options : a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
  if (chosen.length !== cost.n || new Set(chosen).size !== chosen.length || chosen.some((id) => !options.includes(id)))
    illegal(`${name}: choose ${cost.n} different untapped permanent(s) of the kind the cost names`, "602.2b");
  for (const id of chosen) {
    const o = state.objects[id];
    if (o) o.status.tapped = true;
  }
  changed(state, ...chosen);
  log(state, "tap", `${payer} taps ${chosen.join(", ")} to pay a cost of ${name}`, "602.2b", [...chosen]);
}
