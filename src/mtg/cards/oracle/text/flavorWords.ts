/**
 * 207.2d: a flavor word before a triggered ability ("Split — When ~ dies, …", "Acid Breath — When
 * ~ enters, …", "Invoke Duplicity — Equipped creature gets …") has no rules meaning: the ability is
 * read without it. Only before a trigger condition or an Aura's / Equipment's static ability, and
 * never a keyword's name: the keywords written with a dash (boast, forecast,
 * companion, exhaust) are activated or static, and "max speed —" and "visit —" make the ability
 * work only then (702.178, 702.159).
 */
const DASHED_KEYWORDS = ["boast", "forecast", "companion", "exhaust", "max speed", "visit"];

export function withoutFlavorWord(paragraph: string): string {
  const m = /^([A-Z][A-Za-z' -]{0,40}?) — ((?:When|Whenever|At|Equipped creature|Enchanted creature) .+)$/s.exec(
    paragraph,
  );
  if (!m?.[1] || !m[2] || DASHED_KEYWORDS.includes(m[1].toLowerCase())) return paragraph;
  return m[2];
}
