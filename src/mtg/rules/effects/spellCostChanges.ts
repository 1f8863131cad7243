import type { TurnRuleEffect } from "../../model/combatRestrictions.js";
import { changed, log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";
import { resolvePlayers } from "./refs.js";

/**
 * 601.2f, 611.2a: "The next spell you cast this turn costs {1} less to cast …", "Until your next
 * turn, [kind] spells that player casts cost {2} less to cast": a cost change for that player's
 * spells, kept with this turn's rules (rules/resolvedCostChanges.ts applies and ends it).
 */
export const spellCostChangeEffects = effectHandlers({
  changeSpellCosts: (ctx, e, r) => {
    const { state } = ctx;
    const players = resolvePlayers(ctx, e.who, r);
    if (players.length === 0) return;
    const added: TurnRuleEffect[] = players.map((caster) => ({
      rule: { rule: "spellCost", cost: e.cost, ...(e.spells ? { affects: e.spells } : {}) },
      objects: [], // a rule of spells being cast, not of objects (rules/resolvedCostChanges.ts)
      sourceId: r.sourceId,
      controller: r.controller,
      caster,
      ...(e.until === "nextSpellThisTurn" ? { nextSpellOf: caster } : { untilTurnOf: r.controller }),
    }));
    state.turnRules = [...(state.turnRules ?? []), ...added];
    log(
      state,
      "rules",
      `${r.text} (${e.until === "nextSpellThisTurn" ? "this turn" : "until your next turn"})`,
      "601.2f",
    );
    changed(state);
  },
});
