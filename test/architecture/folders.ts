/**
 * The layers of the code: which folder of src/ may import which. This table is the one place the
 * rule is written; test/architecture/importRules.test.ts checks every import of src/ against it,
 * and docs/architecture.md shows the same picture (the test checks that too).
 */

/** The folders, each with the folders it sits directly on. It may import those and everything below them. */
export const SITS_ON: Readonly<Record<string, readonly string[]>> = {
  kernel: [],
  "mtg/model": ["kernel"],
  "mtg/abilities": ["mtg/model"],
  "mtg/cards": ["mtg/abilities"],
  "mtg/layers": ["mtg/cards"],
  "mtg/game": ["mtg/layers"],
  "mtg/copy": ["mtg/game"],
  "mtg/rules": ["mtg/copy"],
  "mtg/explain": ["mtg/rules"],
  "ga/model": ["kernel"],
  "ga/abilities": ["ga/model"],
  "ga/cards": ["ga/abilities"],
  "ga/layers": ["ga/cards"],
  "ga/game": ["ga/layers"],
  "ga/copy": ["ga/game"],
  "ga/rules": ["ga/copy"],
  "ga/explain": ["ga/rules"],
  scenario: ["mtg/explain"],
  "scenario/ga": ["scenario", "ga/explain"],
  "scenario/rulesets": ["scenario/ga"],
  cli: ["scenario/rulesets"],
  web: ["scenario/rulesets"],
  api: ["scenario/rulesets"],
  reliability: ["cli", "web"],
  "(root)": ["cli", "web", "api"],
};

/** The folders that make up the rules engines: they never import the scenario, cli, web or reliability code. */
export const CORE: readonly string[] = ["kernel", "mtg/", "ga/"];
export const OUTSIDE_CORE: readonly string[] = ["scenario", "cli", "web", "api", "reliability", "(root)"];

/** The folder picture, as docs/architecture.md shows it: a folder may import the folders under it, along the lines. */
export const PICTURE = `
     src/index.ts node.ts ga.ts (public API),  reliability (fuzzers, invariants)
                       /            |            \\
          cli (doppel ...)    web (workbench)    api (the public reducer)
                       \\            |            /
                  scenario/rulesets            the rulesets by name: load, run, explain any scenario
                          |
                      scenario/ga              Grand Archive scenarios
                       /       \\
               scenario          \\             the generic core, Magic scenarios: state building, steps, checks
                  |                \\
             mtg/explain         ga/explain    explanations
             mtg/rules           ga/rules      actions, turn, casting, effects
             mtg/copy            ga/copy       copy effects (CR 707)
             mtg/game            ga/game       an action's working state: changes, objects, decisions, targets
             mtg/layers          ga/layers     derived characteristics (CR 613)
             mtg/cards           ga/cards      card library
             mtg/abilities       ga/abilities  ability vocabulary (data)
             mtg/model           ga/model      state as plain data
                      \\          /
                         kernel                knows no game
`;

/**
 * An import that goes against the table, known and kept for now, with the reason. `types` means only
 * \`import type\` is allowed along it (it vanishes at compile time); \`runtime\` allows both. The test
 * fails when an exception is no longer used, so the list stays true.
 */
export interface KnownException {
  readonly from: string;
  readonly to: string;
  readonly kind: "types" | "runtime";
  readonly reason: string;
}

export const KNOWN_EXCEPTIONS: readonly KnownException[] = [
  {
    from: "mtg/model",
    to: "mtg/abilities",
    kind: "types",
    reason: "a card face holds AbilityDefs and a recorded effect holds ContinuousParts; types only",
  },
  {
    from: "ga/model",
    to: "ga/abilities",
    kind: "types",
    reason: "a card holds its abilities' definitions; types only",
  },
];

/** The folder of a file of src/ (a path relative to src/, with "/"), or undefined if the table does not know it. */
export function folderOf(file: string): string | undefined {
  const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
  if (dir === "") return "(root)";
  let best: string | undefined;
  for (const folder of Object.keys(SITS_ON)) {
    if ((dir === folder || dir.startsWith(`${folder}/`)) && (best === undefined || folder.length > best.length))
      best = folder;
  }
  return best;
}

/** Every folder `folder` may import: those it sits on, and everything below them. */
export function allowedBelow(folder: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    for (const below of SITS_ON[f] ?? []) {
      if (seen.has(below)) continue;
      seen.add(below);
      visit(below);
    }
  };
  visit(folder);
  return seen;
}
