import type { ObjectId, PlayerId } from "./object.js";

/** A player (102): life, mana pool, zones, and what the game records about them this turn. */
export interface Player {
  readonly name: PlayerId;
  life: number;
  /** docs/scenario-format.md §4.1: costs are paid automatically unless the scenario set a mana pool. */
  payFromPool: boolean;
  /** Mana symbols in the pool, e.g. "{U}{U}{C}" kept as a list of single symbols. */
  manaPool: string[];
  /** 603.7: the delayed trigger ("When that mana is spent …") each mana of the pool carries, by position ("" for none). */
  manaSpendTriggers?: string[];
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  exile: ObjectId[];
  command: ObjectId[];
  landsPlayedThisTurn: number;
  /** 305.2: lands this player may play this turn beyond the first (Azusa's Many Journeys). */
  additionalLandPlays?: number;
  /** 500.11, 614.10: untap steps this player will skip (Brine Elemental). */
  skipUntapSteps?: number;
  /** The number of the last turn in which the player was dealt damage (bloodthirst, 702.54a). */
  dealtDamageTurn?: number;
  /** 122.1f: poison counters (infect damage, 120.3b); ten or more lose the game (704.5c). */
  poison?: number;
  /** 903.8: how many times this player has cast each of their commanders (by card name) from the command zone this game. */
  commanderCasts?: Record<string, number>;
  /** 107.14, 122.1: energy counters ({E}), gotten and paid by effects and costs. */
  energy?: number;
  /** 702.50a-b: a spell with epic this player controlled resolved: they can't cast spells for the rest of the game. */
  cantCastSpells?: true;
  /** 702.131c: the city's blessing, a designation kept for the rest of the game. */
  citysBlessing?: true;
  /** 704.5a-c */
  lost: boolean;
  /** 104.2b: an effect said this player wins the game; the game is over (104.1). */
  won?: true;
  /** Drew from an empty library since the last SBA check (704.5b). */
  drewFromEmpty: boolean;
}
