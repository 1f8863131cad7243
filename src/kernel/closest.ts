/** "Did you mean": the known names nearest a misspelt one, for either game's problems. */

/** Names within a small edit distance of `name`, closest first. */
export function closest(name: string, candidates: readonly string[], max = 3): string[] {
  const lower = name.toLowerCase();
  if (lower.length > 100) return [];
  const scored: { name: string; d: number }[] = [];
  for (const c of candidates) {
    const cl = c.toLowerCase();
    if (Math.abs(cl.length - lower.length) > max || cl.length > 100) continue;
    const d = editDistance(lower, cl);
    if (d <= max) scored.push({ name: c, d });
  }
  return scored.sort((a, b) => a.d - b.d).map((s) => s.name);
}

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const sub = (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, sub);
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}
