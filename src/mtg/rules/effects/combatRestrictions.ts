import type { TurnRuleEffect } from "../../model/combatRestrictions.js";
import { changed, log } from "../../game/draft.js";
import { derive } from "../../layers/derive.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/** 101.2, 611.2a: "… can't block this turn" and the like: rules for the rest of this turn. */
export const combatRestrictionEffects = effectHandlers({
  rulesThisTurn: (ctx, e, r) => {
    const { state } = ctx;
    const objects = e.what === undefined ? undefined : resolveObjects(ctx, e.what, r);
    if (objects?.length === 0) return;
    const added: TurnRuleEffect[] = e.rules.map((rule) => ({
      rule,
      ...(objects ? { objects } : {}),
      sourceId: r.sourceId,
      controller: r.controller,
    }));
    state.turnRules = [...(state.turnRules ?? []), ...added];
    const d = derive(state);
    const who = objects ? `: ${objects.map((id) => d.get(id)?.name ?? id).join(", ")}` : "";
    log(state, "rules", `${r.text} (this turn${who})`, "101.2", objects ?? []);
    changed(state);
  },
});
