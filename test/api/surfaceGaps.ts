/**
 * Types that public declarations name but no entry point exports yet (issue 18 item 3). Three are
 * left: Magic's scenario step types are worked out from the step registry's value
 * (`typeof DEFINITIONS` in scenario/steps/index.ts), so exporting them would export the registry's
 * schema helpers and the rules' action context (`Ctx`) with them; a `Step` union declared as a
 * type would close them. The surface test fails when a new one appears and when one listed here
 * is exported (or no longer named): the list only shrinks. Each entry: "Name (its declaration
 * file under dist/src)".
 */
export const KNOWN_UNEXPORTED: readonly string[] = [
  "MtgGame (scenario/mtg/ruleset.d.ts)",
  "StepKey (scenario/steps/index.d.ts)",
  "StepOf (scenario/steps/index.d.ts)",
];
