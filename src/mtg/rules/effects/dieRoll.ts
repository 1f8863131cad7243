import { nextRandom } from "../../../kernel/rng.js";
import { changed, log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";

/**
 * 706.1-2, 706.3a: the resolving ability's controller rolls a dN (the game's seeded generator: N
 * equally likely outcomes, 706.1a); the results table's row whose range holds the result happens.
 */
export const dieRollEffects = effectHandlers({
  rollDie: (ctx, e, r, runNested) => {
    const { state } = ctx;
    const { seed, value } = nextRandom(state.rng);
    state.rng = seed;
    changed(state);
    const result = Math.min(e.sides, 1 + Math.floor(value * e.sides));
    log(state, "die", `${r.controller} rolls a d${e.sides}: ${result}`, "706.2");
    const row = e.results.find((x) => result >= x.min && (x.max === undefined || result <= x.max));
    if (row) runNested(row.effects);
  },
});
