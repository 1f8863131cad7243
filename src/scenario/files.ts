import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

/** Scenario files under the given paths: *.yaml / *.yml, sorted, skipping excluded directories. */
export function scenarioFiles(paths: readonly string[], exclude: readonly string[] = []): string[] {
  const out: string[] = [];
  const excluded = (p: string) => exclude.some((x) => resolve(x) === resolve(p));
  const walk = (p: string, top: boolean) => {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(p);
    } catch {
      if (top) out.push(p); // reported as unreadable by the loader
      return;
    }
    if (st.isDirectory()) {
      if (!top && excluded(p)) return;
      for (const name of readdirSync(p).sort()) walk(join(p, name), false);
    } else if (top || /\.ya?ml$/i.test(p)) {
      out.push(p);
    }
  };
  for (const p of paths) walk(p, true);
  return out;
}
