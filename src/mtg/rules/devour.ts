import type { ObjectFilter } from "../abilities/filter.js";
import type { Ctx } from "../game/ctx.js";
import { illegal, log } from "../game/draft.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { GameObject, ObjectId } from "../model/object.js";
import { putCounters } from "./counters.js";
import { countersToPut } from "./doubling.js";
import type { Move } from "./enter.js";
import { writable } from "../model/writableObject.js";

const CREATURE: ObjectFilter = { is: "type", type: "Creature" };

/** One devour ability as it applies: its N, its quality (702.82c), the permanent's name, and how to move objects. */
export interface DevourAbility {
  readonly n: number;
  readonly quality: ObjectFilter | undefined;
  readonly name: string;
  readonly move: Move;
}

/**
 * 702.82a, 702.82c: Devour [quality] N — "As this object enters, you may sacrifice any number of
 * [quality] permanents (creatures). This permanent enters with N +1/+1 counters on it for each
 * permanent sacrificed this way." Its controller chooses them one at a time and answers none when
 * done; they are sacrificed at once (701.21a), and 702.82b remembers how many it devoured.
 */
export function devour(ctx: Ctx, obj: GameObject, { n, quality, name, move }: DevourAbility): void {
  const { state } = ctx;
  const d = derive(state);
  const p = { sourceId: obj.id, controller: obj.controller, abilityKey: null };
  // Only permanents already on the battlefield that its controller controls, never itself (rulings of 2008-10-01).
  const options = state.battlefield.filter(
    (id) =>
      id !== obj.id && d.get(id)?.controller === obj.controller && matchesFilter(d.view, id, quality ?? CREATURE, p),
  );
  const chosen: ObjectId[] = [];
  for (;;) {
    const left = options.filter((id) => !chosen.includes(id));
    if (left.length === 0) break;
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: obj.controller,
      prompt: `${name}: devour ${n} — choose a ${quality ? "permanent" : "creature"} to sacrifice, or none`,
      options: left,
      optional: true,
      rule: "702.82a",
    });
    const id = a.kind === "object" ? a.id : null;
    if (id === null) break;
    if (!left.includes(id)) illegal(`${d.get(id)?.name ?? id} can't be devoured by ${name}`, "702.82a");
    chosen.push(id);
  }
  let devoured = 0;
  for (const id of chosen) {
    log(state, "sacrifice", `${obj.controller} sacrifices ${d.get(id)?.name ?? id}`, "701.21a", [id]);
    if (move(ctx, id, "graveyard", { lookBack: d, sacrificed: true }) !== null) devoured++; // 603.10a: sacrificed at once
  }
  const own = writable(state, obj);
  own.devoured = (own.devoured ?? 0) + devoured; // 702.82b
  if (devoured > 0) putCounters(state, obj, "+1/+1", countersToPut(state, obj.id, n * devoured));
}
