import type { KeywordAbility } from "../../abilities/ability.js";
import { isKeyword } from "../../abilities/keyword.js";
import { parseLandwalk } from "./landwalk.js";

const WITH_COST = new Set([
  "morph",
  "kicker",
  "equip",
  "flashback",
  "disturb",
  "retrace",
  "replicate",
  "embalm",
  "eternalize",
  "cycling",
  "ward",
]);
const WITH_NUMBER = new Set(["fading", "ravenous", "bushido", "crew", "casualty"]);
/** Keywords that are never printed without their parameter. */
const NEEDS_PARAMETER = new Set(["cycling", "bushido", "landwalk", "crew"]);

/**
 * 702: a line of keyword abilities ("Flying, vigilance", "Morph {2}{B}{B}", "Fading 2 (…)").
 * Returns null when any part is not a keyword the engine knows.
 */
export function compileKeywordLine(paragraph: string): KeywordAbility[] | null {
  const withoutReminder = paragraph.replace(/\s*\([^)]*\)\s*$/, "").trim();
  if (withoutReminder === "") return null;
  const parts = withoutReminder.split(/,\s*/);
  const out: KeywordAbility[] = [];
  for (const part of parts) {
    const k = compileOne(part.trim(), parts.length === 1 ? paragraph : part.trim());
    if (!k) return null;
    out.push(k);
  }
  return out;
}

function compileOne(part: string, text: string): KeywordAbility | null {
  const lower = part.toLowerCase();
  if (isKeyword(lower) && !NEEDS_PARAMETER.has(lower)) return { kind: "keyword", text, keyword: lower };
  const landwalk = parseLandwalk(part);
  if (landwalk) return { kind: "keyword", text, keyword: "landwalk", filter: landwalk };
  const protection = /^protection from (white|blue|black|red|green)$/i.exec(part);
  if (protection?.[1]) return { kind: "keyword", text, keyword: "protection", from: protection[1].toLowerCase() };
  const m = /^([a-z ]+?)\s+(\{[^ ]+\}|\d+)$/i.exec(part);
  if (!m?.[1] || !m[2]) return null;
  const name = m[1].toLowerCase();
  if (!isKeyword(name)) return null;
  if (WITH_COST.has(name) && m[2].startsWith("{")) return { kind: "keyword", text, keyword: name, cost: m[2] };
  if (WITH_NUMBER.has(name) && /^\d+$/.test(m[2])) return { kind: "keyword", text, keyword: name, n: Number(m[2]) };
  return null;
}
