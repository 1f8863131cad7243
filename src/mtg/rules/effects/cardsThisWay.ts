import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import { illegal, log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { perspective } from "../../game/resolution.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects, resolvePlayers } from "./refs.js";
import { cardsFromTopUntil } from "./fromTopUntil.js";

/**
 * Cards an instruction reveals or names for the next ones ("that card", "the card", 608.2c): the
 * resolution keeps them (`Resolution.thisWay`).
 */
export const cardsThisWayEffects = effectHandlers({
  revealTop: (ctx, e, r) => {
    const { state } = ctx;
    const d = derive(state);
    const revealed = resolvePlayers(ctx, e.who, r).flatMap((p) => player(state, p).library.slice(0, 1));
    // 701.20a: revealed to every player; the card stays on top of the library.
    for (const id of revealed)
      log(state, "reveal", `${state.objects[id]?.owner ?? "?"} reveals ${d.get(id)?.name ?? id}`, "701.20a", [id]);
    r.thisWay.splice(0, r.thisWay.length, ...revealed);
  },
  revealUntil: (ctx, e, r, runNested) => {
    // 401.4: the revealed cards still in the library go to its bottom in a random order.
    const [who] = resolvePlayers(ctx, e.who, r);
    const until = { exile: false, filter: e.filter, found: e.effects, rest: "bottom", after: [] } as const;
    if (who !== undefined) cardsFromTopUntil(ctx, until, who, r, runNested);
  },
  exileCardThisWay: (ctx, e, r) => {
    const { state } = ctx;
    const d = derive(state);
    const options = resolveObjects(ctx, { ref: "thisWay" }, r).filter((id) =>
      matchesFilter(d.view, id, e.filter, perspective(r)),
    );
    r.thisWay.splice(0, r.thisWay.length);
    if (options.length === 0) return;
    const a = ctx.chooser.choose({
      kind: "chooseTargets",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: you may exile one of these cards (a list of at most one, possibly empty)`,
      slots: [{ options, min: 0, max: 1 }],
      rule: "608.2d",
    });
    const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
    const [card, ...more] = chosen;
    if (card === undefined) return;
    if (more.length > 0 || !options.includes(card)) illegal(`choose at most one of ${options.join(", ")}`, "608.2d");
    moveObject(ctx, card, "exile");
    r.thisWay.push(card);
  },
  putIntoGraveyard: (ctx, e, r) => {
    // 400.3: a card goes to its owner's graveyard.
    for (const id of resolveObjects(ctx, e.what, r))
      if (ctx.state.objects[id]?.zone !== "graveyard") moveObject(ctx, id, "graveyard");
  },
});
