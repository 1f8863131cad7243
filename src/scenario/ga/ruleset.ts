/**
 * Grand Archive as a ruleset (`rules: ga` or `ga-2025`, docs/ga-scenarios.md): its schema and
 * normalizer, its setup, steps and checks, over the engine of src/ga.
 */
import { type GaDerived, deriveGa } from "../../ga/layers/derive.js";
import type { GaState } from "../../ga/model/state.js";
import { actGa } from "../../ga/game/act.js";
import type { GaCtx } from "../../ga/game/decision.js";
import { stateBasedChecks } from "../../ga/rules/sbc.js";
import { notExecutedWarning, type Ruleset } from "../ruleset.js";
import type { GaExpectation, GaScenario, GaStep } from "./ast.js";
import { buildGaSetup, emptyGaGame, type GaAliases } from "./buildState.js";
import { GaAnswerQueue, type GaDecisionLogEntry } from "./chooser.js";
import { explainGa } from "./explain.js";
import { checkGaExpectations } from "./expect.js";
import { normalizeGaScenario } from "./normalize.js";
import { runGaStep } from "./run.js";
import { type RawGaScenario, GaScenarioSchema } from "./schema.js";

/** The types of a Grand Archive game, as the scenario machinery sees them. */
export interface GaGame {
  readonly scenario: GaScenario;
  readonly raw: RawGaScenario;
  readonly state: GaState;
  readonly aliases: GaAliases;
  readonly step: GaStep;
  readonly expectation: GaExpectation;
  readonly decision: GaDecisionLogEntry;
  readonly onUnanswered: never;
  readonly catalog: never;
  readonly derived: GaDerived;
}

export const GA_RULESET: Ruleset<GaGame> = {
  title: "Grand Archive",
  rules: ["ga", "ga-2025"],
  schema: GaScenarioSchema,
  normalize: (raw, doc) => normalizeGaScenario(raw, doc.file, doc.positions),
  setupLine: (scenario) => scenario.line,
  buildSetup(scenario, run) {
    return actGa(emptyGaGame(scenario), (draft) => {
      const ctx: GaCtx = { state: draft, chooser: new GaAnswerQueue([], run.aliases, run.file) };
      buildGaSetup(ctx, scenario, run.aliases);
      stateBasedChecks(ctx);
    });
  },
  runStep(state, step, run) {
    const queue = new GaAnswerQueue(step.answers, run.aliases, run.file);
    const result = actGa(state, (draft) => {
      const ctx: GaCtx = { state: draft, chooser: queue };
      runGaStep(ctx, step, run.aliases, run.file, run.warn);
      stateBasedChecks(ctx);
    });
    return { result, decisions: queue.log, leftover: queue.leftover };
  },
  derive: (state) => deriveGa(state),
  setupWarnings(state, derived) {
    // Abilities in the game that the engine keeps as text.
    const out: string[] = [];
    for (const id of Object.keys(state.objects)) {
      const c = derived.get(id);
      for (const a of c?.abilities ?? [])
        if (a.def.kind === "text") out.push(notExecutedWarning(c?.name ?? id, `${a.def.text} (${a.def.reason})`));
    }
    return out;
  },
  check: checkGaExpectations,
  steps: (scenario) => scenario.steps,
  stepChecks: (step) => step.check,
  expectations: (scenario) => scenario.expect,
  stepIndex: (step) => step.index,
  explain: explainGa,
};
