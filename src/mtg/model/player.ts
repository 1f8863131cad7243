import type { ObjectId, PlayerId } from "./object.js";

export interface Player {
  readonly name: PlayerId;
  life: number;
  /** Spec 4.1: costs are paid automatically unless the scenario set a mana pool. */
  payFromPool: boolean;
  /** Mana symbols in the pool, e.g. "{U}{U}{C}" kept as a list of single symbols. */
  manaPool: string[];
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  exile: ObjectId[];
  command: ObjectId[];
  landsPlayedThisTurn: number;
  /** 704.5a-c */
  lost: boolean;
  /** Drew from an empty library since the last SBA check (704.5b). */
  drewFromEmpty: boolean;
}
