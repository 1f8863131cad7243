/** 700.2: the "•" lines of a modal ability belong to the paragraph that introduces them. */
export function joinModes(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.length - 1;
    if (line.trim().startsWith("•") && last >= 0) out[last] = `${out[last]}\n${line.trim()}`;
    else out.push(line.trim());
  }
  return out;
}
