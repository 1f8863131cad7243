import type { PlayerId } from "./object.js";
import type { GameState } from "./state.js";
import type { TurnState } from "./turn.js";

/** A game with no objects yet: players at 20 life (103.4), the given turn, nothing recorded; cards from the catalog named. */
export function newGameState(players: readonly PlayerId[], turn: TurnState, catalog: string): GameState {
  return {
    format: "doppel-mtg-state/1",
    players: players.map((name) => ({
      name,
      life: 20,
      payFromPool: false,
      manaPool: [],
      library: [],
      hand: [],
      graveyard: [],
      exile: [],
      command: [],
      landsPlayedThisTurn: 0,
      lost: false,
      drewFromEmpty: false,
    })),
    customCards: {},
    catalog,
    objects: {},
    battlefield: [],
    stack: [],
    turn,
    priority: turn.active,
    passes: 0,
    effects: [],
    delayedTriggers: [],
    pendingTriggers: [],
    nextTimestamp: 1,
    nextId: 1,
    successors: {},
    lastKnown: {},
    spellsCastThisTurn: 0,
    spellsCastLastTurn: 0,
    rng: 1,
    rev: 0,
    log: [],
  };
}
