/** Parsed command line: positional arguments and --flags (a flag takes a value if listed in `withValue`). */
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
