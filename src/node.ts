/**
 * Doppel for Node (`import … from "doppel/node"`): everything of the core (`doppel`), and what
 * needs files: the whole card pool (`LIBRARY_CATALOG`, read from data/pool), scenario files and
 * folders, and the workbench's engine side and server.
 *
 * @packageDocumentation
 */

export * from "./index.js";

// The card pool and files
export { LIBRARY_CATALOG } from "./scenario/catalog.js";
export { scenarioFiles } from "./scenario/files.js";
export { loadScenarioFile } from "./scenario/rulesets/loadFile.js";
export { runScenarioFile } from "./scenario/rulesets/runFile.js";

// The workbench: its engine side (the state is a scenario; decisions come back pending) and its server
export { handleExport as exportWorkbenchScenario, handleRun as runWorkbench } from "./web/session.js";
export type { Edit, PendingView, RunRequest, RunResponse } from "./web/protocol.js";
export { DEFAULT_PORT, startServer as startWorkbench } from "./web/server.js";

// Types the workbench's signatures name
export type {
  AbilityView,
  AnswerJson,
  BoardView,
  CardNotesView,
  ChosenJson,
  ExplanationLine,
  ExplanationView,
  FailureView,
  Json,
  Lang as WorkbenchLang,
  LogLineView,
  LogSegment,
  ObjectView,
  OptionView,
  PendingBase,
  PlayerView,
  ProblemView,
  RefJson,
  SelectorJson,
  SetupZone,
  StepView,
  TurnStep,
  ZONE_NAMES,
} from "./web/protocol.js";
export type { StartOptions } from "./web/server.js";
