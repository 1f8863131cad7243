import type { CardAbilities } from "../dsl.js";
import { actOfTreason } from "./actOfTreason.js";
import { adaptiveAutomaton } from "./adaptiveAutomaton.js";
import { alteredEgo } from "./alteredEgo.js";
import { anointedProcession } from "./anointedProcession.js";
import { birdsOfParadise } from "./birdsOfParadise.js";
import { blackLotus } from "./blackLotus.js";
import { bloodMoon } from "./bloodMoon.js";
import { braingeyser } from "./braingeyser.js";
import { branchsnapLorian } from "./branchsnapLorian.js";
import { brineElemental } from "./brineElemental.js";
import { cancel } from "./cancel.js";
import { chameleonSpirit } from "./chameleonSpirit.js";
import { chimericStaff } from "./chimericStaff.js";
import { cleverImpersonator } from "./cleverImpersonator.js";
import { clone } from "./clone.js";
import { colossusHammer } from "./colossusHammer.js";
import { conspiracy } from "./conspiracy.js";
import { controlMagic } from "./controlMagic.js";
import { copyArtifact } from "./copyArtifact.js";
import { counterspell } from "./counterspell.js";
import { crazedArmodon } from "./crazedArmodon.js";
import { cryptoplasm } from "./cryptoplasm.js";
import { cytoshape } from "./cytoshape.js";
import { dacksDuplicate } from "./dacksDuplicate.js";
import { dawnglowInfusion } from "./dawnglowInfusion.js";
import { dimirDoppelganger } from "./dimirDoppelganger.js";
import { disenchant } from "./disenchant.js";
import { doublingSeason } from "./doublingSeason.js";
import { dryadArbor } from "./dryadArbor.js";
import { emeraldCharm } from "./emeraldCharm.js";
import { enchantedEvening } from "./enchantedEvening.js";
import { essenceOfTheWild } from "./essenceOfTheWild.js";
import { estridsInvocation } from "./estridsInvocation.js";
import { feldonOfTheThirdPath } from "./feldonOfTheThirdPath.js";
import { festeringGoblin } from "./festeringGoblin.js";
import { fling } from "./fling.js";
import { flusterstorm } from "./flusterstorm.js";
import { forest } from "./forest.js";
import { fork } from "./fork.js";
import { frontlineHeroism } from "./frontlineHeroism.js";
import { garthOneEye } from "./garthOneEye.js";
import { geralfsMessenger } from "./geralfsMessenger.js";
import { giantGrowth } from "./giantGrowth.js";
import { giantStrength } from "./giantStrength.js";
import { glasspoolMimic } from "./glasspoolMimic.js";
import { grayOgre } from "./grayOgre.js";
import { grinningDemon } from "./grinningDemon.js";
import { grizzlyBears } from "./grizzlyBears.js";
import { heatShimmer } from "./heatShimmer.js";
import { helmOfTheHost } from "./helmOfTheHost.js";
import { honorOfThePure } from "./honorOfThePure.js";
import { hoodedHydra } from "./hoodedHydra.js";
import { humility } from "./humility.js";
import { imprisonedInTheMoon } from "./imprisonedInTheMoon.js";
import { increasingVengeance } from "./increasingVengeance.js";
import { infiniteReflection } from "./infiniteReflection.js";
import { irenicussVileDuplication } from "./irenicussVileDuplication.js";
import { island } from "./island.js";
import { isochronScepter } from "./isochronScepter.js";
import { juggernaut } from "./juggernaut.js";
import { kavuTitan } from "./kavuTitan.js";
import { kikiJikiMirrorBreaker } from "./kikiJikiMirrorBreaker.js";
import { lazavTheMultifarious } from "./lazavTheMultifarious.js";
import { lifeAndLimb } from "./lifeAndLimb.js";
import { lightningBolt } from "./lightningBolt.js";
import { llanowarElves } from "./llanowarElves.js";
import { magarOfTheMagicStrings } from "./magarOfTheMagicStrings.js";
import { marchOfTheMachines } from "./marchOfTheMachines.js";
import { maro } from "./maro.js";
import { mimicVat } from "./mimicVat.js";
import { mirageMirror } from "./mirageMirror.js";
import { mirrorhallMimic } from "./mirrorhallMimic.js";
import { mirrorImage } from "./mirrorImage.js";
import { mirrorMockery } from "./mirrorMockery.js";
import { mirrorweave } from "./mirrorweave.js";
import { momentOfTriumph } from "./momentOfTriumph.js";
import { moritteOfTheFrost } from "./moritteOfTheFrost.js";
import { mountain } from "./mountain.js";
import { mutavault } from "./mutavault.js";
import { mythosOfIlluna } from "./mythosOfIlluna.js";
import { naturalize } from "./naturalize.js";
import { oliviaVoldaren } from "./oliviaVoldaren.js";
import { opalescence } from "./opalescence.js";
import { opalGargoyle } from "./opalGargoyle.js";
import { overrun } from "./overrun.js";
import { packRat } from "./packRat.js";
import { paintersServant } from "./paintersServant.js";
import { phantasmalImage } from "./phantasmalImage.js";
import { phyrexianMetamorph } from "./phyrexianMetamorph.js";
import { plains } from "./plains.js";
import { polymorphousRush } from "./polymorphousRush.js";
import { progenitorMimic } from "./progenitorMimic.js";
import { quicksilverGargantuan } from "./quicksilverGargantuan.js";
import { quirionElves } from "./quirionElves.js";
import { reflectionsOfLittjara } from "./reflectionsOfLittjara.js";
import { regrowth } from "./regrowth.js";
import { reverberate } from "./reverberate.js";
import { riteOfReplication } from "./riteOfReplication.js";
import { runeclawBear } from "./runeclawBear.js";
import { runeOfFlight } from "./runeOfFlight.js";
import { rustedSentinel } from "./rustedSentinel.js";
import { saheeliRai } from "./saheeliRai.js";
import { sakashimaOfAThousandFaces } from "./sakashimaOfAThousandFaces.js";
import { sakashimaTheImpostor } from "./sakashimaTheImpostor.js";
import { serraAngel } from "./serraAngel.js";
import { serraAscendant } from "./serraAscendant.js";
import { shivanDragon } from "./shivanDragon.js";
import { shock } from "./shock.js";
import { skyshroudBehemoth } from "./skyshroudBehemoth.js";
import { solRing } from "./solRing.js";
import { sowerOfTemptation } from "./sowerOfTemptation.js";
import { sparkDouble } from "./sparkDouble.js";
import { spittingImage } from "./spittingImage.js";
import { splinterTwin } from "./splinterTwin.js";
import { stolenIdentity } from "./stolenIdentity.js";
import { strionicResonator } from "./strionicResonator.js";
import { stripedBears } from "./stripedBears.js";
import { svogthosTheRestlessTomb } from "./svogthosTheRestlessTomb.js";
import { swamp } from "./swamp.js";
import { tarmogoyf } from "./tarmogoyf.js";
import { terror } from "./terror.js";
import { thassaDeepDwelling } from "./thassaDeepDwelling.js";
import { thespiansStage } from "./thespiansStage.js";
import { treetopVillage } from "./treetopVillage.js";
import { triskelion } from "./triskelion.js";
import { twincast } from "./twincast.js";
import { unstableShapeshifter } from "./unstableShapeshifter.js";
import { urborgTombOfYawgmoth } from "./urborgTombOfYawgmoth.js";
import { vesuvanDoppelganger } from "./vesuvanDoppelganger.js";
import { vesuvanShapeshifter } from "./vesuvanShapeshifter.js";
import { voiceOfAll } from "./voiceOfAll.js";
import { volrathsShapeshifter } from "./volrathsShapeshifter.js";
import { wallOfOmens } from "./wallOfOmens.js";
import { wanderingOnes } from "./wanderingOnes.js";
import { wastes } from "./wastes.js";
import { yahenniUndyingPartisan } from "./yahenniUndyingPartisan.js";

/** Every hand-written card definition. Keep sorted by card name. */
export const ALL_DEFINITIONS: readonly CardAbilities[] = [
  actOfTreason,
  adaptiveAutomaton,
  alteredEgo,
  anointedProcession,
  birdsOfParadise,
  blackLotus,
  bloodMoon,
  braingeyser,
  branchsnapLorian,
  brineElemental,
  cancel,
  chameleonSpirit,
  chimericStaff,
  cleverImpersonator,
  clone,
  colossusHammer,
  conspiracy,
  controlMagic,
  copyArtifact,
  counterspell,
  crazedArmodon,
  cryptoplasm,
  cytoshape,
  dacksDuplicate,
  dawnglowInfusion,
  dimirDoppelganger,
  disenchant,
  doublingSeason,
  dryadArbor,
  emeraldCharm,
  enchantedEvening,
  essenceOfTheWild,
  estridsInvocation,
  feldonOfTheThirdPath,
  festeringGoblin,
  fling,
  flusterstorm,
  forest,
  fork,
  frontlineHeroism,
  garthOneEye,
  geralfsMessenger,
  giantGrowth,
  giantStrength,
  glasspoolMimic,
  grayOgre,
  grinningDemon,
  grizzlyBears,
  heatShimmer,
  helmOfTheHost,
  honorOfThePure,
  hoodedHydra,
  humility,
  imprisonedInTheMoon,
  increasingVengeance,
  infiniteReflection,
  irenicussVileDuplication,
  island,
  isochronScepter,
  juggernaut,
  kavuTitan,
  kikiJikiMirrorBreaker,
  lazavTheMultifarious,
  lifeAndLimb,
  lightningBolt,
  llanowarElves,
  magarOfTheMagicStrings,
  marchOfTheMachines,
  maro,
  mimicVat,
  mirageMirror,
  mirrorImage,
  mirrorMockery,
  mirrorhallMimic,
  mirrorweave,
  momentOfTriumph,
  moritteOfTheFrost,
  mountain,
  mutavault,
  mythosOfIlluna,
  naturalize,
  oliviaVoldaren,
  opalGargoyle,
  opalescence,
  overrun,
  packRat,
  paintersServant,
  phantasmalImage,
  phyrexianMetamorph,
  plains,
  polymorphousRush,
  progenitorMimic,
  quicksilverGargantuan,
  quirionElves,
  reflectionsOfLittjara,
  regrowth,
  reverberate,
  riteOfReplication,
  runeOfFlight,
  runeclawBear,
  rustedSentinel,
  saheeliRai,
  sakashimaOfAThousandFaces,
  sakashimaTheImpostor,
  serraAngel,
  serraAscendant,
  shivanDragon,
  shock,
  skyshroudBehemoth,
  solRing,
  sowerOfTemptation,
  sparkDouble,
  spittingImage,
  splinterTwin,
  stolenIdentity,
  strionicResonator,
  stripedBears,
  svogthosTheRestlessTomb,
  swamp,
  tarmogoyf,
  terror,
  thassaDeepDwelling,
  thespiansStage,
  treetopVillage,
  triskelion,
  twincast,
  unstableShapeshifter,
  urborgTombOfYawgmoth,
  vesuvanDoppelganger,
  vesuvanShapeshifter,
  voiceOfAll,
  volrathsShapeshifter,
  wallOfOmens,
  wanderingOnes,
  wastes,
  yahenniUndyingPartisan,
];
