/**
 * Parsed command line: positional arguments and --flags (a flag takes a value if listed in
 * `withValue`). `-h` and `--help` set the flag "help"; any other argument starting with a single
 * dash is an unknown option, never a file name.
 */
export interface Args {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
  readonly errors: string[];
}

export function parseArgs(argv: readonly string[], withValue: readonly string[], known: readonly string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  const errors: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a === "-h" || a === "--help") {
      flags.set("help", true);
      continue;
    }
    if (/^-[^-]/.test(a)) {
      errors.push(`unknown option ${a}`);
      continue;
    }
    if (!a.startsWith("--")) {
      positional.push(a);
      continue;
    }
    const [name = "", inline] = a.slice(2).split("=", 2);
    if (!known.includes(name)) {
      errors.push(`unknown option --${name}`);
      continue;
    }
    if (withValue.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) errors.push(`--${name} needs a value`);
      else flags.set(name, v);
    } else {
      flags.set(name, true);
    }
  }
  return { positional, flags, errors };
}

/**
 * The value of a numeric flag (undefined if absent); a bad value adds an error that names it.
 * `unit` "steps" takes a whole number (0, 1, 2…), "seconds" a number greater than 0.
 */
export function numericFlag(args: Args, name: string, unit: "steps" | "seconds" | "threads"): number | undefined {
  const v = args.flags.get(name);
  if (v === undefined) return undefined;
  const text = v === true ? "" : v;
  const valid =
    unit === "steps"
      ? /^\d+$/.test(text)
      : unit === "threads"
        ? /^\d+$/.test(text) && Number(text) >= 1
        : /^\d+(\.\d+)?$/.test(text) && Number(text) > 0;
  if (valid) return Number(text);
  args.errors.push(
    `--${name} ${JSON.stringify(text)}: ${unit === "steps" ? "needs a whole number of steps (0, 1, 2…)" : unit === "threads" ? "needs a whole number of worker threads (1, 2…)" : "needs a number of seconds greater than 0"}`,
  );
  return undefined;
}

/** The usage error for an empty path argument ("" names no file), or none. */
export function emptyPathErrors(args: Args): string[] {
  return args.positional.some((p) => p === "") ? ["an empty path names no file"] : [];
}
