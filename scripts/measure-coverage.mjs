// What the Oracle compiler executes of the built-in card pool: a thin wrapper of
// `doppel cards --coverage` (src/cli/cardsCoverage.ts), kept for the helpers that run it.
// Run after `npm run build`: node scripts/measure-coverage.mjs [--json] [--top N] [--copy]
import { runCards } from "../dist/src/cli/cardsCommand.js";

process.exitCode = runCards(["--coverage", ...process.argv.slice(2)]);
