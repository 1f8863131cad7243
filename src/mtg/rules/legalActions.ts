import { anyInCombat } from "../game/inCombat.js";
import type { ActivatedAbility } from "../abilities/ability.js";
import { castableFromCommandZone, commanderTax } from "./commander.js";
import { activatedForm } from "../abilities/keywordActions.js";
import type { TargetSlot } from "../abilities/target.js";
import type { Characteristics } from "../layers/characteristics.js";
import { abilitiesInForm } from "../layers/abilityForms.js";
import { type Derived, derive } from "../layers/derive.js";
import { hasKeyword, keywordOf } from "../layers/keywords.js";
import { landPlaysAllowed } from "./playerRules.js";
import { matchesFilter } from "../layers/evaluate.js";
import { faceUpValues } from "../layers/layer1.js";
import { parseManaCost } from "../model/manaCost.js";
import type { GameObject, ObjectId, PlayerId, ZoneName } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { StepName } from "../model/turn.js";
import { defendingPlayerOf } from "./combat.js";
import { canCrew } from "./crewCost.js";
import { evasionForbids } from "./evasion.js";
import { splitSecondSpell } from "./splitSecond.js";
import { canPayPermanentCosts } from "./permanentCosts.js";
import { activationForbidden, attacksDespiteDefender, blockForbidden, forbiddenToAttack } from "./ruleEffects.js";
import { spellAbilityOf, spellTargetSlots } from "../game/spellParts.js";
import { hasLegalTargets, slotBounds } from "../game/targets.js";
import { modeCombinations } from "./modes.js";
import { abilityTargetSlots } from "../game/abilityTargets.js";
import { activationTimingProblem, mayActivate } from "./activationRestrictions.js";
import { activationZone } from "../abilities/activationZone.js";
import { unblockedAttackers } from "./ninjutsu.js";
import type { CastArgs } from "./cast.js";
import type { CopyException } from "../abilities/copyException.js";
import type { CardDef } from "../model/card.js";
import { castsWithoutPaying, playableFromExile } from "./playFromExile.js";
import { gameOver } from "./gameOver.js";

/**
 * A game action as a value: what `legalActions` lists and `applyAction` performs. Player actions
 * (117.1: cast, activate, special actions, pass) are taken by the player with priority; attack and
 * block declarations are turn-based actions of the active and the defending player (508.1, 509.1).
 * Decisions the action needs (targets, modes, X, costs, "as enters" choices) may be given in the
 * value (`targets`, `x`, `modes`…); those it doesn't give, the chooser given to `applyAction`
 * makes, as the player would while acting.
 *
 * The conveniences (`resolve`, `advance`, `becomeCopy`, `createTokenCopy`, `copySpell`, `move`,
 * `damage`) are not
 * player actions: each does what a scenario step of that name does, as if an effect controlled by
 * `player` did it (docs/scenario-format.md §4.2).
 */
export type Action =
  | { readonly kind: "pass"; readonly player: PlayerId }
  | ({
      readonly kind: "cast";
      readonly player: PlayerId;
      readonly object: ObjectId;
    } & CastChoices &
      ScenarioLeniency)
  | ({
      readonly kind: "activate";
      readonly player: PlayerId;
      readonly object: ObjectId;
      /** 1-based position among the object's abilities now, or a substring of exactly one ability's text. */
      readonly ability: number | string;
      /** Whether it is a mana ability (605.1a), as `legalActions` lists it. */
      readonly manaAbility?: boolean;
      /** The ability's text, as `legalActions` lists it. */
      readonly text?: string;
      readonly targets?: readonly (ObjectId | PlayerId)[];
      readonly x?: number;
      /** 0-based mode indices, for a modal ability (700.2a). */
      readonly modes?: readonly number[];
    } & ScenarioLeniency)
  | ({
      readonly kind: "playLand";
      readonly player: PlayerId;
      readonly object: ObjectId;
      /** 712.12: the face of a modal double-faced card it is played with (default 0, the front). */
      readonly face?: 0 | 1;
    } & ScenarioLeniency)
  | ({ readonly kind: "turnFaceUp"; readonly player: PlayerId; readonly object: ObjectId } & ScenarioLeniency)
  | {
      readonly kind: "attack";
      readonly player: PlayerId;
      readonly attackers: readonly { readonly attacker: ObjectId; readonly defender: ObjectId | PlayerId }[];
    }
  | {
      readonly kind: "block";
      readonly player: PlayerId;
      readonly blockers: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[];
      /**
       * A leniency of the scenario format: one `block` step declares the blocks of every defending
       * player at once, where 802.4 has each declare in turn. The blockers need not be `player`'s;
       * each must still be controlled by a player its attacker attacks (509.1a, 802.4a).
       */
      readonly allDefenders?: true;
    }
  /** 702.143a: foretell a card from the hand (a special action, 116.2h). */
  | ({ readonly kind: "foretell"; readonly player: PlayerId; readonly object: ObjectId } & ScenarioLeniency)
  /** 702.62a: suspend a card from the hand (a special action, 116.2f). */
  | ({ readonly kind: "suspend"; readonly player: PlayerId; readonly object: ObjectId } & ScenarioLeniency)
  | { readonly kind: "resolve"; readonly player: PlayerId; readonly count: number | "all" }
  | { readonly kind: "advance"; readonly player: PlayerId; readonly to: StepName; readonly nextTurn: boolean }
  | {
      readonly kind: "becomeCopy";
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly of: ObjectId;
      /** 707.9: the copy effect's exceptions. */
      readonly except?: readonly CopyException[];
    }
  | {
      readonly kind: "createTokenCopy";
      readonly player: PlayerId;
      readonly of: ObjectId;
      /** 707.9: the copy effect's exceptions. */
      readonly except?: readonly CopyException[];
    }
  | {
      readonly kind: "copySpell";
      readonly player: PlayerId;
      readonly of: ObjectId;
      /** 707.10c: whether the copy's controller may choose new targets (asked), or the new targets themselves. */
      readonly newTargets: boolean | readonly (ObjectId | PlayerId)[];
      /** 707.10d: a copy for each other object or player the spell could target, each targeting a different one. */
      readonly forEachPossibleTarget?: true;
    }
  /** An object moves to another zone as if an effect moved it (docs/scenario-format.md §4.2 `move`). */
  | {
      readonly kind: "move";
      readonly player: PlayerId;
      /** Several objects move onto the battlefield at the same time. */
      readonly object: ObjectId | readonly ObjectId[];
      readonly to: ZoneName;
      /** The controller it enters the battlefield under (default: its owner). */
      readonly controller?: PlayerId;
    }
  /** Damage as if an effect dealt it (docs/scenario-format.md §4.2 `damage`), from `source` or from no source. */
  | {
      readonly kind: "damage";
      readonly player: PlayerId;
      readonly to: ObjectId | PlayerId;
      readonly amount: number;
      readonly source?: ObjectId;
    }
  /** Counters put on or removed from an object as if an effect did it (§4.2 `addCounters`, `removeCounters`). */
  | {
      readonly kind: "addCounters" | "removeCounters";
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly counters: Readonly<Record<string, number>>;
    }
  /** A token created as if an effect created it (§4.2 `create`), under `player`'s control. */
  | { readonly kind: "createToken"; readonly player: PlayerId; readonly token: CardDef }
  /** A permanent transforms as if an effect transformed it (§4.2 `transform`, 701.27). */
  | { readonly kind: "transform"; readonly player: PlayerId; readonly object: ObjectId }
  /** The turn moves on to the next turn's first main phase (§4.2 `endTurn`). */
  | { readonly kind: "endTurn"; readonly player: PlayerId };

/** What the caster settles in a cast action (601.2b–h); the rest is asked of the chooser. */
export type CastChoices = Omit<CastArgs, "object" | "by" | "duringResolution" | "permitted">;

/**
 * The one leniency of the scenario format (docs/scenario-format.md §4.1): a step casts, activates
 * or plays as any player without the others passing priority to them first. With `takePriority`,
 * the player acts as if they held priority in a step where players receive it (117.1, 502.4 and
 * 514.3 are not checked); every other check of the action is made.
 */
export interface ScenarioLeniency {
  readonly takePriority?: true;
}

/** The kind of an action (`Action["kind"]`). */
export type ActionKind = Action["kind"];

export const PLAYER_ACTION_KINDS: readonly ActionKind[] = [
  "pass",
  "cast",
  "activate",
  "playLand",
  "turnFaceUp",
  "foretell",
  "suspend",
  "attack",
  "block",
];
export const CONVENIENCE_KINDS: readonly ActionKind[] = [
  "resolve",
  "advance",
  "becomeCopy",
  "createTokenCopy",
  "copySpell",
  "move",
  "damage",
  "addCounters",
  "removeCounters",
  "createToken",
  "transform",
  "endTurn",
];

export interface LegalActionOptions {
  /** Also list the conveniences (default true). */
  readonly conveniences?: boolean;
}

const MAIN: readonly StepName[] = ["main1", "main2"];
const ADVANCE_TO: readonly StepName[] = ["upkeep", "main1", "beginCombat", "main2", "end"];

/**
 * 502.4, 514.3: a step in which nobody receives priority (the untap step; a cleanup step in which
 * no state-based action or trigger happened, 514.3a): passing only moves the game on.
 */
export function noPriorityNow(state: GameState): boolean {
  return state.turn.step === "untap" || (state.turn.step === "cleanup" && state.stack.length === 0);
}

/** The player who has priority now (when nobody does, during turn-based actions, the active player acts next). */
export function priorityHolder(state: GameState): PlayerId {
  return state.priority ?? state.turn.active;
}

/**
 * The actions that the rules allow now: player actions of the player with priority, the
 * defending player's block declaration, and (by default) the conveniences. The list is
 * conservative: it checks timing, targets, tapped status, summoning sickness, counters and
 * sacrifices, and in mana-pool games that the pool holds enough mana, but an action listed may
 * still be refused when performed (a color the pool lacks, a target that a choice made while
 * acting makes illegal); it is then refused cleanly by `applyAction`. Never mutates the state.
 */
export function legalActions(state: GameState, options: LegalActionOptions = {}): Action[] {
  if (gameOver(state)) return [];
  const d = derive(state);
  const who = priorityHolder(state);
  const out: Action[] = [{ kind: "pass", player: who }];
  // A player who has lost only passes, so that the game moves on (the rules for leaving a
  // multiplayer game, 800.4a, are not implemented: they would take priority away at once).
  const lost = state.players.find((p) => p.name === who)?.lost === true;
  if (!noPriorityNow(state) && !lost) {
    // 702.61a: split second leaves only mana abilities and special actions.
    const splitSecond = splitSecondSpell(state, d) !== null;
    if (!splitSecond) out.push(...castActions(state, d, who));
    out.push(...activateActions(state, d, who).filter((a) => !splitSecond || (a.kind === "activate" && a.manaAbility)));
    out.push(...landActions(state, d, who));
    out.push(...faceUpActions(state, d, who));
    out.push(...exileFromHandActions(state, d, who));
  }
  out.push(...attackActions(state, d, who));
  out.push(...blockActions(state, d));
  if (options.conveniences !== false && !lost) out.push(...convenienceActions(state, who));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Casting (601.2)

function sorceryTiming(state: GameState, who: PlayerId): boolean {
  return state.turn.active === who && MAIN.includes(state.turn.step) && state.stack.length === 0;
}

function castActions(state: GameState, d: Derived, who: PlayerId): Action[] {
  const p = state.players.find((x) => x.name === who);
  if (!p) return [];
  const out: Action[] = [];
  const fromExile = playableFromExile(state, who, "cast"); // 601.3: an effect's permission
  const candidates = [
    ...p.hand,
    ...p.graveyard.filter((id) => keywordOf(d.get(id), "flashback") !== undefined),
    ...fromExile,
    ...p.command.filter((id) => castableFromCommandZone(state.objects[id])), // 903.8
  ];
  for (const id of candidates) {
    const c = d.get(id);
    if (!c || c.types.includes("Land")) continue; // 305.9: lands can't be cast
    const fromGraveyard = state.objects[id]?.zone === "graveyard";
    const instantSpeed = c.types.includes("Instant") || keywordOf(c, "flash") !== undefined;
    const morph = keywordOf(c, "morph") ?? keywordOf(c, "megamorph");
    if (morph && !fromGraveyard && sorceryTiming(state, who) && affordable(state, who, "{3}")) {
      out.push({ kind: "cast", player: who, object: id, faceDown: true }); // 702.37c
    }
    if (!instantSpeed && !sorceryTiming(state, who)) continue;
    const flashback = keywordOf(c, "flashback");
    const free = fromExile.includes(id) && castsWithoutPaying(state, id, who); // 118.9
    const obj = state.objects[id];
    const tax = obj?.zone === "command" ? commanderTax(state, obj, who) : ""; // 903.8
    const cost = fromGraveyard ? (flashback?.cost ?? "") : free ? "" : (c.manaCost ?? "") + tax;
    if (!affordable(state, who, cost)) continue;
    const sa = spellAbilityOf(c);
    const sacrifice = sa?.additionalCost?.sacrifice;
    if (sacrifice && !canSacrifice(state, d, who, id, sacrifice)) continue;
    const kicks = keywordOf(c, "kicker") ? [false, true] : [false];
    const modeChoices: (number[] | undefined)[] =
      sa?.modes && sa.modes.length > 0 ? modeCombinations(sa.modes.length, sa.modeCount) : [undefined];
    for (const modes of modeChoices) {
      const slots = spellTargetSlots(c, modes ?? []);
      if (!targetsAvailable(state, d, slots, { sourceId: id, controller: who, colors: c.colors }, null)) continue;
      for (const kicked of kicks) {
        out.push({ kind: "cast", player: who, object: id, ...(modes ? { modes } : {}), ...(kicked ? { kicked } : {}) });
      }
    }
  }
  return out;
}

/** Whether each target slot has enough legal choices now (601.2c, 602.2b). */
function targetsAvailable(
  state: GameState,
  d: Derived,
  slots: readonly TargetSlot[],
  who: { sourceId: ObjectId; controller: PlayerId; colors: readonly string[] },
  abilityKey: string | null,
): boolean {
  return slots.every((slot) => hasLegalTargets(state, d, slot.spec, who, abilityKey, slotBounds(slot).min));
}

function canSacrifice(
  state: GameState,
  d: Derived,
  who: PlayerId,
  sourceId: ObjectId,
  filter: Parameters<typeof matchesFilter>[2],
): boolean {
  const p = { sourceId, controller: who, abilityKey: null };
  return state.battlefield.some((id) => d.get(id)?.controller === who && matchesFilter(d.view, id, filter, p));
}

/**
 * Whether the player can pay a mana cost: always when costs are paid automatically (docs/scenario-format.md §4.1);
 * with a mana pool, when it holds as many mana as the cost has symbols (X counted as 0, colors not
 * checked: conservative).
 */
function affordable(state: GameState, who: PlayerId, cost: string): boolean {
  const p = state.players.find((x) => x.name === who);
  if (!p) return false;
  if (!p.payFromPool || cost === "") return true;
  const symbols = parseManaCost(cost);
  if (symbols === null) return false;
  let n = 0;
  for (const s of symbols) n += s.kind === "generic" ? s.n : s.kind === "x" ? 0 : 1;
  return p.manaPool.length >= n;
}

// ---------------------------------------------------------------------------------------------
// Activating (602, 605)

/** 302.6, without the bookkeeping `controlledSinceTurnBegan` does on a working copy. */
function summoningSick(state: GameState, d: Derived, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o) return true;
  const controller = d.get(id)?.controller ?? o.controller;
  if (controller !== o.controlledBy) return true;
  const names = state.players.map((p) => p.name);
  const back = (names.indexOf(state.turn.active) - names.indexOf(controller) + names.length) % names.length;
  return o.controlledSince > state.turn.number - back;
}

function activateActions(state: GameState, d: Derived, who: PlayerId): Action[] {
  const out: Action[] = [];
  const from = (id: ObjectId): void => {
    const c = d.get(id);
    if (!c) return;
    const activated = activatedAbilitiesOf(c.abilities);
    const o = state.objects[id];
    if (activated.length === 0 || !o || o.status.phasedOut) return;
    for (const { a, index, form: def } of activated) {
      if (activationZone(def) !== o.zone) continue;
      if (o.zone === "battlefield" && !mayActivate(def, c.controller, who)) continue; // 602.2
      if (!canActivate(state, d, who, id, c, a.key, def)) continue;
      out.push({
        kind: "activate",
        player: who,
        object: id,
        ability: index + 1,
        manaAbility: def.manaAbility === true,
        text: def.text,
      });
    }
  };
  // 113.6: abilities of permanents, and those of cards that function in the hand (cycling, 702.29a)
  // or the graveyard (113.6m).
  for (const id of state.battlefield) from(id);
  const owner = state.players.find((p) => p.name === who);
  for (const id of owner?.hand ?? []) from(id);
  for (const id of owner?.graveyard ?? []) from(id);
  return out;
}

/** Each ability of a list that is or represents an activated ability (702: keywords too). */
const activatedAbilitiesOf = abilitiesInForm(activatedForm);

function canActivate(
  state: GameState,
  d: Derived,
  who: PlayerId,
  id: ObjectId,
  c: Characteristics,
  key: string,
  def: ActivatedAbility,
): boolean {
  const o = state.objects[id];
  if (!o) return false;
  const sorcery = def.sorcerySpeed === true || def.cost.loyalty !== undefined; // 602.5d, 606.3
  if (sorcery && !sorceryTiming(state, who)) return false;
  if (def.oncePerTurn && (o.activatedThisTurn[key] ?? 0) > 0) return false; // 602.5b
  if (activationTimingProblem(state, def, who, id)) return false; // 602.5
  if (def.cost.tap) {
    if (o.status.tapped) return false; // 602.5a
    if (c.types.includes("Creature") && summoningSick(state, d, id) && !hasKeyword(c, "haste")) return false; // 302.6
  }
  const counters = def.cost.removeCountersFromSelf;
  if (counters && (o.counters[counters.kind] ?? 0) < counters.n) return false;
  if (def.cost.loyalty !== undefined && (o.counters.loyalty ?? 0) + def.cost.loyalty < 0) return false; // 606.6
  if (def.cost.crew !== undefined && !canCrew(state, id, who, def.cost.crew)) return false; // 702.122a
  if (def.cost.returnUnblockedAttacker && unblockedAttackers(state, who).length === 0) return false; // 702.49a
  if (!canPayPermanentCosts(state, d, who, id, def.cost)) return false; // 118.3
  if (activationForbidden(d, id)) return false; // 602.5
  if (def.cost.energy && (state.players.find((p) => p.name === who)?.energy ?? 0) < def.cost.energy) return false; // 107.14
  if (def.cost.sacrifice && !canSacrifice(state, d, who, id, def.cost.sacrifice)) return false;
  if (def.cost.mana && !affordable(state, who, def.cost.mana)) return false;
  // 700.2a: a modal ability can be activated when one of its modes can be chosen.
  const choices = def.modes && def.modes.length > 0 ? modeCombinations(def.modes.length, def.modeCount) : [[]];
  return choices.some((modes) =>
    targetsAvailable(
      state,
      d,
      abilityTargetSlots(def, modes),
      { sourceId: id, controller: who, colors: c.colors },
      key,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Special actions (116.2)

function landActions(state: GameState, d: Derived, who: PlayerId): Action[] {
  const p = state.players.find((x) => x.name === who);
  if (!p || !sorceryTiming(state, who) || p.landsPlayedThisTurn >= landPlaysAllowed(d, p)) return []; // 305.2
  return [...p.hand, ...playableFromExile(state, who, "land")]
    .filter((id) => d.get(id)?.types.includes("Land"))
    .map((id) => ({ kind: "playLand", player: who, object: id }) as const);
}

function faceUpActions(state: GameState, d: Derived, who: PlayerId): Action[] {
  const out: Action[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o?.status.faceDown || d.get(id)?.controller !== who) continue;
    const morph = faceUpValues(state, o).abilities.find(
      (a) => a.def.kind === "keyword" && (a.def.keyword === "morph" || a.def.keyword === "megamorph"),
    )?.def;
    if (morph?.kind === "keyword" && morph.cost && affordable(state, who, morph.cost))
      out.push({ kind: "turnFaceUp", player: who, object: id }); // 702.37e
  }
  return out;
}

/** 702.143a (116.2h) foretell during one's own turn; 702.62a (116.2f) suspend when the card could be cast. */
function exileFromHandActions(state: GameState, d: Derived, who: PlayerId): Action[] {
  const p = state.players.find((x) => x.name === who);
  const out: Action[] = [];
  for (const id of p?.hand ?? []) {
    const c = d.get(id);
    if (keywordOf(c, "foretell") && state.turn.active === who && affordable(state, who, "{2}"))
      out.push({ kind: "foretell", player: who, object: id });
    const suspend = keywordOf(c, "suspend");
    const instantSpeed = c?.types.includes("Instant") || keywordOf(c, "flash") !== undefined;
    if (
      suspend?.n !== undefined &&
      (instantSpeed || sorceryTiming(state, who)) &&
      affordable(state, who, suspend.cost ?? "")
    )
      out.push({ kind: "suspend", player: who, object: id });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Combat (508.1, 509.1)

function attackActions(state: GameState, d: Derived, who: PlayerId): Action[] {
  const active = state.turn.active;
  if (who !== active || state.stack.length > 0) return [];
  if (!["main1", "beginCombat", "declareAttackers"].includes(state.turn.step)) return [];
  if (anyInCombat(state, "attacking")) return [];
  const opponents = state.players.filter((p) => !p.lost && p.name !== active).map((p) => p.name);
  // 508.1b, 310.8b: opponents, and the battles an opponent protects (a Siege's controller may attack it).
  const battles = state.battlefield.filter((id) => {
    const o = state.objects[id];
    return d.get(id)?.types.includes("Battle") === true && o?.protector != null && opponents.includes(o.protector);
  });
  const defenders: (PlayerId | ObjectId)[] = [...opponents, ...battles];
  const eligible = state.battlefield.filter((id) => {
    const o = state.objects[id];
    const c = d.get(id);
    if (!o || !c || o.status.phasedOut || o.status.tapped) return false;
    if (!c.types.includes("Creature") || c.types.includes("Battle") || c.controller !== active) return false;
    if ((hasKeyword(c, "defender") && !attacksDespiteDefender(d, id)) || forbiddenToAttack(d, id)) return false; // 702.3b, 508.1c
    return !summoningSick(state, d, id) || hasKeyword(c, "haste"); // 302.6
  });
  const out: Action[] = [];
  for (const attacker of eligible)
    for (const defender of defenders) out.push({ kind: "attack", player: active, attackers: [{ attacker, defender }] });
  const first = defenders[0];
  if (eligible.length > 1 && first !== undefined)
    out.push({
      kind: "attack",
      player: active,
      attackers: eligible.map((attacker) => ({ attacker, defender: first })),
    });
  if (state.turn.step === "declareAttackers") out.push({ kind: "attack", player: active, attackers: [] });
  return out;
}

/** Every object of the game, by key: `Object.values` of the objects' record (a dictionary) is three times slower. */
function objectsOf(state: GameState): GameObject[] {
  const out: GameObject[] = [];
  for (const id of Object.keys(state.objects)) {
    const o = state.objects[id];
    if (o) out.push(o);
  }
  return out;
}

function blockActions(state: GameState, d: Derived): Action[] {
  const step = state.turn.step;
  if (!(step === "declareBlockers" || (step === "declareAttackers" && state.stack.length === 0))) return [];
  if (anyInCombat(state, "blocking")) return [];
  const objects = objectsOf(state);
  const out: Action[] = [];
  for (const p of state.players) {
    if (p.lost || p.name === state.turn.active) continue;
    // 509.1a, 310.8c: the attackers attacking this player, a planeswalker they control or a battle they protect.
    const attackers = objects
      .filter((o) => o.zone === "battlefield" && o.attacking !== null && defendingPlayerOf(state, d, o.id) === p.name)
      .map((o) => o.id);
    if (attackers.length === 0) continue;
    const blockers = state.battlefield.filter((id) => {
      const o = state.objects[id];
      const c = d.get(id);
      return (
        o &&
        c &&
        !o.status.phasedOut &&
        !o.status.tapped &&
        c.types.includes("Creature") &&
        !c.types.includes("Battle") &&
        c.controller === p.name
      );
    });
    const canBlock = (blocker: ObjectId, attacker: ObjectId) => {
      const flying = hasKeyword(d.get(attacker), "flying");
      if (evasionForbids(d, attacker, blocker) || blockForbidden(d, attacker, blocker)) return false; // 509.1b
      return !flying || hasKeyword(d.get(blocker), "flying") || hasKeyword(d.get(blocker), "reach"); // 702.9b
    };
    out.push({ kind: "block", player: p.name, blockers: [] });
    const all: { blocker: ObjectId; attacker: ObjectId }[] = [];
    for (const blocker of blockers) {
      let assigned = false;
      for (const attacker of attackers) {
        if (!canBlock(blocker, attacker)) continue;
        out.push({ kind: "block", player: p.name, blockers: [{ blocker, attacker }] });
        if (!assigned) all.push({ blocker, attacker });
        assigned = true;
      }
    }
    if (all.length > 1) out.push({ kind: "block", player: p.name, blockers: all });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Conveniences (docs/scenario-format.md §4.2)

function convenienceActions(state: GameState, who: PlayerId): Action[] {
  const out: Action[] = [];
  if (state.stack.length > 0) {
    out.push({ kind: "resolve", player: who, count: 1 }, { kind: "resolve", player: who, count: "all" });
    for (const of of state.stack) {
      out.push(
        { kind: "copySpell", player: who, of, newTargets: false },
        { kind: "copySpell", player: who, of, newTargets: true },
      );
    }
  } else {
    for (const to of ADVANCE_TO) out.push({ kind: "advance", player: who, to, nextTurn: false });
    out.push({ kind: "advance", player: who, to: "main1", nextTurn: true });
  }
  const permanents = state.battlefield.filter((id) => !state.objects[id]?.status.phasedOut);
  for (const of of permanents) {
    out.push({ kind: "createTokenCopy", player: who, of });
    for (const object of permanents) if (object !== of) out.push({ kind: "becomeCopy", player: who, object, of });
  }
  // Zone changes an effect could make: permanents leave (400.7), cards come back into play.
  for (const object of permanents) {
    for (const to of ["hand", "graveyard", "exile", "library"] as const)
      out.push({ kind: "move", player: who, object, to });
    for (const amount of [1, 3]) out.push({ kind: "damage", player: who, to: object, amount });
  }
  for (const p of state.players) {
    for (const object of [...p.graveyard, ...p.hand, ...p.exile])
      out.push({ kind: "move", player: who, object, to: "battlefield" });
    if (!p.lost) out.push({ kind: "damage", player: who, to: p.name, amount: 2 });
  }
  return out;
}

/** A one-line description of an action, for logs and failure reports. */
export function describeAction(a: Action): string {
  switch (a.kind) {
    case "pass":
      return `${a.player} passes priority`;
    case "cast":
      return `${a.player} casts ${a.object}${a.faceDown ? " face down" : ""}${a.modes ? ` (mode ${a.modes.map((m) => m + 1).join(", ")})` : ""}${a.kicked ? " kicked" : ""}`;
    case "activate":
      return `${a.player} activates ability ${a.ability} of ${a.object}${a.text !== undefined ? ` ("${a.text}")` : ""}`;
    case "playLand":
      return `${a.player} plays ${a.object}`;
    case "turnFaceUp":
      return `${a.player} turns ${a.object} face up`;
    case "attack":
      return `${a.player} attacks with ${a.attackers.map((x) => `${x.attacker}→${x.defender}`).join(", ") || "nothing"}`;
    case "block":
      return `${a.player} blocks with ${a.blockers.map((x) => `${x.blocker}→${x.attacker}`).join(", ") || "nothing"}`;
    case "resolve":
      return `resolve ${a.count}`;
    case "advance":
      return `advance to ${a.to}${a.nextTurn ? " (next turn)" : ""}`;
    case "becomeCopy":
      return `${a.object} becomes a copy of ${a.of} (effect controlled by ${a.player})`;
    case "createTokenCopy":
      return `${a.player} creates a token copy of ${a.of}`;
    case "foretell":
      return `${a.player} foretells ${a.object}`;
    case "suspend":
      return `${a.player} suspends ${a.object}`;
    case "copySpell":
      return `${a.player} copies ${a.of}${a.forEachPossibleTarget ? " for each other possible target" : a.newTargets === true ? " and may choose new targets" : Array.isArray(a.newTargets) ? ` with new targets ${a.newTargets.join(", ")}` : ""}`;
    case "move":
      return `${typeof a.object === "string" ? a.object : a.object.join(" and ")} moves to the ${a.to}`;
    case "damage":
      return `${a.amount} damage to ${a.to}${a.source !== undefined ? ` from ${a.source}` : ""}`;
    case "addCounters":
    case "removeCounters":
      return `${a.kind === "addCounters" ? "put" : "remove"} ${Object.entries(a.counters)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")} counters ${a.kind === "addCounters" ? "on" : "from"} ${a.object}`;
    case "createToken":
      return `${a.player} creates a ${a.token.faces[0]?.name ?? "token"} token`;
    case "transform":
      return `${a.object} transforms`;
    case "endTurn":
      return "the turn ends";
  }
}
