import { useLocalCards } from "../scenario/catalog.js";
import { defaultLocalCardsDir, isPoolFolder } from "../scenario/poolFiles.js";
import { printable } from "./printable.js";

/**
 * The local card folder the CLI uses in addition to and over the built-in pool: `--cards DIR`
 * (anywhere on the command line), else `DOPPEL_CARDS=DIR`, else ~/.doppel/cards when
 * `doppel cards import` has written one there. Returns the arguments without `--cards DIR`, or a
 * problem when a folder given explicitly holds no card file. The choice is written to
 * `env.DOPPEL_CARDS`, so that worker threads started later use the same folder.
 */
export function selectLocalCards(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { argv: string[] } | { problem: string } {
  const rest: string[] = [];
  let chosen: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "--cards") {
      const v = argv[++i];
      if (v === undefined) return { problem: "--cards needs a folder (one `doppel cards import` wrote)" };
      chosen = v;
    } else if (a.startsWith("--cards=")) chosen = a.slice("--cards=".length);
    else rest.push(a);
  }
  const explicit = chosen ?? (env.DOPPEL_CARDS !== undefined && env.DOPPEL_CARDS !== "" ? env.DOPPEL_CARDS : undefined);
  if (explicit !== undefined) {
    if (!isPoolFolder(explicit))
      return {
        problem: `no card file in ${printable(explicit)} (${chosen !== undefined ? "--cards" : "DOPPEL_CARDS"}): expected the index.json that \`doppel cards import\` writes`,
      };
    const problem = useLocalCards(explicit)?.problem;
    if (problem !== undefined) return { problem };
    env.DOPPEL_CARDS = explicit;
  } else if (!(rest[0] === "cards" && rest[1] === "import") && isPoolFolder(defaultLocalCardsDir())) {
    useLocalCards(defaultLocalCardsDir());
    env.DOPPEL_CARDS = defaultLocalCardsDir();
  }
  return { argv: rest };
}
