/**
 * A loaded scenario of either game, tagged by its `rules:` value: "mtg" (the default) for Magic,
 * "ga" or "ga-2025" for Grand Archive. The loader (load.ts) gives one; `withRuleset` (run.ts)
 * finds the ruleset that plays it.
 */
import type { Scenario as MtgScenario } from "../ast.js";
import type { GaScenario } from "../ga/ast.js";

/** A loaded scenario of each game. */
export type { MtgScenario, GaScenario };

/** A loaded scenario of either game, tagged by `rules`. */
export type Scenario = MtgScenario | GaScenario;
