import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import { writable } from "../model/writableObject.js";

/** The other untapped creatures a player controls that can be tapped to crew a Vehicle. */
function crewCandidates(state: GameState, sourceId: ObjectId, payer: PlayerId): ObjectId[] {
  const d = derive(state);
  return state.battlefield.filter((id) => {
    const o = state.objects[id];
    const c = d.get(id);
    return (
      id !== sourceId &&
      o !== undefined &&
      !o.status.tapped &&
      !o.status.phasedOut &&
      c?.controller === payer &&
      c.types.includes("Creature")
    );
  });
}

/** Whether the payer's other untapped creatures have total power `n` or more (118.3: a cost that can be paid). */
export function canCrew(state: GameState, sourceId: ObjectId, payer: PlayerId, n: number): boolean {
  const d = derive(state);
  const total = crewCandidates(state, sourceId, payer).reduce((sum, id) => sum + Math.max(0, d.get(id)?.power ?? 0), 0);
  return total >= n;
}

/**
 * 702.122a: "Tap any number of other untapped creatures you control with total power N or more".
 * The payer chooses the creatures one at a time and answers none when done: short of total power
 * N the cost can't be paid (118.3); past it, they may tap more. Tapping a creature for this cost isn't a {T} cost: a creature that
 * came under its controller's control this turn may crew (302.6 applies only to {T} and {Q}).
 */
export function payCrew(ctx: Ctx, sourceId: ObjectId, payer: PlayerId, n: number, name: string): void {
  const { state } = ctx;
  const d = derive(state);
  const options = crewCandidates(state, sourceId, payer);
  const chosen: ObjectId[] = [];
  let total = 0;
  for (;;) {
    const left = options.filter((id) => !chosen.includes(id));
    const enough = total >= n;
    if (left.length === 0) break;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: payer,
      prompt: enough
        ? `${name}: crew ${n} — choose another creature to tap, or none`
        : `${name}: crew ${n} — choose an untapped creature to tap (total power so far ${total})`,
      options: left,
      optional: true,
      rule: "702.122a",
    });
    const id = a.kind === "object" ? a.id : null;
    if (id === null) break;
    if (!left.includes(id)) illegal(`${d.get(id)?.name ?? id} can't be tapped to crew ${name}`, "702.122a");
    chosen.push(id);
    total += Math.max(0, d.get(id)?.power ?? 0);
  }
  if (total < n)
    illegal(`${name}: the untapped creatures chosen have total power ${total}, less than ${n}`, "702.122a");
  for (const id of chosen) {
    const o = state.objects[id];
    if (o) writable(state, o).status.tapped = true;
  }
  if (chosen.length > 0) changed(state, ...chosen);
  log(state, "crew", `${payer} taps ${chosen.join(", ")} to crew ${name}`, "702.122a");
}
