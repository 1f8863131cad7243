import type { ReplacementAbility } from "../abilities/ability.js";
import type { Ctx } from "../game/ctx.js";
import { chooseObjectAmong } from "../game/chooseObject.js";
import { log } from "../game/draft.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { GameObject, ObjectId } from "../model/object.js";
import { type Snapshot, takeSnapshot } from "./snapshot.js";

/** Moves a card to exile (the rules' zone change, 400.7), giving its new id. */
export type ExileCard = (ctx: Ctx, id: ObjectId, to: "exile") => ObjectId | null;

type ExiledPair = Extract<ReplacementAbility["replacement"], { effect: "entersAsCopyOfExiledPair" }>;

/**
 * 707.5, 614.1c (The Mimeoplasm): as the permanent enters, its controller may exile two cards of
 * the filter from graveyards (both or none: "You can't choose to exile just one"); if they do, it
 * enters as a copy of one of them, chosen then, with additional counters equal to the power of the
 * other (707.9e-like additional effects, applied as it enters). Gives the copy's values, or null
 * when it doesn't enter as a copy.
 */
export function enterAsCopyOfExiledPair(
  ctx: Ctx,
  obj: GameObject,
  ability: ReplacementAbility,
  r: ExiledPair,
  abilityKey: string,
  exile: ExileCard,
): Snapshot | null {
  const { state } = ctx;
  const d = derive(state);
  const p = { sourceId: obj.id, controller: obj.controller, abilityKey };
  const name = d.get(obj.id)?.name ?? "this permanent";
  const cards = state.players.flatMap((pl) => pl.graveyard).filter((id) => matchesFilter(d.view, id, r.filter, p));
  const prompt = `${name}: ${ability.text}`;
  // 608.2d-like choice as it enters: two cards, or none when there aren't two.
  const firstCard =
    cards.length < 2
      ? null
      : chooseObjectAmong(ctx, { player: obj.controller, prompt, options: cards, optional: true, rule: "614.1c" });
  const secondCard =
    firstCard === null
      ? null
      : chooseObjectAmong(ctx, {
          player: obj.controller,
          prompt: `${prompt} (the second card)`,
          options: cards.filter((id) => id !== firstCard),
          rule: "614.1c",
        });
  if (firstCard === null || secondCard === null) {
    log(state, "copy", `${name} doesn't enter as a copy`, "707.5", [obj.id]);
    return null;
  }
  const exiled = [exile(ctx, firstCard, "exile"), exile(ctx, secondCard, "exile")].filter(
    (id): id is ObjectId => id !== null,
  );
  if (exiled.length < 2) return null;
  const copied = chooseObjectAmong(ctx, {
    player: obj.controller,
    prompt: `${name}: the card to copy (the other's power gives the counters)`,
    options: exiled,
    rule: "707.5",
  });
  const other = exiled.find((id) => id !== copied);
  if (copied === null || other === undefined) return null;
  const after = derive(state);
  const power = Math.max(0, after.get(other)?.power ?? 0);
  const snap = takeSnapshot(after, copied, {
    exceptions: [{ except: "entersWithCounters", kind: r.counter, amount: power }],
    copier: obj.controller,
  });
  return snap;
}
