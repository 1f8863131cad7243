import { illegal } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { shuffleLibrary } from "../shuffle.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";

/**
 * "You shuffle up to four cards from your graveyard into your library" (701.24a, 608.2d): no
 * target; the controller chooses the cards (one list answer, possibly empty) as the instruction is
 * carried out, puts them into their library and shuffles it.
 */
export const graveyardShuffleEffects = effectHandlers({
  shuffleFromGraveyard: (ctx, e, r) => {
    const who = r.controller;
    const options = [...player(ctx.state, who).graveyard];
    const a = ctx.chooser.choose({
      kind: "chooseTargets",
      player: who,
      prompt: `${r.sourceName ?? "effect"}: choose up to ${e.max} card(s) in your graveyard to shuffle into your library (a list, possibly empty)`,
      slots: [{ options, min: 0, max: Math.min(e.max, options.length) }],
      rule: "608.2d",
    });
    const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
    if (chosen.length > e.max || new Set(chosen).size !== chosen.length)
      illegal(`choose at most ${e.max} different cards`, "608.2d");
    for (const id of chosen) if (!options.includes(id)) illegal(`${id} is not a card in your graveyard`, "608.2d");
    for (const id of chosen) moveObject(ctx, id, "library");
    shuffleLibrary(ctx, who);
  },
});
