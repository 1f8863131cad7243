import { thawedCopy, writable } from "../model/writableObject.js";
import { putObject, removeObject } from "../model/objectRecords.js";
import type { GameObject, ObjectId, PlayerId, ZoneName } from "../model/object.js";
import { type Derived, derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log, newId, newTimestamp } from "../game/draft.js";
import { tokenOfCardCopy } from "../copy/cardCopyToken.js";
import { enterBattlefield } from "./enter.js";
import { createObject, detach, object } from "../game/objects.js";
import { detectTriggers } from "./triggers.js";
import { EXILED_LEAVING_STACK } from "../abilities/castingKeywords.js";
import { recordLeftBattlefield, recordPutIntoGraveyard } from "./turnHistory.js";
import { returnExiledUntilLeft } from "./linkedUntil.js";
import { commanderReplacement, keepCommander } from "./commanderZones.js";
import { lastKnownValues } from "./lastKnownValues.js";

export interface MoveOptions {
  /** For objects entering the battlefield: who controls it (default: owner). */
  readonly controller?: PlayerId;
  readonly tapped?: boolean;
  /** Library position. */
  readonly at?: "top" | "bottom";
  readonly faceDown?: boolean;
  readonly face?: 0 | 1;
  /**
   * 603.10a: the game as it was just before a simultaneous event (several permanents leaving at
   * once, e.g. by state-based actions): leaves-the-battlefield abilities look back at it.
   */
  readonly lookBack?: Derived;
  /** 303.4f: an Aura enters attached to this object. */
  readonly attachTo?: ObjectId;
  /** 614.1c: "return it to the battlefield with N counters on it". */
  readonly withCounters?: { readonly kind: string; readonly n: number };
  /** 702.49c: it enters attacking this player, planeswalker or battle (ninjutsu). */
  readonly attacking?: ObjectId | PlayerId;
  /** 701.21a: its controller sacrifices it (the "sacrificed" trigger event, wherever it goes). */
  readonly sacrificed?: true;
}

/**
 * Moves an object to another zone. 400.7: it becomes a new object (the old id is followed by
 * `state.successors`), except for a spell resolving onto the battlefield, which keeps nothing
 * either: the permanent is a new object too. Tokens and spell copies go to the new zone and
 * cease to exist when state-based actions are checked (704.5d-e).
 */
export function moveObject(ctx: Ctx, id: ObjectId, destination: ZoneName, options: MoveOptions = {}): ObjectId | null {
  const { state } = ctx;
  const obj = object(state, id);
  const from = obj.zone;
  const to = commanderReplacement(ctx, obj, leaveReplacement(ctx, id, from, destination)); // 903.9b
  // 603.10a: leaves-the-battlefield abilities look back at the game just before the event.
  const before = from === "battlefield" ? (options.lookBack ?? derive(state)) : null;
  const wasCreature = before?.get(id)?.types.includes("Creature") ?? false;
  detach(state, obj);
  if (from === "battlefield") {
    const known = thawedCopy(obj); // 608.2h
    const values = before ? lastKnownValues(before, id) : undefined;
    if (values) known.lastKnownValues = values;
    putObject(state, "lastKnown", id, known);
    leaveBattlefield(ctx, obj);
  } else if (from === "stack" && !obj.ability) {
    putObject(state, "lastKnown", id, thawedCopy(obj)); // 608.2h, 707.10: a spell as it last existed on the stack can still be copied
  }
  removeObject(state, "objects", id);
  changed(state, id);
  // An ability leaving the stack simply ceases to exist (113.7a).
  if (obj.ability) return null;
  const newObjId = newId(state);
  state.successors[id] = newObjId;
  if (to === "battlefield") {
    // 608.3f: a cast copy of a card becomes a token permanent as it resolves.
    const castCopyToken = from === "stack" ? tokenOfCardCopy(state, obj) : null;
    enterBattlefield(ctx, {
      id: newObjId,
      card: castCopyToken ? null : obj.card,
      token: castCopyToken ?? obj.token,
      owner: obj.owner,
      controller: options.controller ?? (from === "stack" ? obj.controller : obj.owner),
      tapped: options.tapped ?? false,
      faceDown: options.faceDown ?? (from === "stack" && obj.status.faceDown),
      face: options.face ?? (from === "stack" ? obj.status.face : 0),
      fromSpell: from === "stack" ? obj : null,
      isCardCopy: obj.isCardCopy,
      from,
      ...(options.withCounters ? { withCounters: options.withCounters } : {}),
      ...(options.attacking !== undefined ? { attacking: options.attacking } : {}),
      move: moveObject,
      ...(options.attachTo ? { attachTo: options.attachTo } : {}),
    });
  } else {
    const created = createObject(state, {
      id: newObjId,
      card: obj.card,
      token: obj.token,
      owner: obj.owner,
      zone: to,
      ...(options.at ? { at: options.at } : {}),
    });
    created.isCopyOfSpell = obj.isCopyOfSpell;
    created.isCardCopy = obj.isCardCopy;
    // 712.21: a melded permanent that leaves the battlefield is two cards put into that zone.
    if (obj.meldedWith)
      createObject(state, {
        card: obj.meldedWith,
        token: null,
        owner: obj.owner,
        zone: to,
        ...(options.at ? { at: options.at } : {}),
      });
  }
  // 903.3: a commander keeps its designation as it changes zones.
  const moved = state.objects[newObjId];
  if (obj.commander && moved && !obj.token && !obj.isCardCopy) keepCommander(state, moved);
  log(state, "move", `${id} ${from} → ${to} as ${newObjId}`, "400.7", [id, newObjId]);
  if (from === "battlefield") recordLeftBattlefield(state, before?.get(id)?.controller ?? obj.controller);
  if (from === "battlefield" && to === "graveyard") recordPutIntoGraveyard(state, id, wasCreature);
  if (from === "battlefield" && to === "graveyard" && wasCreature && before) {
    detectTriggers(ctx, { event: "died", oldId: id, newId: newObjId }, before);
  }
  if (before) detectTriggers(ctx, { event: "leftBattlefield", oldId: id }, before);
  const sacrificedBy = options.sacrificed ? before?.get(id)?.controller : undefined;
  if (before && sacrificedBy !== undefined)
    detectTriggers(ctx, { event: "sacrificed", oldId: id, newId: newObjId, by: sacrificedBy }, before);
  // 603.6c: "put into a graveyard from anywhere" looks at the card in the graveyard, not back in time.
  if (to === "graveyard" && obj.card && !obj.token && !obj.isCopyOfSpell && !obj.isCardCopy)
    detectTriggers(ctx, { event: "cardPutIntoGraveyard", id: newObjId, owner: obj.owner }, derive(state));
  if (from === "battlefield") returnExiledUntilLeft(ctx, obj, moveObject); // 610.3
  return newObjId;
}

/** 614.1a: "If this would leave the battlefield, exile it instead of putting it anywhere else." */
function leaveReplacement(ctx: Ctx, id: ObjectId, from: ZoneName, to: ZoneName): ZoneName {
  // 702.34a flashback, 702.133a jump-start: "exile this card instead of putting it anywhere else any time it would leave the stack".
  const paid = from === "stack" && to !== "exile" ? ctx.state.objects[id]?.decisions?.paidCosts : undefined;
  if (paid?.some((k) => EXILED_LEAVING_STACK.includes(k))) {
    log(ctx.state, "replace", `${id} would leave the stack; it is exiled instead`, "702.34a", [id]);
    return "exile";
  }
  // 614.1a: "If [this] would be put into a graveyard from anywhere, exile it instead" (Ghastly Mimicry).
  if (
    to === "graveyard" &&
    derive(ctx.state)
      .get(id)
      ?.abilities.some((a) => a.def.kind === "replacement" && a.def.replacement.effect === "exileIfWouldGoToGraveyard")
  ) {
    log(ctx.state, "replace", `${id} would be put into a graveyard; it is exiled instead`, "614.1a", [id]);
    return "exile";
  }
  if (from !== "battlefield" || to === "battlefield" || to === "exile") return to;
  // 702.84a: unearth's "If it would leave the battlefield, exile it instead of putting it anywhere else."
  const exile =
    ctx.state.objects[id]?.unearthed === true ||
    derive(ctx.state)
      .get(id)
      ?.abilities.some((a) => a.def.kind === "replacement" && a.def.replacement.effect === "exileIfWouldLeave");
  if (!exile) return to;
  log(ctx.state, "replace", `${id} would go to the ${to}; it is exiled instead`, "614.1a", [id]);
  return "exile";
}

/** What leaving the battlefield ends: attachments, effects that last while the source stays (611.2b). */
function leaveBattlefield(ctx: Ctx, obj: GameObject): void {
  const { state } = ctx;
  const unattached = Object.values(state.objects).filter((other) => other.attachedTo === obj.id);
  for (const other of unattached) {
    const own = writable(state, other);
    own.attachedTo = null;
    if (own.decisions?.bestowed) own.decisions.bestowed = false; // 702.103f: unattached, it ceases to be bestowed
  }
  state.effects = state.effects.filter(
    (e) =>
      !(e.sourceId === obj.id && (e.duration === "whileSourceOnBattlefield" || e.duration === "whileYouControlSource")),
  );
  newTimestamp(state, obj.id, ...unattached.map((o) => o.id));
}
