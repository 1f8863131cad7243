import type { CardAbilities } from "../dsl.js";
import { actOfTreason } from "./actOfTreason.js";
import { adaptiveAutomaton } from "./adaptiveAutomaton.js";
import { birdsOfParadise } from "./birdsOfParadise.js";
import { blackLotus } from "./blackLotus.js";
import { bloodMoon } from "./bloodMoon.js";
import { braingeyser } from "./braingeyser.js";
import { branchsnapLorian } from "./branchsnapLorian.js";
import { brineElemental } from "./brineElemental.js";
import { cancel } from "./cancel.js";
import { chameleonSpirit } from "./chameleonSpirit.js";
import { chimericStaff } from "./chimericStaff.js";
import { clone } from "./clone.js";
import { colossusHammer } from "./colossusHammer.js";
import { conspiracy } from "./conspiracy.js";
import { controlMagic } from "./controlMagic.js";
import { counterspell } from "./counterspell.js";
import { crazedArmodon } from "./crazedArmodon.js";
import { dawnglowInfusion } from "./dawnglowInfusion.js";
import { disenchant } from "./disenchant.js";
import { dryadArbor } from "./dryadArbor.js";
import { emeraldCharm } from "./emeraldCharm.js";
import { enchantedEvening } from "./enchantedEvening.js";
import { festeringGoblin } from "./festeringGoblin.js";
import { fling } from "./fling.js";
import { forest } from "./forest.js";
import { fork } from "./fork.js";
import { geralfsMessenger } from "./geralfsMessenger.js";
import { giantGrowth } from "./giantGrowth.js";
import { giantStrength } from "./giantStrength.js";
import { grayOgre } from "./grayOgre.js";
import { grinningDemon } from "./grinningDemon.js";
import { grizzlyBears } from "./grizzlyBears.js";
import { honorOfThePure } from "./honorOfThePure.js";
import { hoodedHydra } from "./hoodedHydra.js";
import { humility } from "./humility.js";
import { imprisonedInTheMoon } from "./imprisonedInTheMoon.js";
import { increasingVengeance } from "./increasingVengeance.js";
import { island } from "./island.js";
import { juggernaut } from "./juggernaut.js";
import { kavuTitan } from "./kavuTitan.js";
import { lifeAndLimb } from "./lifeAndLimb.js";
import { lightningBolt } from "./lightningBolt.js";
import { llanowarElves } from "./llanowarElves.js";
import { marchOfTheMachines } from "./marchOfTheMachines.js";
import { maro } from "./maro.js";
import { momentOfTriumph } from "./momentOfTriumph.js";
import { mountain } from "./mountain.js";
import { mutavault } from "./mutavault.js";
import { naturalize } from "./naturalize.js";
import { oliviaVoldaren } from "./oliviaVoldaren.js";
import { opalescence } from "./opalescence.js";
import { overrun } from "./overrun.js";
import { paintersServant } from "./paintersServant.js";
import { plains } from "./plains.js";
import { quirionElves } from "./quirionElves.js";
import { reflectionsOfLittjara } from "./reflectionsOfLittjara.js";
import { regrowth } from "./regrowth.js";
import { reverberate } from "./reverberate.js";
import { runeclawBear } from "./runeclawBear.js";
import { runeOfFlight } from "./runeOfFlight.js";
import { rustedSentinel } from "./rustedSentinel.js";
import { serraAngel } from "./serraAngel.js";
import { serraAscendant } from "./serraAscendant.js";
import { shivanDragon } from "./shivanDragon.js";
import { shock } from "./shock.js";
import { skyshroudBehemoth } from "./skyshroudBehemoth.js";
import { solRing } from "./solRing.js";
import { sowerOfTemptation } from "./sowerOfTemptation.js";
import { strionicResonator } from "./strionicResonator.js";
import { stripedBears } from "./stripedBears.js";
import { svogthosTheRestlessTomb } from "./svogthosTheRestlessTomb.js";
import { swamp } from "./swamp.js";
import { tarmogoyf } from "./tarmogoyf.js";
import { terror } from "./terror.js";
import { thassaDeepDwelling } from "./thassaDeepDwelling.js";
import { treetopVillage } from "./treetopVillage.js";
import { triskelion } from "./triskelion.js";
import { twincast } from "./twincast.js";
import { urborgTombOfYawgmoth } from "./urborgTombOfYawgmoth.js";
import { voiceOfAll } from "./voiceOfAll.js";
import { wallOfOmens } from "./wallOfOmens.js";
import { wanderingOnes } from "./wanderingOnes.js";
import { wastes } from "./wastes.js";
import { yahenniUndyingPartisan } from "./yahenniUndyingPartisan.js";

/** Every hand-written card definition. Keep sorted by card name. */
export const ALL_DEFINITIONS: readonly CardAbilities[] = [
  actOfTreason,
  adaptiveAutomaton,
  birdsOfParadise,
  blackLotus,
  bloodMoon,
  braingeyser,
  branchsnapLorian,
  brineElemental,
  cancel,
  chameleonSpirit,
  chimericStaff,
  clone,
  colossusHammer,
  conspiracy,
  controlMagic,
  counterspell,
  crazedArmodon,
  dawnglowInfusion,
  disenchant,
  dryadArbor,
  emeraldCharm,
  enchantedEvening,
  festeringGoblin,
  fling,
  forest,
  fork,
  geralfsMessenger,
  giantGrowth,
  giantStrength,
  grayOgre,
  grinningDemon,
  grizzlyBears,
  honorOfThePure,
  hoodedHydra,
  humility,
  imprisonedInTheMoon,
  increasingVengeance,
  island,
  juggernaut,
  kavuTitan,
  lifeAndLimb,
  lightningBolt,
  llanowarElves,
  marchOfTheMachines,
  maro,
  momentOfTriumph,
  mountain,
  mutavault,
  naturalize,
  oliviaVoldaren,
  opalescence,
  overrun,
  paintersServant,
  plains,
  quirionElves,
  reflectionsOfLittjara,
  regrowth,
  reverberate,
  runeOfFlight,
  runeclawBear,
  rustedSentinel,
  serraAngel,
  serraAscendant,
  shivanDragon,
  shock,
  skyshroudBehemoth,
  solRing,
  sowerOfTemptation,
  strionicResonator,
  stripedBears,
  svogthosTheRestlessTomb,
  swamp,
  tarmogoyf,
  terror,
  thassaDeepDwelling,
  treetopVillage,
  triskelion,
  twincast,
  urborgTombOfYawgmoth,
  voiceOfAll,
  wallOfOmens,
  wanderingOnes,
  wastes,
  yahenniUndyingPartisan,
];
