import type { Effect } from "../../abilities/effect.js";
import type { EffectContext } from "./effects.js";
import { compileRevealHandDiscard } from "./hand.js";
import { compileCopyCardInHand } from "./castCopyHand.js";
import { compileLookAtTop } from "./libraryLook.js";
import { compileCopyForEachOtherTarget } from "./spellCopyEachTarget.js";
import { compileMayCopyExiled, compileRevealHandExile } from "./linkedExile.js";
import { compileDiscardUpToThenDraw } from "./discardUpToThenDraw.js";
import { compileCoinFlip } from "./coinFlip.js";
import { compileFlipUntilLose } from "./coinFlipsUntilLose.js";
import { compileMayChooseEachOtherBecomes } from "./becomeCopyChosenOne.js";
import { compileExileBecomeCopyReturn } from "./becomeCopyExiledTarget.js";
import { compileSelfExileReturn } from "./selfExileReturn.js";
import { compileExileTargetReturn } from "./exileReturnNextEndStep.js";
import { compileSearchPlayerLibraryExile, compileSearchThenShuffle } from "./shuffleFollowUps.js";
import { compileSearchBecomeCopy } from "./becomeCopyFoundCard.js";
import { compileRevealTopBecomeCopy } from "./becomeCopyRevealedCard.js";
import { compileRevealUntilBecomeCopy } from "./becomeCopyRevealedUntil.js";
import { compileMillExileBecomeCopy } from "./becomeCopyMilledCard.js";

/**
 * Instructions written over several sentences that only make sense together ("Look at the top
 * four cards of your library. Put one of them into your hand and …"): the effects and how many
 * sentences, from the first one given, they take; null if none starts here.
 */
export function compileSentenceGroup(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  return (
    compileLookAtTop(sentences) ??
    compileRevealHandDiscard(sentences, ctx) ??
    compileCopyCardInHand(sentences, ctx) ??
    compileCopyForEachOtherTarget(sentences, ctx) ??
    compileMayCopyExiled(sentences) ??
    compileRevealHandExile(sentences, ctx) ??
    compileDiscardUpToThenDraw(sentences) ??
    compileCoinFlip(sentences, ctx) ??
    compileFlipUntilLose(sentences, ctx) ??
    compileMayChooseEachOtherBecomes(sentences) ??
    compileExileBecomeCopyReturn(sentences, ctx) ??
    compileSelfExileReturn(sentences) ??
    compileExileTargetReturn(sentences, ctx) ??
    compileSearchThenShuffle(sentences) ??
    compileSearchBecomeCopy(sentences, ctx) ??
    compileRevealTopBecomeCopy(sentences, ctx) ??
    compileRevealUntilBecomeCopy(sentences, ctx) ??
    compileMillExileBecomeCopy(sentences, ctx) ??
    compileSearchPlayerLibraryExile(sentences, ctx)
  );
}
