/**
 * Reads a V8 CPU profile (`node --cpu-prof …`) and prints the functions with the most self time
 * and the most inclusive time (time spent in the function and everything it calls).
 *
 *   node dist/bench/profile.js <file.cpuprofile> [top=25] [filter]
 *
 * `filter` keeps only functions whose location contains that text (e.g. "src/mtg").
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface FunctionTime {
  readonly name: string;
  readonly selfMs: number;
  readonly totalMs: number;
}

export interface ProfileSummary {
  readonly totalMs: number;
  readonly functions: readonly FunctionTime[];
}

function label(f: CallFrame): string {
  const file = f.url.replace(/^file:\/\//, "").replace(/^.*\/dist\//, "");
  return `${f.functionName || "(anonymous)"} ${file ? `${file}:${f.lineNumber + 1}` : ""}`.trim();
}

/** Self and inclusive time per function (recursion counted once per sample). */
export function summarize(profile: CpuProfile): ProfileSummary {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    totalUs += dt;
    const node = byId.get(id);
    if (!node) return;
    const own = label(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + dt);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      if (!n) break;
      const l = label(n.callFrame);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + dt);
    }
  });
  const functions = [...total.keys()].map((name) => ({
    name,
    selfMs: (self.get(name) ?? 0) / 1000,
    totalMs: (total.get(name) ?? 0) / 1000,
  }));
  return { totalMs: totalUs / 1000, functions };
}

function main(argv: readonly string[]): void {
  const [file, topArg, filter] = argv;
  if (!file) {
    console.error("usage: node dist/bench/profile.js <file.cpuprofile> [top] [filter]");
    process.exitCode = 2;
    return;
  }
  const top = Number(topArg ?? 25);
  const s = summarize(JSON.parse(readFileSync(file, "utf8")) as CpuProfile);
  const keep = s.functions.filter((f) => !filter || f.name.includes(filter));
  const pct = (ms: number) => `${((100 * ms) / s.totalMs).toFixed(1).padStart(5)}%`;
  const row = (f: FunctionTime, ms: number) => `${ms.toFixed(0).padStart(8)} ms ${pct(ms)}  ${f.name}`;
  console.log(`profile: ${s.totalMs.toFixed(0)} ms sampled`);
  console.log("\nself time:");
  for (const f of [...keep].sort((a, b) => b.selfMs - a.selfMs).slice(0, top)) console.log(row(f, f.selfMs));
  console.log("\ninclusive time:");
  for (const f of [...keep].sort((a, b) => b.totalMs - a.totalMs).slice(0, top)) console.log(row(f, f.totalMs));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
