import type { Effect } from "../abilities/effect.js";
import type { Ctx } from "../game/ctx.js";
import { illegal, log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { perspective, type Resolution } from "../game/resolution.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import { amount, resolveObjects, resolvePlayers } from "./effects/refs.js";
import type { ObjectRef } from "../abilities/ref.js";
import { shuffleLibrary } from "./shuffle.js";
import { moveObject } from "./zones.js";

type SearchFor = Extract<Effect, { do: "searchLibraryFor" }>;

const WHERE = {
  hand: "into their hand",
  graveyard: "into their graveyard",
  top: "on top of their library",
  exile: "into exile",
  battlefield: "onto the battlefield under their control",
} as const;

/**
 * 701.23a: the controller searches their library for up to `max` cards matching the filter (one
 * list answer). 701.23b: with a stated quality they need not find them; 701.23d: "a card" / "three
 * cards" are found if the library has them. Found cards are revealed only if the effect says so
 * (701.23e, 701.20a); then they go to the hand or graveyard and the library is shuffled (701.24a),
 * or the library is shuffled and they are put on top.
 */
export function searchLibraryFor(ctx: Ctx, e: SearchFor, r: Resolution): void {
  const { state } = ctx;
  const d = derive(state);
  const who = r.controller;
  // 701.23a: another player's library ("search target player's library"); its owner shuffles it.
  const whose = e.whose ? resolvePlayers(ctx, e.whose, r)[0] : who;
  if (whose === undefined) return;
  const max = amount(ctx, e.max, r);
  const named = e.sameNameAs ? sameNameAs(ctx, e.sameNameAs, r) : undefined;
  const options = player(state, whose).library.filter(
    (id) => matchesFilter(d.view, id, e.filter, perspective(r)) && (named === undefined || d.get(id)?.name === named),
  );
  const min = e.mustFind ? Math.min(max, options.length) : 0;
  const a = ctx.chooser.choose({
    kind: "chooseTargets",
    player: who,
    prompt: `${r.sourceName ?? "effect"}: search ${whose === who ? "your" : `${whose}'s`} library — choose ${min === max ? "" : "up to "}${max} card(s) (a list${min === 0 ? ", possibly empty" : ""})`,
    slots: [{ options, min, max: Math.min(max, options.length) }],
    rule: "701.23a",
  });
  const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
  if (chosen.length > max || chosen.length < min || new Set(chosen).size !== chosen.length)
    illegal(`choose ${min === max ? "" : `${min} to `}${max} different cards`, min > 0 ? "701.23d" : "701.23a");
  for (const id of chosen)
    if (!options.includes(id)) illegal(`${id} is not a card of the kind searched for in the library`, "701.23a");
  log(
    state,
    "search",
    `${who} searches ${whose === who ? "their" : `${whose}'s`} library and finds ${chosen.length} card(s)`,
    "701.23a",
    [...chosen],
  );
  if (e.reveal && chosen.length > 0)
    log(state, "reveal", `${who} reveals ${chosen.map((id) => d.get(id)?.name ?? id).join(", ")}`, "701.20a");
  if (e.to === "top") shuffleLibrary(ctx, whose);
  // "onto the battlefield under your control": the searching player controls it (110.2).
  const where = e.to === "top" ? { at: "top" as const } : e.to === "battlefield" ? { controller: who } : {};
  for (const id of chosen) moveObject(ctx, id, e.to === "top" ? "library" : e.to, where);
  r.thisWay.splice(0, r.thisWay.length, ...chosen); // "that card" of the next instruction (608.2c)
  log(state, "search", `${who} puts the card(s) found ${WHERE[e.to]}`, "701.23a");
  if (e.to !== "top") shuffleLibrary(ctx, whose);
}

/**
 * 201.2: "a card with the same name" as an object: its name now (or as it last existed); an
 * object with no name, or none at all, matches no card (701.23c: an undefined quality).
 */
function sameNameAs(ctx: Ctx, ref: ObjectRef, r: Resolution): string | null {
  const [id] = resolveObjects(ctx, ref, r);
  const name = id === undefined ? undefined : derive(ctx.state).get(id)?.name;
  return name === undefined || name === "" ? null : name;
}
