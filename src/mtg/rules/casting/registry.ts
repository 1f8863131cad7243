import { adventure } from "./adventure.js";
import { buyback } from "./buyback.js";
import { blitz, dash } from "./endStepReturn.js";
import { evoke } from "./evoke.js";
import { madness } from "./madness.js";
import { foretell } from "./foretell.js";
import { escapeKeyword } from "./escape.js";
import { castFromGraveyard } from "./castFromGraveyard.js";
import { jumpStart } from "./jumpStart.js";
import { rebound } from "./rebound.js";
import { surge } from "./surge.js";
import { affinity } from "./affinity.js";
import { delve } from "./delve.js";
import { convoke, improvise } from "./tapToPay.js";
import { disturb } from "./disturb.js";
import { flash } from "./flash.js";
import { flashback } from "./flashback.js";
import { kicker } from "./kicker.js";
import { multikicker } from "./multikicker.js";
import type { CastingKeyword } from "./keyword.js";
import { modalDoubleFaced } from "./modalDoubleFaced.js";
import { morph } from "./morph.js";
import { prototype } from "./prototype.js";
import { bestow } from "./bestow.js";
import { replicate } from "./replicate.js";
import { casualty, conspire } from "./copyCosts.js";
import { demonstrate } from "./demonstrate.js";
import { retrace } from "./retrace.js";
import { split } from "./split.js";
import { aftermath } from "./aftermath.js";
import { overload } from "./overload.js";
import { awaken } from "./awaken.js";
import { assist } from "./assist.js";
import { miracle } from "./miracle.js";
import { spectacle } from "./spectacle.js";
import { gravestorm, storm } from "./storm.js";
import { cascade } from "./cascade.js";
import { entwine } from "./entwine.js";
import { strive } from "./strive.js";
import { suspend } from "./suspend.js";
import { transformed } from "./transformed.js";
import { commanderCast } from "./commander.js";
import { printedAlternativeCost } from "./printedAlternativeCost.js";
import { effectAlternativeCost } from "./effectAlternativeCost.js";
import { escalate } from "./escalate.js";
import { emerge } from "./emerge.js";
import { prowl } from "./prowl.js";
import { undaunted } from "./undaunted.js";
import { spellAdditionalCosts } from "./spellAdditionalCosts.js";

/**
 * The casting keywords castSpell walks, in order: the first zone permission (601.2a) and the first
 * alternative cost (118.9) given win; additional mana is added in this order (601.2f).
 */
export const castCastingKeywords: readonly CastingKeyword[] = [
  morph,
  flashback,
  disturb,
  retrace,
  jumpStart,
  aftermath,
  foretell,
  escapeKeyword,
  castFromGraveyard,
  adventure,
  prototype,
  bestow,
  evoke,
  printedAlternativeCost,
  effectAlternativeCost,
  dash,
  blitz,
  surge,
  emerge,
  prowl,
  spectacle,
  overload,
  awaken,
  madness,
  miracle,
  rebound,
  kicker,
  multikicker,
  buyback,
  entwine,
  escalate,
  strive,
  flash,
  split,
  modalDoubleFaced,
  transformed,
  storm,
  gravestorm,
  cascade,
  replicate,
  conspire,
  casualty,
  demonstrate,
  affinity,
  undaunted,
  commanderCast,
  assist,
  convoke,
  improvise,
  delve,
  suspend,
  spellAdditionalCosts,
];
