import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import type { GameObject, ObjectId, PlayerId } from "../model/object.js";
import type { PlayPermission } from "../model/playPermission.js";
import type { GameState } from "../model/state.js";
import { writable } from "../model/writableObject.js";

/**
 * Effects that let a player play a card from exile for a while ("Exile the top card of your
 * library. You may play that card this turn."): 601.2a, 601.3 (casting it from exile), 305.2
 * (playing a land this way uses a land play), 611.2a (the duration). The card's timing and costs
 * are its own. The permission is kept on the exiled card: once the card leaves exile it is a new
 * object (400.7) and the permission is gone with it.
 */

/** Grants a permission to play (or cast) an exiled card. */
export function grantPlayPermission(ctx: Ctx, id: ObjectId, permission: Omit<PlayPermission, "since">): void {
  const { state } = ctx;
  const card = state.objects[id];
  if (card?.zone !== "exile") return; // 400.7: a card no longer in exile is a new object
  writable(state, card).playable = [...(card.playable ?? []), { ...permission, since: state.turn.number }];
  changed(state, id);
  log(
    state,
    "permission",
    `${permission.player} may ${permission.action} ${id} from exile ${LASTS[permission.lasts]}`,
    "601.3",
    [id],
  );
}

/** The durations as the log says them (src/web/logShapesImpulse.ts says them in French). */
export const LASTS: Readonly<Record<PlayPermission["lasts"], string>> = {
  thisTurn: "this turn",
  untilEndOfYourNextTurn: "until the end of their next turn",
  duringYourNextTurn: "during their next turn",
  whileExiled: "for as long as it remains exiled",
};

/** Whether the permission lets its player act now (611.2a): "during your next turn" only then. */
function current(state: GameState, p: PlayPermission): boolean {
  switch (p.lasts) {
    case "thisTurn":
      return state.turn.number === p.since;
    case "duringYourNextTurn":
      return state.turn.active === p.player && state.turn.number > p.since;
    default:
      return true;
  }
}

/**
 * The permission an effect gives `who` to cast this card (`cast`) or to play it as a land
 * (`land`) from exile now, or undefined. A permission to play allows both; one to cast, only casting.
 */
export function playPermission(
  state: GameState,
  card: GameObject,
  who: PlayerId,
  as: "cast" | "land",
): PlayPermission | undefined {
  if (card.zone !== "exile") return undefined;
  return (card.playable ?? []).find(
    (p) => p.player === who && (as === "cast" || p.action === "play") && current(state, p),
  );
}

/** The exiled cards `who` may cast or play as a land now by an effect's permission. */
export function playableFromExile(state: GameState, who: PlayerId, as: "cast" | "land"): ObjectId[] {
  return state.players.flatMap((p) =>
    p.exile.filter((id) => {
      const card = state.objects[id];
      return card !== undefined && playPermission(state, card, who, as) !== undefined;
    }),
  );
}

/** Whether the permission `who` casts this exiled card by lets it be cast without paying its mana cost (118.9). */
export function castsWithoutPaying(state: GameState, id: ObjectId, who: PlayerId): boolean {
  const card = state.objects[id];
  return card !== undefined && playPermission(state, card, who, "cast")?.withoutPayingManaCost === true;
}

/**
 * 514.2: as the cleanup step ends "this turn" effects, the permissions that last this turn end;
 * those that last until the end of (or during) their player's next turn end in that turn's cleanup.
 */
export function endPlayPermissions(state: GameState): void {
  for (const id of state.players.flatMap((p) => p.exile)) {
    const card = state.objects[id];
    if (!card?.playable) continue;
    const left = card.playable.filter((p) => !endsNow(state, p));
    if (left.length === card.playable.length) continue;
    if (left.length > 0) writable(state, card).playable = left;
    else delete writable(state, card).playable;
    changed(state, id);
  }
}

function endsNow(state: GameState, p: PlayPermission): boolean {
  if (p.lasts === "thisTurn") return true;
  if (p.lasts === "whileExiled") return false;
  return state.turn.active === p.player && state.turn.number > p.since;
}
