import type { KeywordAbility } from "../../abilities/ability.js";
import { isKeyword } from "../../abilities/keyword.js";
import { compileCastingKeyword, compileCastingKeywordLine } from "./keywords/castingKeywords.js";
import { parseTokenKeywordWithDiscard } from "./copy/copyTokenKeywordCosts.js";
import { parseLandwalk } from "./keywords/landwalk.js";
import { parseStrive } from "./keywords/strive.js";
import { parseDevour } from "./keywords/devour.js";
import { PERMANENT_KEYWORDS_WITH_COST, PERMANENT_KEYWORDS_WITH_NUMBER } from "./keywords/permanentKeywords.js";
import { KEYWORDS_NEEDING_NUMBER, KEYWORDS_WITH_NUMBER } from "./keywords/numberedKeywords.js";
import { parseGroup } from "./text/subjects.js";
import { parseTypecycling } from "./keywords/typecycling.js";
import { withReconfigureUnattach } from "./keywords/reconfigure.js";
import {
  COMBAT_KEYWORDS_WITH_COST,
  COMBAT_KEYWORDS_WITH_NUMBER,
  parseReinforce,
  parseTotemArmor,
} from "./keywords/combatKeywords.js";

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
  "megamorph",
  "unearth",
  "ninjutsu",
  "reconfigure",
  "scavenge",
  "transmute",
]);
const WITH_NUMBER = new Set(["fading", "ravenous", "bushido", "crew", "casualty", "bloodthirst", "soulshift"]);
/** 702.58a graft N, 702.52a dredge N. */
for (const k of ["graft", "dredge"]) WITH_NUMBER.add(k);
/** Keywords that are never printed without their parameter. */
const NEEDS_PARAMETER = new Set([
  "cycling",
  "bushido",
  "landwalk",
  "crew",
  "megamorph",
  "affinity",
  "bloodthirst",
  "soulshift",
  "unearth",
  "ninjutsu",
  "devour",
  "reconfigure",
  "scavenge",
  "transmute",
  "graft",
  "dredge",
]);

for (const k of PERMANENT_KEYWORDS_WITH_COST) WITH_COST.add(k);
for (const k of PERMANENT_KEYWORDS_WITH_NUMBER) WITH_NUMBER.add(k);
for (const k of [...PERMANENT_KEYWORDS_WITH_COST, ...PERMANENT_KEYWORDS_WITH_NUMBER]) NEEDS_PARAMETER.add(k);
for (const k of KEYWORDS_WITH_NUMBER) WITH_NUMBER.add(k);
for (const k of KEYWORDS_NEEDING_NUMBER) NEEDS_PARAMETER.add(k);
/** 702.104a: tribute N (rules/tribute.ts). */
WITH_NUMBER.add("tribute");
NEEDS_PARAMETER.add("tribute");
/** 702.38a: amplify N (rules/amplify.ts). */
WITH_NUMBER.add("amplify");
NEEDS_PARAMETER.add("amplify");
for (const k of COMBAT_KEYWORDS_WITH_COST) WITH_COST.add(k);
for (const k of COMBAT_KEYWORDS_WITH_NUMBER) WITH_NUMBER.add(k);
for (const k of [...COMBAT_KEYWORDS_WITH_COST, ...COMBAT_KEYWORDS_WITH_NUMBER, "reinforce"]) NEEDS_PARAMETER.add(k);

/**
 * 702: a line of keyword abilities ("Flying, vigilance", "Morph {2}{B}{B}", "Fading 2 (…)").
 * Returns null when any part is not a keyword the engine knows.
 */
export function compileKeywordLine(paragraph: string): KeywordAbility[] | null {
  const withDiscard = parseTokenKeywordWithDiscard(paragraph);
  if (withDiscard) return [withDiscard];
  const strive = parseStrive(paragraph); // 601.2f
  if (strive) return [strive];
  const withoutReminder = paragraph.replace(/\s*\([^)]*\)\s*$/, "").trim();
  if (withoutReminder === "") return null;
  const whole = compileCastingKeywordLine(withoutReminder, paragraph);
  if (whole) return [whole];
  const parts = withoutReminder.split(/,\s*/);
  const out: KeywordAbility[] = [];
  for (const part of parts) {
    const text = parts.length === 1 ? paragraph : part.trim();
    // 702.16g: "Protection from A and from B" is two protection abilities.
    const both = /^protection from ([a-z]+) and from ([a-z]+)$/i.exec(part.trim());
    if (both?.[1] && both[2]) {
      const [a, b] = [compileOne(`protection from ${both[1]}`, text), compileOne(`protection from ${both[2]}`, text)];
      if (!a || !b) return null;
      out.push(a, b);
      continue;
    }
    const k = compileOne(part.trim(), text);
    if (!k) return null;
    out.push(...withReconfigureUnattach(k));
  }
  return out;
}

function compileOne(part: string, text: string): KeywordAbility | null {
  const casting = compileCastingKeyword(part, text);
  if (casting !== undefined) return casting;
  const lower = part.toLowerCase();
  if (isKeyword(lower) && !NEEDS_PARAMETER.has(lower)) return { kind: "keyword", text, keyword: lower };
  const affinity = /^affinity for (.+)$/i.exec(part);
  const group = affinity?.[1] ? parseGroup(affinity[1]) : null;
  if (group?.plural) return { kind: "keyword", text, keyword: "affinity", filter: group.filter };
  const typecycling = parseTypecycling(part, text);
  if (typecycling) return typecycling;
  const devour = parseDevour(part, text);
  if (devour) return devour;
  const reinforce = parseReinforce(part, text) ?? parseTotemArmor(part, text);
  if (reinforce) return reinforce;
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
