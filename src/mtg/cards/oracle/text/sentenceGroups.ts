import { compileRevealTopTokenCopies } from "../copy/tokenCopyRevealedEach.js";
import { compileEachOpponentMay } from "../copy/temptingOffer.js";
import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { compileRevealHandDiscard } from "../effects/hand.js";
import { compileCopyCardInHand } from "../copy/castCopyHand.js";
import { compileLookAtTop } from "../effects/libraryLook.js";
import { compileCopyForEachOtherTarget } from "../copy/spellCopyEachTarget.js";
import { compileMayCopyExiled, compileRevealHandExile } from "../effects/linkedExile.js";
import { compileDiscardUpToThenDraw } from "../effects/discardUpToThenDraw.js";
import { compileCoinFlip } from "../effects/coinFlip.js";
import { compileFlipUntilLose } from "../effects/coinFlipsUntilLose.js";
import { compileMayChooseEachOtherBecomes } from "../copy/becomeCopyChosenOne.js";
import { compileExileBecomeCopyReturn } from "../copy/becomeCopyExiledTarget.js";
import { compileSelfExileReturn } from "../effects/selfExileReturn.js";
import { compileExileTargetReturn } from "../effects/exileReturnNextEndStep.js";
import { compileSearchPlayerLibraryExile, compileSearchThenShuffle } from "../effects/shuffleFollowUps.js";
import { compileSearchBecomeCopy } from "../copy/becomeCopyFoundCard.js";
import { compileRevealTopBecomeCopy } from "../copy/becomeCopyRevealedCard.js";
import { compileRevealUntilBecomeCopy } from "../copy/becomeCopyRevealedUntil.js";
import { compileMillExileBecomeCopy } from "../copy/becomeCopyMilledCard.js";
import { compileRevealUntil } from "../effects/revealUntil.js";
import { compileExileSpellCopyEachExiled } from "../copy/castCopyExiledWith.js";
import { compileShuffleInThenTop } from "../effects/shuffleInThenTop.js";
import { compileWillOfTheCouncil } from "../effects/willOfTheCouncil.js";
import { compilePunisher } from "../effects/punisher.js";
import { compileSearchOpponentLibraryPut } from "../effects/searchOpponentLibrary.js";
import { compileSacrificeOrElse } from "../effects/sacrificeOrElse.js";
import { compileRandomPlayerActs } from "../effects/randomPlayerActs.js";
import { compileRollTable } from "../effects/rollDie.js";

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
    compileWillOfTheCouncil(sentences, ctx) ??
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
    compileRevealTopTokenCopies(sentences, ctx) ??
    compileRevealUntilBecomeCopy(sentences, ctx) ??
    compileMillExileBecomeCopy(sentences, ctx) ??
    compileSearchPlayerLibraryExile(sentences, ctx) ??
    compileEachOpponentMay(sentences, ctx) ??
    compilePunisher(sentences, ctx) ??
    compileRevealUntil(sentences, ctx) ??
    compileExileSpellCopyEachExiled(sentences, ctx) ??
    compileShuffleInThenTop(sentences, ctx) ??
    compileSearchOpponentLibraryPut(sentences, ctx) ??
    compileSacrificeOrElse(sentences, ctx) ??
    compileRandomPlayerActs(sentences, ctx) ??
    compileRollTable(sentences, ctx)
  );
}
