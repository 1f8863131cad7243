import { own } from "../../kernel/records.js";
import type { Derived } from "../layers/derive.js";
import { manaValueOf } from "../layers/evaluate.js";
import type { ObjectId, PlayerId, ZoneName } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { castRecordMatches, type TurnHistory, turnHistoryOf } from "../model/turnHistory.js";
import type { Amount } from "../abilities/amount.js";
import type { ObjectFilter } from "../abilities/filter.js";

function update(state: GameState, change: (h: TurnHistory) => Partial<TurnHistory>): void {
  const h = turnHistoryOf(state);
  state.turnHistory = { ...h, ...change(h) };
}

/** 500.1: a new turn begins with nothing having happened in it (absent is empty). */
export function beginTurnHistory(state: GameState): void {
  delete state.turnHistory;
}

/** 601.2i: the spell became cast — remembered as it is now, for the rest of the turn. */
export function recordSpellCast(state: GameState, d: Derived, spell: ObjectId, caster: PlayerId, from: ZoneName): void {
  const c = d.get(spell);
  update(state, (h) => ({
    spellsCast: [
      ...h.spellsCast,
      {
        spell,
        caster,
        from,
        name: c?.name ?? null,
        types: [...(c?.types ?? [])],
        subtypes: [...(c?.subtypes ?? [])],
        supertypes: [...(c?.supertypes ?? [])],
        colors: [...(c?.colors ?? [])],
        manaValue: c ? manaValueOf(d.view, spell, c) : 0,
      },
    ],
  }));
}

/** 508.1: the active player declared attacking creatures ("if you attacked this turn"). */
export function recordAttack(state: GameState, player: PlayerId, attackers: readonly ObjectId[]): void {
  update(state, (h) => ({
    attacked: h.attacked.includes(player) ? h.attacked : [...h.attacked, player],
    attackers: [...h.attackers, ...attackers],
  }));
}

/** 603.6c: a permanent left the battlefield; `controller` controlled it then (revolt). */
export function recordLeftBattlefield(state: GameState, controller: PlayerId): void {
  update(state, (h) => ({ left: [...h.left, controller] }));
}

/** 119.3: a player gained life. */
export function recordLifeGained(state: GameState, player: PlayerId, amount: number): void {
  update(state, (h) => ({ lifeGained: { ...h.lifeGained, [player]: (own(h.lifeGained, player) ?? 0) + amount } }));
}

/** 119.3, 119.4: a player lost life (damage, an effect, or paying life). */
export function recordLifeLost(state: GameState, player: PlayerId, amount: number): void {
  if (amount > 0)
    update(state, (h) => ({ lifeLost: { ...h.lifeLost, [player]: (own(h.lifeLost ?? {}, player) ?? 0) + amount } }));
}

/** 510.2: a source dealt combat damage to a player; its controller and subtypes as it dealt it (prowl, 702.76a). */
export function recordCombatDamageToPlayer(state: GameState, controller: PlayerId, subtypes: readonly string[]): void {
  update(state, (h) => ({
    combatDamageToPlayers: [...(h.combatDamageToPlayers ?? []), { controller, subtypes: [...subtypes] }],
  }));
}

/** Whether `player` controlled a source with any of `subtypes` that dealt combat damage to a player this turn (702.76a). */
export function dealtCombatDamageWithTypes(state: GameState, player: PlayerId, subtypes: readonly string[]): boolean {
  return (turnHistoryOf(state).combatDamageToPlayers ?? []).some(
    (r) => r.controller === player && r.subtypes.some((t) => subtypes.includes(t)),
  );
}

/** Whether an opponent of `player` lost life this turn (spectacle, 702.137a). */
export function opponentLostLifeThisTurn(state: GameState, player: PlayerId): boolean {
  return Object.entries(turnHistoryOf(state).lifeLost ?? {}).some(([p, n]) => p !== player && n > 0);
}

/** 121.1: a player drew a card. */
export function recordDraw(state: GameState, player: PlayerId): void {
  update(state, (h) => ({ drawn: [...h.drawn, player] }));
}

/** "your second card each turn": whether `player` has drawn exactly `n` cards this turn so far. */
export function drewNthCard(state: GameState, player: PlayerId, n: number): boolean {
  return turnHistoryOf(state).drawn.filter((p) => p === player).length === n;
}

/** 700.4: a permanent was put into a graveyard from the battlefield; a creature among them died. */
export function recordPutIntoGraveyard(state: GameState, id: ObjectId, wasCreature: boolean): void {
  update(state, (h) => ({ toGraveyard: h.toGraveyard + 1, ...(wasCreature ? { died: [...h.died, id] } : {}) }));
}

/** "This ability triggers only once each turn": whether it did already, and noting that it does. */
export function triggeredThisTurn(state: GameState, sourceId: ObjectId, abilityKey: string): boolean {
  return turnHistoryOf(state).triggeredOnce.includes(`${sourceId} ${abilityKey}`);
}

export function recordTriggeredOnce(state: GameState, sourceId: ObjectId, abilityKey: string): void {
  update(state, (h) => ({ triggeredOnce: [...h.triggeredOnce, `${sourceId} ${abilityKey}`] }));
}

/**
 * "your first [filter] spell [from your graveyard] each turn": whether `spell` is the Nth spell
 * matching the filter that `caster` cast this turn, each judged as it was cast (Kalamax's ruling:
 * the whole turn counts, even spells cast before the ability's source was there).
 */
export function isNthSpellCast(
  state: GameState,
  spell: ObjectId,
  caster: PlayerId,
  filter: ObjectFilter,
  nth: { readonly n: number; readonly from?: ZoneName },
): boolean {
  const theirs = turnHistoryOf(state).spellsCast.filter(
    (r) => r.caster === caster && (nth.from === undefined || r.from === nth.from) && castRecordMatches(r, filter),
  );
  return theirs[nth.n - 1]?.spell === spell;
}

/**
 * "the number of [filter] spells you've cast this turn", "each other … you've cast [before it]
 * this turn": the spells `you` cast this turn, each judged as it was cast; "it" is the spell the
 * ability is about (a countered spell was still cast: Thousand-Year Storm's ruling).
 */
export function spellsCastThisTurn(
  state: GameState,
  a: Extract<Amount, { of: "spellsCastThisTurn" }>,
  you: PlayerId,
  it: ObjectId | null,
): number {
  const all = turnHistoryOf(state).spellsCast;
  const at = all.findIndex((r) => r.spell === it);
  const considered = a.beforeIt ? (at < 0 ? [] : all.slice(0, at)) : all;
  const n = considered.filter(
    (r) => r.caster === you && !(a.otherThanIt && r.spell === it) && castRecordMatches(r, a.filter),
  ).length;
  return n + (a.plus ?? 0);
}
