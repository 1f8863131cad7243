import { log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";
import { playersInTurnOrderFrom } from "./eachOpponentMay.js";

/**
 * 701.38a: starting with the controller and in turn order, each player votes for one of the two
 * choices, knowing the earlier votes (Split Decision's rulings: no abstaining); the first choice's
 * result happens if it got more votes, the second's otherwise (more votes, or a tie).
 */
export const voteEffects = effectHandlers({
  vote: (ctx, e, r, runNested) => {
    const [first, second] = e.choices;
    let forFirst = 0;
    let forSecond = 0;
    for (const voter of playersInTurnOrderFrom(ctx.state, r.controller)) {
      const a = ctx.chooser.choose({
        kind: "chooseNumber",
        player: voter,
        prompt: `${r.sourceName ?? "vote"}: vote 1: ${first}, 2: ${second}`,
        min: 1,
        max: 2,
        rule: "701.38a",
      });
      if (a.kind === "number" && a.n === 1) forFirst++;
      else forSecond++;
      log(ctx.state, "vote", `${voter} votes for ${a.kind === "number" && a.n === 1 ? first : second}`, "701.38a");
    }
    runNested(forFirst > forSecond ? e.ifMore : e.otherwise);
  },
});
