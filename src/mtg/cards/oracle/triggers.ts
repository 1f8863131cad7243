import { parseLinkedTokenLeavesTrigger } from "./copy/tokenCopyLinkedLeaves.js";
import { parseCardToGraveyardTrigger } from "./copy/becomeCopyGraveyardTrigger.js";
import type { ObjectFilter } from "../../abilities/filter.js";
import { Filters } from "../../abilities/filter.js";
import type { ObjectRef, PlayerRef } from "../../abilities/ref.js";
import type { TriggerEvent } from "../../abilities/trigger.js";
import type { StepName } from "../../model/turn.js";
import { parseCastSelfTrigger } from "./copy/copyTriggers.js";
import { castCardFilter } from "./copy/castCopyExiledWith.js";
import { parseEnchantedPlayerTrigger } from "./triggers/enchantedPlayerTriggers.js";
import { parseEnchantedPlayerLaterCastTrigger } from "./copy/spellCopyEnchantedPlayer.js";
import { parseDesignationTrigger } from "./effects/designations.js";
import { parseExploitsTrigger } from "./keywords/exploit.js";
import { parseExertTrigger } from "./keywords/exert.js";
import { parseSacrificeTrigger } from "./triggers/sacrificeTriggers.js";
import { parseCopyTrigger } from "./copy/magecraftTriggers.js";
import { parseActivatedTrigger } from "./copy/copyAbilityTriggers.js";
import { parseTargetsOnlySelfTrigger } from "./copy/copySpellCastTriggers.js";
import { parseCastConditionTrigger } from "./copy/spellCopyCastConditions.js";
import { parseCastSharesTypeTrigger } from "./copy/spellCopySharesType.js";
import { parseSpellTargetsTrigger } from "./triggers/targetsSelfTrigger.js";
import { parseBecomesTargetTrigger } from "./triggers/becomesTargetTrigger.js";
import { parseCycleTrigger } from "./triggers/cycleTriggers.js";
import { parseCombatDamageToCreatureTrigger } from "./triggers/combatDamageCreatureTrigger.js";
import { parseDamageToPlayerTrigger } from "./triggers/damageToPlayerTrigger.js";
import { parseOneOrMoreCombatDamageTrigger } from "./triggers/oneOrMoreCombatDamage.js";
import { parseEitherEventTrigger } from "./triggers/eitherEventTrigger.js";
import { SELF } from "./text/sentences.js";
import { parseEntersFromZoneTrigger } from "./triggers/entersFromZone.js";
import { parseNthCastTrigger, parseNthDrawTrigger } from "./turnHistory/turnHistoryTriggers.js";
import { parseFixedObject, parseIndefinite, parseSpellPhrase } from "./text/subjects.js";

/**
 * A trigger condition (603.1): "When ~ enters", "Whenever another creature you control dies",
 * "At the beginning of your upkeep". Also returns what "it" means in the effect: the source for
 * its own events, otherwise the object the event was about.
 */
export interface ParsedTrigger {
  readonly trigger: TriggerEvent;
  readonly pronoun: ObjectRef | null;
  /** What "that player" means in the effect (603.2): the player dealt damage, the active player of "each upkeep". */
  readonly thatPlayer?: PlayerRef;
}

const STEPS: Readonly<Record<string, StepName>> = {
  upkeep: "upkeep",
  "draw step": "draw",
  "end step": "end",
};

export function eventSubject(phrase: string): { filter: ObjectFilter; pronoun: ObjectRef } | null {
  if (phrase === SELF) return { filter: Filters.self, pronoun: { ref: "self" } };
  if (parseFixedObject(phrase) === "attached") return { filter: Filters.attached, pronoun: { ref: "triggerObject" } };
  // "~ or equipped creature", "~ or enchanted creature" (reconfigure, bestow): either one, "it" being that one.
  if (phrase.startsWith(`${SELF} or `) && parseFixedObject(phrase.slice(SELF.length + 4)) === "attached")
    return { filter: Filters.or(Filters.self, Filters.attached), pronoun: { ref: "triggerObject" } };
  // "~ or another nontoken creature you control": the qualities describe only the others.
  const others = phrase.startsWith(`${SELF} or another `) ? parseIndefinite(phrase.slice(SELF.length + 4)) : null;
  if (others) return { filter: Filters.or(Filters.self, others), pronoun: { ref: "triggerObject" } };
  const filter = parseIndefinite(phrase);
  return filter ? { filter, pronoun: { ref: "triggerObject" } } : null;
}

/** Event verbs beyond the first four: 700.4 ("is put into a graveyard from the battlefield" is dying), 603.6c, 509.3, 708.8. */
const MORE_EVENTS: Readonly<
  Record<
    string,
    "dies" | "leavesBattlefield" | "turnedFaceUp" | "becomesBlocked" | "blocks" | "dealtDamage" | "untapped"
  >
> = {
  "is put into a graveyard from the battlefield": "dies",
  "is dealt damage": "dealtDamage",
  "leaves the battlefield": "leavesBattlefield",
  "is turned face up": "turnedFaceUp",
  "becomes blocked": "becomesBlocked",
  "becomes untapped": "untapped",
  blocks: "blocks",
};

const PLAYERS: Readonly<Record<string, "you" | "opponent" | "any">> = {
  you: "you",
  "an opponent": "opponent",
  "a player": "any",
};

export function parseTrigger(condition: string): ParsedTrigger | null {
  return (
    parseEnchantedPlayerLaterCastTrigger(condition) ??
    parseEnchantedPlayerTrigger(condition) ??
    parseCastSelfTrigger(condition) ??
    parseCopyTrigger(condition) ??
    parseActivatedTrigger(condition) ??
    parseTargetsOnlySelfTrigger(condition) ??
    parseCastConditionTrigger(condition) ??
    parseCastSharesTypeTrigger(condition) ??
    parseNthCastTrigger(condition) ??
    parseNthDrawTrigger(condition) ??
    parseSpellTargetsTrigger(condition) ??
    parseBecomesTargetTrigger(condition) ??
    parseCycleTrigger(condition) ??
    parseCombatDamageToCreatureTrigger(condition) ??
    parseDamageToPlayerTrigger(condition) ??
    parseOneOrMoreCombatDamageTrigger(condition) ??
    parseFirstTriggers(condition) ??
    parseEntersFromZoneTrigger(condition) ??
    parseMoreTriggers(condition) ??
    parseDesignationTrigger(condition) ??
    parseExploitsTrigger(condition) ??
    parseCardToGraveyardTrigger(condition) ??
    parseExertTrigger(condition) ??
    parseSacrificeTrigger(condition) ??
    parseLinkedTokenLeavesTrigger(condition) ??
    parseEitherEventTrigger(condition, parseTrigger)
  );
}

function parseMoreTriggers(condition: string): ParsedTrigger | null {
  // "Whenever ~ attacks or blocks": either event (508.1, 509.1i).
  let m = /^Whenever (.+?) attacks or blocks$/.exec(condition);
  if (m?.[1]) {
    const subject = eventSubject(m[1]);
    if (!subject) return null;
    return { trigger: { on: "blocks", filter: subject.filter, orAttacks: true }, pronoun: subject.pronoun };
  }
  m =
    /^(When|Whenever) (.+?) (is put into a graveyard from the battlefield|leaves the battlefield|is turned face up|becomes blocked|becomes untapped|blocks|is dealt damage)$/.exec(
      condition,
    );
  if (m?.[2] && m[3]) {
    const on = MORE_EVENTS[m[3]];
    const subject = eventSubject(m[2]);
    if (!on || !subject) return null;
    // 603.10a: an object that left the battlefield is no longer "it" to act on.
    const pronoun = on === "leavesBattlefield" ? null : subject.pronoun;
    return { trigger: { on, filter: subject.filter }, pronoun };
  }
  // "enters under your / an opponent's control": the permanent's controller as it enters (603.6a).
  m = /^(When|Whenever) (.+?) enters under (your|an opponent's) control$/.exec(condition);
  if (m?.[2]) {
    const subject = eventSubject(m[2]);
    if (!subject) return null;
    const whose = m[3] === "your" ? Filters.youControl : Filters.opponentControls;
    return {
      trigger: { on: "enters", filter: Filters.and(subject.filter, whose) },
      pronoun: subject.pronoun,
    };
  }
  m = /^Whenever (you|an opponent|a player) (gain|gains|draw|draws) (life|a card)$/.exec(condition);
  if (m?.[1] && m[2] && m[3]) {
    const who = PLAYERS[m[1]];
    if (!who || (m[1] === "you") === m[2].endsWith("s")) return null;
    if (m[2].startsWith("gain") !== (m[3] === "life")) return null;
    return { trigger: m[3] === "life" ? { on: "gainLife", who } : { on: "drawCard", who }, pronoun: null };
  }
  m =
    /^At the beginning of (each player's|each opponent's|the|each|your|enchanted player's|enchanted opponent's) (upkeep|draw step|end step)$/.exec(
      condition,
    );
  if (m?.[1] && m[2]) {
    const step = STEPS[m[2]];
    // "the end step" is every end step (513.2), as is "each player's"; "the upkeep" is not a template.
    if (!step || (m[1] === "the" && step !== "end")) return null;
    const whose = WHOSE[m[1]] ?? "each";
    return { trigger: { on: "beginningOfStep", step, whose }, pronoun: null, ...thatActivePlayer(whose) };
  }
  if (condition === "At end of combat")
    return { trigger: { on: "beginningOfStep", step: "endCombat", whose: "each" }, pronoun: null };
  return null;
}

function parseFirstTriggers(condition: string): ParsedTrigger | null {
  let m = /^(When|Whenever) (.+?) (enters(?: the battlefield)?|dies|attacks|deals combat damage to a player)$/.exec(
    condition,
  );
  if (m?.[1] && m[2] && m[3]) {
    const subject = eventSubject(m[2]);
    if (!subject) return null;
    const on = m[3].startsWith("enters")
      ? "enters"
      : m[3] === "dies"
        ? "dies"
        : m[3] === "attacks"
          ? "attacks"
          : "dealsCombatDamageToPlayer";
    const thatPlayer = on === "dealsCombatDamageToPlayer" ? { thatPlayer: { ref: "triggerPlayer" } as const } : {};
    return { trigger: { on, filter: subject.filter }, pronoun: subject.pronoun, ...thatPlayer };
  }
  m = /^At the beginning of (your|each) (upkeep|draw step|end step)$/.exec(condition);
  if (m?.[1] && m[2]) {
    const step = STEPS[m[2]];
    if (!step) return null;
    const whose = m[1] === "your" ? "your" : "each";
    return { trigger: { on: "beginningOfStep", step, whose }, pronoun: null, ...thatActivePlayer(whose) };
  }
  if (condition === "At the beginning of combat on your turn") {
    return { trigger: { on: "beginningOfStep", step: "beginCombat", whose: "your" }, pronoun: null };
  }
  m = /^Whenever (you|an opponent|a player) casts? (.+)$/.exec(condition);
  if (m?.[1] && m[2]) {
    if ((m[1] === "you") === condition.includes(" casts ")) return null;
    const filter = castCardFilter(m[2]) ?? parseSpellPhrase(m[2]);
    if (!filter) return null;
    const by = m[1] === "you" ? "you" : m[1] === "an opponent" ? "opponent" : "any";
    return { trigger: { on: "cast", filter, by }, pronoun: { ref: "triggerObject" } };
  }
  return null;
}

/** Whose step a "beginning of" trigger names; 303.4b: "enchanted player's", the player the source enchants. */
const WHOSE: Readonly<Record<string, "your" | "opponent" | "enchanted">> = {
  your: "your",
  "each opponent's": "opponent",
  "enchanted player's": "enchanted",
  "enchanted opponent's": "enchanted",
};

/** "At the beginning of each [opponent's] upkeep, that player …": the active player (603.2). */
function thatActivePlayer(whose: "your" | "each" | "opponent" | "enchanted"): { thatPlayer?: PlayerRef } {
  return whose === "your" ? {} : { thatPlayer: { ref: "activePlayer" } };
}
