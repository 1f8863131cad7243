#!/usr/bin/env node
import { formatProblem } from "../kernel/problem.js";
import { runCards } from "./cardsCommand.js";
import { runExplain } from "./explainCommand.js";
import { selectLocalCards } from "./localCards.js";
import { printable } from "./printable.js";
import { packageVersion } from "./version.js";
import { runShowcase } from "./showcaseCommand.js";
import { runTest } from "./testCommand.js";

const USAGE = `Usage:
  doppel test [--json] [--trace] [--strict] [--timeout SECONDS] [--jobs N] [--exclude DIR]... <file-or-dir>...
  doppel explain <file> [--object ID] [--at STEP] [--lang en|fr] [--timeout SECONDS]
  doppel showcase [dir]
  doppel cards [query] [--json] [--rulings]
  doppel cards --coverage [--json] [--top N] [--copy]
  doppel cards import FILE [--out DIR]
  doppel --version
Every command takes --cards DIR (or DOPPEL_CARDS=DIR): local cards over the built-in pool
(default: ~/.doppel/cards when \`doppel cards import\` wrote it).`;

/** The CLI (docs/scenario-format.md §1, 7). Exit codes: 0 success, 1 a scenario failed or errored, 2 bad usage. */
function main(args: readonly string[]): number | Promise<number> {
  const selected = selectLocalCards(args, process.env);
  if ("problem" in selected) {
    process.stderr.write(`${printable(selected.problem)}\n`);
    return 2;
  }
  const [command, ...rest] = selected.argv;
  switch (command) {
    case "test":
      return runTest(rest);
    case "explain":
      return runExplain(rest);
    case "showcase":
      return runShowcase(rest);
    case "cards":
      return runCards(rest);
    case "--version":
    case "-v":
    case "version":
      process.stdout.write(`${packageVersion()}\n`);
      return 0;
    case "--help":
    case "-h":
    case "help":
      process.stdout.write(`${USAGE}\n`);
      return 0;
    default:
      process.stderr.write(`${command ? `unknown command "${printable(command)}"\n` : ""}${USAGE}\n`);
      return 2;
  }
}

// A closed pipe (`doppel test | head`) ends the output quietly, not with a stack trace.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
});

/** Never a stack trace for the user: an unexpected failure is reported plainly. */
function fault(e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  process.stderr.write(
    `${printable(formatProblem({ code: "engine.internal", message: `internal error: ${message}` }))}\n`,
  );
  process.exitCode = 1;
}

try {
  const code = main(process.argv.slice(2));
  if (typeof code === "number") process.exitCode = code;
  else
    code.then((c) => {
      process.exitCode = c;
    }, fault);
} catch (e) {
  fault(e);
}
