/**
 * A loaded scenario of either game, tagged by its `rules:` value: "mtg" (the default) for Magic,
 * "ga" or "ga-2025" for Grand Archive. The loader (load.ts) gives one; `withRuleset` (run.ts)
 * finds the ruleset that plays it.
 */
import type { Scenario as MtgScenario } from "../ast.js";
import type { GaScenario } from "../ga/ast.js";

export type { MtgScenario, GaScenario };

export type Scenario = MtgScenario | GaScenario;
