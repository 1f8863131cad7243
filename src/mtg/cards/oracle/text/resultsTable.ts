import type { AbilityDef } from "../../../abilities/ability.js";

/** A results table's row (706.3a): "1—9 | …", "20 | …", "15+ | …". */
const TABLE_ROW = /^(\d+)(?:—(\d+)|(\+))? \| (.+)$/;

/** The same row as a sentence of the normalized text (no dashes there): "1 to 9 | …", "15 or more | …". */
export const ROW_SENTENCE = /^(\d+)(?: to (\d+)| (or more))? \| (.+)$/;

/** 706.3b: the rows of a results table belong to the paragraph that rolls the die. */
export function joinResultsTables(paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paragraphs) {
    const last = out.length - 1;
    if (TABLE_ROW.test(p.trim()) && last >= 0) out[last] = `${out[last]}\n${p.trim()}`;
    else out.push(p);
  }
  return out;
}

/**
 * 706.3b: "Roll a d20. Activate only as a sorcery." with its rows compiled as one ability: the rows
 * are read as sentences right after the head's instructions, its activation restrictions after them
 * (effects/rollDie.ts reads the roll and its rows). The ability keeps the printed text.
 */
export function compileResultsTable(
  paragraph: string,
  compile: (paragraph: string) => AbilityDef | null,
): AbilityDef | null {
  const [head = "", ...rows] = paragraph.split("\n");
  if (rows.length === 0 || !rows.every((r) => TABLE_ROW.test(r))) return null;
  const restriction = /^(.*?\.)((?: Activate only [^.]+\.)+)$/.exec(head);
  const body = restriction?.[1] ?? head;
  const rowText = rows
    .map((r) =>
      r.replace(
        TABLE_ROW,
        (_, a: string, b?: string, plus?: string, rest = "") =>
          `${a}${b ? ` to ${b}` : plus ? " or more" : ""} | ${rest}`,
      ),
    )
    .map((r) => r.replace(/\s*\([^()]*\)$/, "")) // reminder text (207.2)
    .map((r) => (/[.!"]$/.test(r) ? r : `${r}.`))
    .join(" ");
  const ability = compile(`${body} ${rowText}${restriction?.[2] ?? ""}`);
  return ability && ability.kind !== "text" ? { ...ability, text: paragraph } : null;
}
