import { CASTING_KEYWORDS } from "./castingKeywords.js";
import { PERMANENT_KEYWORDS } from "./permanentKeywords.js";

/** Keyword abilities with no cost or number: an effect can grant or remove them as they are (702). */
export const BARE_KEYWORDS = [
  "flying",
  "first strike",
  "double strike",
  "deathtouch",
  "defender",
  "haste",
  "hexproof",
  "indestructible",
  "lifelink",
  "menace",
  "reach",
  "trample",
  "vigilance",
  "changeling",
  "undying",
  /** 702.18a: can't be the target of spells or abilities. */
  "shroud",
  /** 702.36b: can't be blocked except by artifact creatures and/or black creatures. */
  "fear",
  /** 702.13b: can't be blocked except by artifact creatures and/or creatures that share a color with it. */
  "intimidate",
  /** 702.28b: can be blocked only by creatures with shadow, and can block only creatures with shadow. */
  "shadow",
  /** 702.31b: can't be blocked except by creatures with horsemanship. */
  "horsemanship",
  /** 702.108a: a triggered ability (abilities/keywordTriggers.ts). */
  "prowess",
  /** 702.83a: a triggered ability. */
  "exalted",
  /** 702.79a: a triggered ability. */
  "persist",
  /** 702.25a: a triggered ability. */
  "flanking",
  /** 702.80b: damage it deals to creatures is dealt as -1/-1 counters. */
  "wither",
  /** 702.90b: damage it deals to players is poison counters, to creatures -1/-1 counters. */
  "infect",
  /** 702.116a: a triggered ability (abilities/keywordTriggers.ts); "Equipped creature has myriad" grants it. */
  "myriad",
  /** 702.118b: can't be blocked by creatures with greater power (rules/evasion.ts). */
  "skulk",
  /** 702.91a: a triggered ability (abilities/battleCry.ts). */
  "battle cry",
  /** 702.149a: a triggered ability (abilities/training.ts). */
  "training",
  /** 702.115a: a triggered ability (abilities/ingest.ts). */
  "ingest",
  /** 702.121a: a triggered ability (abilities/melee.ts). */
  "melee",
] as const;

/** Keyword abilities the engine understands (702). */
export const KEYWORDS = [
  ...BARE_KEYWORDS,
  ...PERMANENT_KEYWORDS,
  /** 702.8a: may be cast any time its controller could cast an instant. */
  "flash",
  "protection",
  "morph",
  "fading",
  "kicker",
  "flashback",
  ...CASTING_KEYWORDS,
  "enchant",
  "equip",
  /** 702.151a: two activated abilities, attach and unattach (abilities/reconfigure.ts). */
  "reconfigure",
  "dethrone",
  "ward",
  "storm",
  /** 702.69a: like storm, counting the permanents put into a graveyard from the battlefield this turn. */
  "gravestorm",
  "retrace",
  "cipher",
  "disturb",
  "suspend",
  "prototype",
  "partner",
  /** 702.124i: a partner variant — deck building only (two commanders), nothing to do during a game. */
  "friends forever",
  "ravenous",
  "strive",
  /** 702.145b, 702.145e: day and night (rules/dayNight/). */
  "daybound",
  "nightbound",
  "replicate",
  "embalm",
  "eternalize",
  /** 702.114a: a characteristic-defining ability, "this object is colorless". */
  "devoid",
  /** 702.14a-c: [type]walk — `filter` is the land the defending player must control. */
  "landwalk",
  /** 702.45a: Bushido N, a triggered ability. */
  "bushido",
  /** 702.29a: Cycling [cost], an activated ability that functions in the hand. */
  "cycling",
  /** 702.122a: Crew N, an activated ability of Vehicles. */
  "crew",
  /** 702.37b: morph, and a +1/+1 counter when turned face up for its megamorph cost. */
  "megamorph",
  /** 702.51a: tap creatures to pay for the spell (rules/casting/tapToPay.ts). */
  "convoke",
  /** 702.126a: tap artifacts to pay generic mana of the spell. */
  "improvise",
  /** 702.66a: exile cards from your graveyard to pay generic mana of the spell. */
  "delve",
  /** 702.41a: Affinity for [text] — `filter` is what the spell costs {1} less for each of. */
  "affinity",
  /** 702.54a: Bloodthirst N — enters with N +1/+1 counters if an opponent was dealt damage this turn. */
  "bloodthirst",
  /** 702.46a: Soulshift N, a triggered ability. */
  "soulshift",
  /** 702.61a: while on the stack, no other spells are cast and no non-mana abilities activated. */
  "split second",
  "conspire",
  "casualty",
  /** 702.144a: "When you cast this spell, you may copy it …; if you do, choose an opponent. That player copies it." */
  "demonstrate",
  /** 702.63a: Vanishing [N] — enters with N time counters; two triggered abilities (abilities/vanishing.ts). */
  "vanishing",
  /** 702.135a: Afterlife N, a triggered ability (abilities/afterlife.ts). */
  "afterlife",
  /** 702.43a: Modular N — enters with N +1/+1 counters; a dies trigger (abilities/modular.ts). */
  "modular",
  /** 702.123a: Fabricate N, an enters trigger (abilities/fabricate.ts). */
  "fabricate",
  /** 702.92a: Living weapon, an enters trigger of Equipment (abilities/livingWeapon.ts). */
  "living weapon",
  /** 702.84a: Unearth [cost], an activated ability of a card in a graveyard (abilities/unearth.ts). */
  "unearth",
  /** 702.49a: Ninjutsu [cost], an activated ability of a card in a hand (abilities/ninjutsu.ts). */
  "ninjutsu",
  /** 702.85a: Cascade, a triggered ability of a spell (abilities/cascade.ts, rules/casting/cascade.ts). */
  "cascade",
  /** 702.82a: Devour [quality] N — sacrifices as it enters, +1/+1 counters for each (rules/devour.ts). */
  "devour",
  /** 702.95a: soulbond, two triggered abilities (abilities/soulbond.ts, rules/soulbond.ts). */
  "soulbond",
  /** 702.131a-b: ascend — the city's blessing at ten permanents (rules/citysBlessing.ts). */
  "ascend",
  /** 702.50a: "For the rest of the game, you can't cast spells" and an upkeep copy of the spell (rules/casting/epic.ts). */
  "epic",
  /** 702.134a: Mentor, an attack trigger (abilities/mentor.ts). */
  "mentor",
  /** 702.100a: Evolve, an enters trigger (abilities/evolve.ts). */
  "evolve",
  /** 702.101a: Extort, a cast trigger (abilities/extort.ts). */
  "extort",
  /** 702.97a: Scavenge [cost], an activated ability of a card in a graveyard (abilities/scavenge.ts). */
  "scavenge",
  /** 702.53a: Transmute [cost], an activated ability of a card in a hand (abilities/transmute.ts). */
  "transmute",
  /** 702.98a: Unleash, an optional enters replacement and "can't block" (abilities/unleash.ts). */
  "unleash",
  /** 702.58a: Graft N, an enters replacement and a trigger (abilities/graft.ts). */
  "graft",
  /** 702.44a: Sunburst, counters for each color of mana spent to cast it (rules/entersReplacements.ts). */
  "sunburst",
  /** 702.52a: Dredge N, a replacement of draws functioning in a graveyard (rules/dredge.ts). */
  "dredge",
  /** 702.136a: Riot, an enters replacement: a +1/+1 counter or haste (rules/riot.ts). */
  "riot",
  /** 702.104a: Tribute N, an enters replacement an opponent chooses to apply (rules/tribute.ts). */
  "tribute",
  /** 702.38a: Amplify N, an enters replacement revealing cards that share a creature type (rules/amplify.ts). */
  "amplify",
  /** 702.86a: Annihilator N, an attack trigger (abilities/annihilator.ts). */
  "annihilator",
  /** 702.130a: Afflict N, a becomes-blocked trigger (abilities/afflict.ts). */
  "afflict",
  /** 702.23a: Rampage N, a becomes-blocked trigger (abilities/rampage.ts). */
  "rampage",
  /** 702.107a: Outlast [cost], an activated ability (abilities/outlast.ts). */
  "outlast",
  /** 702.77a: Reinforce N—[cost], an activated ability of a card in a hand (abilities/reinforce.ts). */
  "reinforce",
  /** 702.89a: a replacement of the enchanted permanent's destruction (rules/umbraArmor.ts); 702.89b: "totem armor". */
  "umbra armor",
] as const;
/** A keyword the engine knows (702). */
export type Keyword = (typeof KEYWORDS)[number];

export function isKeyword(s: string): s is Keyword {
  return (KEYWORDS as readonly string[]).includes(s);
}
