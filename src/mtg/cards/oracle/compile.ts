import type { AbilityDef } from "../../abilities/ability.js";
import { compileKeywordLine } from "./keywords.js";
import { compileLeveler } from "./keywords/levels.js";
import { compileClassLevels } from "./keywords/classLevels.js";
import { joinModes } from "./text/paragraphs.js";
import { compileResultsTable, joinResultsTables } from "./text/resultsTable.js";
import { linkExiles } from "./effects/linkedExile.js";
import { compileChapterParagraph } from "./sagaChapters.js";
import { compileTemplate } from "./templates.js";
import { requireSacrificeCost } from "./copy/tokenCopySacrificed.js";
import { requireChosenTypeOnResolution } from "./effects/chooseCreatureType.js";
import { compileOverload } from "./keywords/overload.js";
import { compilePartnerWith } from "./command/partnerWith.js";
import { compileCanBeYourCommander } from "./command/commanderDeck.js";
import { compileAwaken } from "./keywords/awaken.js";
import { compileWardPayLife } from "./keywords/wardPayLife.js";

/**
 * Turns Oracle text into abilities for cards that have no hand-written definition (inline cards,
 * Scryfall-style data): one paragraph at a time, keyword lines and known templates are executed;
 * any other paragraph stays a text ability that exists, is copied and is reported (113.1, 707.2a).
 * `selfName` is the card's name, which its own text uses to mean "this object" (201.4).
 */
export function compileOracleText(text: string, selfName: string): AbilityDef[] {
  const leveler = compileLeveler(text, (part) => compileOracleText(part, selfName));
  if (leveler) return leveler;
  const classCard = compileClassLevels(text, (part) => compileOracleText(part, selfName)); // 716.2a
  if (classCard) return classCard;
  const out: AbilityDef[] = [];
  for (const raw of joinResultsTables(joinModes(text.split("\n")))) {
    const paragraph = raw.trim();
    if (paragraph === "") continue;
    // A paragraph that is only reminder text is not an ability (207.2).
    if (/^\(.*\)$/.test(paragraph)) continue;
    const keywords = compileKeywordLine(paragraph) ?? compileWardPayLife(paragraph); // 702.21a
    if (keywords) {
      out.push(...keywords);
      continue;
    }
    const partner = compilePartnerWith(paragraph) ?? compileCanBeYourCommander(paragraph, selfName); // 702.124j, 903.3a
    if (partner) {
      out.push(partner);
      continue;
    }
    const chapters = compileChapterParagraph(paragraph, selfName);
    if (chapters) {
      out.push(...chapters);
      continue;
    }
    out.push(
      (paragraph.includes("\n") && !paragraph.includes("\n•")
        ? compileResultsTable(paragraph, (p) => compileTemplate(p, selfName))
        : compileTemplate(paragraph, selfName)) ?? {
        kind: "text",
        text: paragraph,
        reason: "no definition understands this text yet",
      },
    );
  }
  const compileParagraph = (p: string) => compileTemplate(p, selfName);
  // 607.2a, 702.96a, 702.113a
  const compiled = requireSacrificeCost(
    linkExiles(compileAwaken(compileOverload(out, compileParagraph), compileParagraph)),
  );
  return requireChosenTypeOnResolution(compiled); // 608.2d
}
