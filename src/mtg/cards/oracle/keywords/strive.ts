import type { KeywordAbility } from "../../../abilities/ability.js";

/**
 * 207.2c, 601.2f: "Strive — This spell costs [cost] more to cast for each target beyond the first."
 * — the additional cost of rules/casting/strive.ts, computed from the targets chosen. Null otherwise.
 */
export function parseStrive(paragraph: string): KeywordAbility | null {
  const m = /^strive — this spell costs ((?:\{[^{}\s]+\})+) more to cast for each target beyond the first\.?$/i.exec(
    paragraph.trim(),
  );
  return m?.[1] ? { kind: "keyword", text: paragraph, keyword: "strive", cost: m[1] } : null;
}
