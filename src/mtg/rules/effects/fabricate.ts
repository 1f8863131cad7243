import type { Effect } from "../../abilities/effect.js";
import { effectHandlers } from "./handler.js";

/** 702.123a: the Servo a fabricate ability creates: a 1/1 colorless Servo artifact creature token. */
const SERVO = {
  name: "Servo Token",
  colors: [],
  types: ["Artifact", "Creature"],
  subtypes: ["Servo"],
  power: 1,
  toughness: 1,
} as const;

/** 702.123: fabricate. */
export const fabricateEffects = effectHandlers({
  fabricate: (ctx, e, r, runNested) => {
    const counters: Effect = { do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: e.n };
    const servos: Effect = { do: "createToken", token: SERVO, count: e.n };
    // 702.123a: "you may put N +1/+1 counters on it. If you don't, create N … Servo … tokens" —
    // chosen as it resolves; a permanent no longer on the battlefield can't get the counters.
    const onBattlefield = r.sourceId !== null && ctx.state.objects[r.sourceId]?.zone === "battlefield";
    const a = onBattlefield
      ? ctx.chooser.choose({
          kind: "yesNo",
          player: r.controller,
          prompt: `${r.sourceName ?? "ability"}: put ${e.n} +1/+1 counter(s) on it? (if you don't, create ${e.n} Servo token(s))`,
          rule: "702.123a",
        })
      : null;
    runNested([a?.kind === "yesNo" && a.yes ? counters : servos]);
  },
});
