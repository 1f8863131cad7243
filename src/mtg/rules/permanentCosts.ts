import type { Cost } from "../abilities/cost.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import { derive, type Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { moveObject } from "./zones.js";
import { writable } from "../model/writableObject.js";

type Counted = NonNullable<Cost["tapPermanents"]>;

/** The permanents the player controls that could pay the cost, seen from the ability's source. */
function candidates(state: GameState, d: Derived, who: PlayerId, sourceId: ObjectId, what: Counted): ObjectId[] {
  const p = { sourceId, controller: who, abilityKey: null };
  return state.battlefield.filter((id) => d.get(id)?.controller === who && matchesFilter(d.view, id, what.filter, p));
}

/** 118.3: a cost can't be paid without enough permanents to pay it with (and the source to return). */
export function canPayPermanentCosts(
  state: GameState,
  d: Derived,
  who: PlayerId,
  sourceId: ObjectId,
  cost: Cost,
): boolean {
  for (const what of [cost.tapPermanents, cost.returnPermanents])
    if (what && candidates(state, d, who, sourceId, what).length < what.n) return false;
  return true;
}

/** The player chooses `what.n` different permanents, one at a time (601.2h: as the cost is paid). */
function choose(ctx: Ctx, who: PlayerId, sourceId: ObjectId, what: Counted, verb: string, name: string): ObjectId[] {
  const options = candidates(ctx.state, derive(ctx.state), who, sourceId, what);
  if (options.length < what.n) illegal(`${name}: not enough permanents to ${verb}`, "118.3");
  if (options.length === what.n) return options; // no choice left to make
  const chosen: ObjectId[] = [];
  while (chosen.length < what.n) {
    const left = options.filter((id) => !chosen.includes(id));
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: who,
      prompt: `${name}: choose a permanent to ${verb} (${chosen.length + 1} of ${what.n})`,
      options: left,
      optional: false,
      rule: "118.3",
    });
    const id = a.kind === "object" ? a.id : null;
    if (id === null || !left.includes(id)) return illegal(`${name}: a permanent to ${verb} is required`, "118.3");
    chosen.push(id);
  }
  return chosen;
}

/**
 * 118.3, 601.2h: "Tap two untapped Wizards you control" (302.6 doesn't apply: no {T} symbol, Sigil
 * Tracer's ruling), "Return two lands you control to their owner's hand", "Return ~ to its owner's
 * hand" — the permanents are tapped, or put into their owners' hands (each a new object, 400.7).
 */
export function payPermanentCosts(ctx: Ctx, cost: Cost, sourceId: ObjectId, who: PlayerId, name: string): void {
  const { state } = ctx;
  if (cost.tapPermanents) {
    const tapped = choose(ctx, who, sourceId, cost.tapPermanents, "tap", name);
    for (const id of tapped) {
      const o = state.objects[id];
      if (o) writable(state, o).status.tapped = true;
    }
    changed(state, ...tapped);
    log(state, "tap", `${who} taps ${tapped.join(", ")} to pay for ${name}`, "118.3", tapped);
  }
  const returned = cost.returnPermanents
    ? choose(ctx, who, sourceId, cost.returnPermanents, "return to its owner's hand", name)
    : [];
  if (cost.returnSelf) {
    if (state.objects[sourceId]?.zone !== "battlefield")
      illegal(`${name} is not on the battlefield to return`, "118.3");
    returned.push(sourceId);
  }
  if (returned.length === 0) return;
  log(
    state,
    "return",
    `${who} returns ${returned.join(", ")} to their owners' hands to pay for ${name}`,
    "118.3",
    returned,
  );
  for (const id of returned) if (state.objects[id]?.zone === "battlefield") moveObject(ctx, id, "hand");
}
