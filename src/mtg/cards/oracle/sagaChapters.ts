import type { AbilityDef } from "../../abilities/ability.js";
import { lowerFirst, normalizeParagraph, splitSentences } from "./text/sentences.js";
import { triggeredAbility } from "./templates.js";

const NUMERALS: Readonly<Record<string, number>> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7 };

/**
 * 714.2: a chapter ability "{rN} — [effect]", a triggered ability whose trigger is lore counters
 * reaching N (714.2b); "{rN1}, {rN2} — [effect]" is one chapter ability per numeral (714.2c).
 * Null when the paragraph has no chapter symbol; a chapter whose effect isn't understood stays
 * one text ability.
 */
export function compileChapterParagraph(paragraph: string, selfName: string): AbilityDef[] | null {
  const m = /^((?:[IVX]+)(?:, [IVX]+)*) — (.+)$/s.exec(paragraph);
  if (!m?.[1] || !m[2]) return null;
  const chapters = m[1].split(", ").map((n) => NUMERALS[n]);
  const text = normalizeParagraph(m[2], selfName);
  const sentences = text ? splitSentences(text) : null;
  const [first, ...rest] = sentences ?? [];
  const out: AbilityDef[] = [];
  for (const n of chapters) {
    const ability =
      n !== undefined && first !== undefined
        ? triggeredAbility(paragraph, { trigger: { on: "chapter", n }, pronoun: null }, [lowerFirst(first), ...rest])
        : null;
    if (!ability) return [{ kind: "text", text: paragraph, reason: "no definition understands this text yet" }];
    out.push(ability);
  }
  return out;
}
