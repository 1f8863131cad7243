import type { Effect } from "../abilities/effect.js";
import type { Ctx } from "../game/ctx.js";
import type { Resolution } from "../game/resolution.js";
import { castingEffects } from "./effects/casting.js";
import { choiceEffects } from "./effects/choices.js";
import { continuousEffects } from "./effects/continuous.js";
import { copyEffects } from "./effects/copies.js";
import { nextEntersAsCopyEffects } from "./effects/nextEntersAsCopy.js";
import { spellCopyEachTargetEffects } from "./effects/spellCopyEachTarget.js";
import { cardCopyEffects } from "./effects/cardCopies.js";
import { impulseEffects } from "./effects/impulse.js";
import { castCopyHandEffects } from "./effects/castCopyHand.js";
import { exileThisWayEffects } from "./effects/exileThisWay.js";
import { graveyardAtRandomEffects } from "./effects/graveyardAtRandom.js";
import { counterEffects } from "./effects/counters.js";
import { counteringEffects } from "./effects/countering.js";
import { damageEffects } from "./effects/damage.js";
import { preventionEffects } from "./effects/prevention.js";
import { combatRestrictionEffects } from "./effects/combatRestrictions.js";
import { spellCostChangeEffects } from "./effects/spellCostChanges.js";
import { discardUpToEffects } from "./effects/discardUpTo.js";
import type { EffectHandlers, EffectKind, EffectOf } from "./effects/handler.js";
import { libraryEffects } from "./effects/library.js";
import { cardsThisWayEffects } from "./effects/cardsThisWay.js";
import { fromTopUntilEffects } from "./effects/fromTopUntil.js";
import { linkedExileEffects } from "./effects/linkedExile.js";
import { byPlayerEffects } from "./effects/byPlayer.js";
import { eachOpponentMayEffects } from "./effects/eachOpponentMay.js";
import { manaEffects } from "./effects/mana.js";
import { designationEffects } from "./effects/designations.js";
import { goadEffects } from "./effects/goad.js";
import { exploitEffects } from "./effects/exploit.js";
import { soulbondEffects } from "./effects/soulbond.js";
import { fabricateEffects } from "./effects/fabricate.js";
import { lifeDrainEffects } from "./effects/lifeDrain.js";
import { transmuteEffects } from "./effects/transmute.js";
import { moveCounterEffects } from "./effects/moveCounters.js";
import { unearthEffects } from "./effects/unearth.js";
import { graveyardSelfEffects } from "./effects/graveyardSelf.js";
import { ninjutsuEffects } from "./effects/ninjutsu.js";
import { amassEffects } from "./effects/amass.js";
import { cascadeEffects } from "./effects/cascade.js";
import { upkeepCostEffects } from "./effects/upkeepCosts.js";
import { nextCastEffects } from "./effects/nextCast.js";
import { manaSpentEffects } from "./effects/manaSpent.js";
import { voteEffects } from "./effects/vote.js";
import { onceEachTurnActionEffects } from "./effects/onceEachTurnAction.js";
import { entersThisTurnEffects } from "./effects/entersThisTurn.js";
import { eventThisTurnEffects } from "./effects/eventThisTurn.js";
import { spellCopyChangeTargetsEffects } from "./effects/spellCopyChangeTargets.js";
import { coinFlipEffects } from "./effects/coinFlip.js";
import { dieRollEffects } from "./effects/dieRoll.js";
import { paymentEffects } from "./effects/payments.js";
import { permanentEffects } from "./effects/permanents.js";
import { playerEffects } from "./effects/players.js";
import { extraTurnEffects } from "./effects/extraTurns.js";
import { winGameEffects } from "./effects/winGame.js";
import { sacrificeEffects } from "./effects/sacrifices.js";
import { graveyardExileEffects } from "./effects/graveyardExile.js";
import { graveyardReturnChosenEffects } from "./effects/graveyardReturnChosen.js";
import { revealAtRandomEffects } from "./effects/revealAtRandom.js";
import { graveyardAndLibraryEffects } from "./effects/graveyards.js";
import { tokenEffects } from "./effects/tokens.js";
import { tokenCopyEffects } from "./effects/tokenCopies.js";
import { zoneEffects } from "./effects/zones.js";
import { untapStepEffects } from "./effects/untapStep.js";
import { keptTappedEffects } from "./effects/keptTapped.js";
import { energyEffects } from "./effects/energy.js";
import { miracleEffects } from "./effects/miracle.js";
import { selfExileReturnEffects } from "./effects/selfExileReturn.js";
import { emblemEffects } from "./effects/emblems.js";
import { doubleCounterEffects } from "./effects/doubleCounters.js";
import { oneOfEffects } from "./effects/oneOf.js";
import { reflexiveTriggerEffects } from "./effects/reflexiveTrigger.js";
import { bolsterEffects } from "./effects/bolster.js";
import { exploreEffects } from "./effects/explore.js";
import { classLevelEffects } from "./effects/classLevel.js";
import { graveyardShuffleEffects } from "./effects/graveyardShuffle.js";
import { halfLifeEffects } from "./effects/halfLife.js";

/** One handler per kind of instruction, by rules area (a kind without one doesn't compile). */
const HANDLERS: EffectHandlers = {
  ...byPlayerEffects,
  ...eachOpponentMayEffects,
  ...castingEffects,
  ...choiceEffects,
  ...continuousEffects,
  ...copyEffects,
  ...nextEntersAsCopyEffects,
  ...spellCopyEachTargetEffects,
  ...spellCopyChangeTargetsEffects,
  ...coinFlipEffects,
  ...dieRollEffects,
  ...cardCopyEffects,
  ...impulseEffects,
  ...castCopyHandEffects,
  ...exileThisWayEffects,
  ...graveyardAtRandomEffects,
  ...counterEffects,
  ...bolsterEffects,
  ...exploreEffects,
  ...classLevelEffects,
  ...doubleCounterEffects,
  ...oneOfEffects,
  ...reflexiveTriggerEffects,
  ...keptTappedEffects,
  ...counteringEffects,
  ...damageEffects,
  ...preventionEffects,
  ...combatRestrictionEffects,
  ...spellCostChangeEffects,
  ...discardUpToEffects,
  ...libraryEffects,
  ...cardsThisWayEffects,
  ...fromTopUntilEffects,
  ...linkedExileEffects,
  ...manaEffects,
  ...designationEffects,
  ...goadEffects,
  ...exploitEffects,
  ...soulbondEffects,
  ...fabricateEffects,
  ...lifeDrainEffects,
  ...transmuteEffects,
  ...moveCounterEffects,
  ...unearthEffects,
  ...graveyardSelfEffects,
  ...ninjutsuEffects,
  ...amassEffects,
  ...cascadeEffects,
  ...emblemEffects,
  ...upkeepCostEffects,
  ...nextCastEffects,
  ...manaSpentEffects,
  ...voteEffects,
  ...onceEachTurnActionEffects,
  ...entersThisTurnEffects,
  ...eventThisTurnEffects,
  ...energyEffects,
  ...miracleEffects,
  ...paymentEffects,
  ...permanentEffects,
  ...playerEffects,
  ...extraTurnEffects,
  ...winGameEffects,
  ...sacrificeEffects,
  ...graveyardExileEffects,
  ...graveyardReturnChosenEffects,
  ...revealAtRandomEffects,
  ...graveyardAndLibraryEffects,
  ...tokenEffects,
  ...tokenCopyEffects,
  ...zoneEffects,
  ...untapStepEffects,
  ...selfExileReturnEffects,
  ...graveyardShuffleEffects,
  ...halfLifeEffects,
};

/** 608.2c: carries out a spell's or ability's instructions in order. */
export function runEffects(ctx: Ctx, effects: readonly Effect[], r: Resolution): void {
  for (const e of effects) runEffect(ctx, e.do, e, r);
}

function runEffect<K extends EffectKind>(ctx: Ctx, kind: K, e: EffectOf<K>, r: Resolution): void {
  HANDLERS[kind](ctx, e, r, (nested, as) => runEffects(ctx, nested, as ?? r));
}
