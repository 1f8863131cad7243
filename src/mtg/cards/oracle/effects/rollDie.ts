import type { Effect } from "../../../abilities/effect.js";
import { type EffectContext, compileEffects } from "../effects.js";
import { ROW_SENTENCE } from "../text/resultsTable.js";

type Row = { min: number; max?: number; sentences: string[] };

/**
 * 706.1, 706.3a: "Roll a d20." followed by its results table's rows ("1 to 9 | Copy that card. You may
 * cast the copy.", "20 | …", "15 or more | …", text/resultsTable.ts): each row's instructions are read in the context the roll
 * left ("that card", "that creature"); rows may not target (their targets would be chosen before
 * the roll). Takes every sentence after the roll; null when the next one is no row.
 */
export function compileRollTable(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const roll = /^[Rr]oll a d(\d+)$/.exec(sentences[0] ?? "");
  const sides = Number(roll?.[1] ?? 0);
  if (!roll || sides < 2 || !ROW_SENTENCE.test(sentences[1] ?? "")) return null;
  const rows: Row[] = [];
  for (const s of sentences.slice(1)) {
    const m = ROW_SENTENCE.exec(s);
    const last = rows.at(-1);
    if (m?.[1] && m[4]) {
      const min = Number(m[1]);
      const max = m[3] ? undefined : Number(m[2] ?? m[1]);
      rows.push({ min, ...(max !== undefined ? { max } : {}), sentences: [m[4]] });
    } else if (last) last.sentences.push(s);
  }
  const pronoun = ctx.pronoun;
  const targets = ctx.targets.length;
  const results: { min: number; max?: number; effects: Effect[] }[] = [];
  for (const row of rows) {
    ctx.pronoun = pronoun;
    const effects = compileEffects(row.sentences, ctx);
    if (!effects || ctx.targets.length > targets || (row.max !== undefined && row.max < row.min)) return null;
    results.push({ min: row.min, ...(row.max !== undefined ? { max: row.max } : {}), effects });
  }
  ctx.pronoun = pronoun;
  return { effects: [{ do: "rollDie", sides, results }], count: sentences.length };
}
