import type { TokenKeyword } from "../model/object.js";
import type { ActivatedAbility, KeywordAbility, TriggeredAbility } from "./ability.js";
import type { Amount } from "./amount.js";
import type { CopyException } from "./copyException.js";
import type { Effect } from "./effect.js";
import { Filters } from "./filter.js";

/** How many copies each keyword that copies its spell as it is cast makes. */
const COPIES: Readonly<Partial<Record<KeywordAbility["keyword"], Amount>>> = {
  /** 702.40a: "copy it for each other spell that was cast before it this turn". */
  storm: { of: "spellsCastBeforeIt" },
  /** 702.69a: "copy it for each permanent that was put into a graveyard from the battlefield this turn". */
  gravestorm: { of: "permanentsPutIntoGraveyardThisTurn" },
  /** 702.56a: "copy it for each time its replicate cost was paid". */
  replicate: { of: "replicateCostsPaid" },
  /** 702.78a: "if its conspire cost was paid, copy it". */
  conspire: 1,
  /** 702.153a: "if a casualty cost was paid for it, copy it". */
  casualty: 1,
};

/**
 * The triggered part of a keyword that copies its spell as it is cast, functioning on the stack:
 * 702.40a storm "When you cast this spell, copy it for each other spell that was cast before it
 * this turn", 702.56a replicate "When you cast this spell, if a replicate cost was paid for it, copy
 * it for each time its replicate cost was paid"; both: "If the spell has any targets, you may choose
 * new targets for any of the copies."
 */
export function copyOnCastTrigger(def: KeywordAbility): TriggeredAbility | null {
  if (def.keyword === "demonstrate") return demonstrateTrigger(def);
  const count = COPIES[def.keyword];
  if (count === undefined) return null;
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "cast", filter: Filters.self, by: def.keyword === "storm" ? "any" : "you" },
    effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count, newTargets: true, exceptions: [] }],
  };
}

/**
 * 702.144a: "When you cast this spell, you may copy it and you may choose new targets for the
 * copy. If you copy the spell, choose an opponent. That player copies the spell and may choose new
 * targets for that copy."
 */
function demonstrateTrigger(def: KeywordAbility): TriggeredAbility {
  const copy: Effect = { do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] };
  return {
    kind: "triggered",
    text: def.text,
    trigger: { on: "cast", filter: Filters.self, by: "you" },
    effects: [
      { do: "mayThen", first: copy, ifYouDo: [{ do: "byPlayer", who: { ref: "chosenOpponent" }, effects: [copy] }] },
    ],
  };
}

/** What the token of each "exile this card from your graveyard: create a token copy" keyword is. */
const TOKEN_FROM_GRAVEYARD: Readonly<Record<TokenKeyword, readonly CopyException[]>> = {
  /** 702.128a: "except it's white, it has no mana cost, and it's a Zombie in addition to its other types". */
  embalm: [
    { except: "colors", colors: ["W"] },
    { except: "setValues", manaCost: null },
    { except: "additionalTypes", subtypes: ["Zombie"] },
  ],
  /** 702.129a: "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types". */
  eternalize: [
    { except: "colors", colors: ["B"] },
    { except: "pt", power: 4, toughness: 4 },
    { except: "setValues", manaCost: null },
    { except: "additionalTypes", subtypes: ["Zombie"] },
  ],
};

/**
 * 702.128a embalm, 702.129a eternalize: "[Cost], Exile this card from your graveyard: Create a
 * token that's a copy of this card, except … Activate only as a sorcery." The ability functions
 * while the card is in a graveyard (113.6m); the token copies the card, now in exile.
 */
export function tokenFromGraveyard(def: KeywordAbility): ActivatedAbility | null {
  const keyword = def.keyword === "embalm" || def.keyword === "eternalize" ? def.keyword : null;
  if (keyword === null || def.cost === undefined) return null;
  const exceptions = TOKEN_FROM_GRAVEYARD[keyword];
  return {
    kind: "activated",
    text: def.text,
    cost: { mana: def.cost, exileSelfFromGraveyard: true, ...(def.discard ? { discard: def.discard } : {}) },
    effects: [{ do: "createTokenCopy", of: { ref: "exiledToPay" }, count: 1, exceptions, keyword }],
    sorcerySpeed: true,
  };
}
