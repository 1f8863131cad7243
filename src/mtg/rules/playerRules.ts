import type { RuleEffect } from "../abilities/ruleEffect.js";
import type { Derived } from "../layers/derive.js";
import type { PlayerId } from "../model/object.js";
import type { Player } from "../model/player.js";
import { battlefieldRuleEffects } from "./ruleEffects.js";

/** Who a player rule binds, relative to its source's controller: "you", "your opponents", "players". */
export type RuleBinds = "you" | "opponents" | "each";

type PlayerRule = Extract<
  RuleEffect,
  { rule: "skipDrawStep" | "additionalLandPlays" | "cantGainLife" | "noLossForZeroLife" }
>;

/** The player rules of permanents on the battlefield (113.6) that bind `who`. */
function playerRulesBinding(d: Derived, who: PlayerId): PlayerRule[] {
  return battlefieldRuleEffects(d).flatMap((r) => {
    const rule = r.rule;
    if (
      rule.rule !== "skipDrawStep" &&
      rule.rule !== "additionalLandPlays" &&
      rule.rule !== "cantGainLife" &&
      rule.rule !== "noLossForZeroLife"
    )
      return [];
    const controller = d.get(r.source)?.controller;
    const binds: RuleBinds = "who" in rule ? rule.who : "you";
    const bound = binds === "each" || (binds === "you" ? controller === who : controller !== who);
    return bound ? [rule] : [];
  });
}

/** 614.10: "Skip your draw step" — a replacement effect: the step is passed as though it didn't exist. */
export function skipsDrawStep(d: Derived, who: PlayerId): boolean {
  return playerRulesBinding(d, who).some((r) => r.rule === "skipDrawStep");
}

/**
 * 305.2, 305.2a: how many lands `p` can play this turn — one, plus "you may play an additional
 * land this turn" effects of resolved spells, plus "… on each of your turns" static abilities
 * (cumulative).
 */
export function landPlaysAllowed(d: Derived, p: Player): number {
  const statics = playerRulesBinding(d, p.name).reduce(
    (n, r) => n + (r.rule === "additionalLandPlays" ? r.count : 0),
    0,
  );
  return 1 + (p.additionalLandPlays ?? 0) + statics;
}

/** 119.7, 101.2: "[Players / Your opponents / You] can't gain life" — a life gain event does nothing. */
export function cantGainLife(d: Derived, who: PlayerId): boolean {
  return playerRulesBinding(d, who).some((r) => r.rule === "cantGainLife");
}

/** 704.5a, 101.2: "You don't lose the game for having 0 or less life." */
export function noLossForZeroLife(d: Derived, who: PlayerId): boolean {
  return playerRulesBinding(d, who).some((r) => r.rule === "noLossForZeroLife");
}
