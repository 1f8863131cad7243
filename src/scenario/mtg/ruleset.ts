/**
 * Magic: The Gathering as a ruleset (`rules: mtg`, the default; docs/scenario-format.md): its
 * schema and normalizer, its setup, steps and checks, over the engine of src/mtg. The step
 * dispatch is passed in (src/scenario/rulesets/run.ts holds it).
 */
import { RulesViolation, fail, ok } from "../../kernel/problem.js";
import { type Derived, derive } from "../../mtg/layers/derive.js";
import type { CardCatalog } from "../../mtg/model/cardCatalog.js";
import type { GameState } from "../../mtg/model/state.js";
import type { Ctx } from "../../mtg/game/ctx.js";
import { act } from "../../mtg/game/draft.js";
import type { Expectation, Scenario, Step } from "../ast.js";
import { type Aliases, buildSetup, emptyGame } from "../buildState.js";
import { AnswerQueue, type DecisionLogEntry, type UnansweredHandler } from "../chooser.js";
import type { Deadline } from "../deadline.js";
import { checkExpectations } from "../expect.js";
import { unexecutedAbilities } from "../inlineCard.js";
import { defaultGameCatalog } from "../gameCatalog.js";
import { normalizeScenario } from "../normalize.js";
import { notExecutedWarning, type Ruleset } from "../ruleset.js";
import { type RawScenario, ScenarioSchema } from "../schema.js";
import { explainMtg } from "./explain.js";

export interface MtgGame {
  readonly scenario: Scenario;
  readonly raw: RawScenario;
  readonly state: GameState;
  readonly aliases: Aliases;
  readonly step: Step;
  readonly expectation: Expectation;
  readonly decision: DecisionLogEntry;
  readonly onUnanswered: UnansweredHandler;
  readonly catalog: CardCatalog;
  readonly derived: Derived;
}

/** Carries out one step on the working copy (docs/scenario-format.md §4). */
export type MtgStepRunner = (
  ctx: Ctx,
  step: Step,
  aliases: Aliases,
  file: string,
  deadline: Deadline | undefined,
) => void;

export function mtgRuleset(runStep: MtgStepRunner): Ruleset<MtgGame> {
  return {
    title: "Magic: The Gathering",
    rules: ["mtg"],
    schema: ScenarioSchema,
    normalize: (raw, doc) =>
      normalizeScenario(raw, doc.file, doc.positions, doc.catalog, {
        maxObjects: doc.maxObjects,
        maxProblems: doc.maxProblems,
      }),
    setupLine: (scenario) => scenario.setup.line,
    buildSetup(scenario, run) {
      let state: GameState;
      try {
        state = emptyGame(scenario, run.catalog ?? defaultGameCatalog());
      } catch (e) {
        if (e instanceof RulesViolation) return fail(e.problem);
        throw e;
      }
      for (const card of Object.values(state.customCards))
        for (const w of unexecutedAbilities(card)) run.warn(`inline card ability not executed: ${w}`);
      const warnings: string[] = [];
      const setup = act(state, (draft) => {
        const q = new AnswerQueue([], () => draft, run.aliases, run.file, run.onUnanswered);
        buildSetup({ state: draft, chooser: q }, scenario, run.aliases, warnings);
      });
      for (const w of warnings) run.warn(w);
      return setup.ok ? ok(setup.value) : setup;
    },
    runStep(state, step, run) {
      let current = state;
      const queue = new AnswerQueue(step.answers, () => current, run.aliases, run.file, run.onUnanswered);
      const result = act(state, (draft) => {
        current = draft;
        runStep({ state: draft, chooser: queue }, step, run.aliases, run.file, run.deadline);
      });
      return { result, decisions: queue.log, leftover: queue.leftover };
    },
    derive: (state) => derive(state),
    setupWarnings(state, d) {
      // Cards in the game with abilities the engine keeps as text only (docs/scenario-format.md §5: a warning names them).
      const out: string[] = [];
      for (const id of Object.keys(state.objects)) {
        for (const a of d.get(id)?.abilities ?? []) {
          if (a.def.kind === "text") out.push(notExecutedWarning(d.get(id)?.name ?? id, a.def.text));
        }
      }
      return out;
    },
    stepWarnings(state, d) {
      const out: string[] = [];
      for (const id of [...state.battlefield, ...state.stack]) {
        for (const a of d.get(id)?.abilities ?? [])
          if (a.def.kind === "text") out.push(notExecutedWarning(d.get(id)?.name ?? id, a.def.text));
      }
      return out;
    },
    check: checkExpectations,
    steps: (scenario) => scenario.steps,
    stepChecks: (step) => step.check,
    expectations: (scenario) => scenario.expect,
    stepIndex: (step) => Number(step.path[1]),
    explain: explainMtg,
  };
}
