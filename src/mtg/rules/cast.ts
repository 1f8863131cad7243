import { own } from "../../kernel/records.js";
import { recordSpellCast } from "./turnHistory.js";
import { findCard } from "../cards/registry.js";
import { derive } from "../layers/derive.js";
import { evaluateCondition } from "../layers/evaluate.js";
import type { ObjectId, PlayerId, StackDecisions } from "../model/object.js";
import type { StepName } from "../model/turn.js";
import type { Ctx } from "../game/ctx.js";
import { changed, illegal, log } from "../game/draft.js";
import { payMana } from "./mana.js";
import { checkSplitSecond } from "./splitSecond.js";
import { modifyTotalCost } from "./casting/costModification.js";
import { useNextSpellCostChanges } from "./resolvedCostChanges.js";
import { object, player } from "../game/objects.js";
import { givePriority } from "./priority.js";
import { spellAbilityOf, spellTargetSlots } from "../game/spellParts.js";
import { chooseTargetsFor } from "./targeting.js";
import { chooseModes } from "./modes.js";
import { paySacrifice } from "./sacrificeCost.js";
import { payAnyNumberOfSacrifices } from "./casting/anyNumberSacrifice.js";
import { castForbiddenBy } from "./ruleEffects.js";
import type { Casting, CastingCard, CastingFrom, CastingKeyword } from "./casting/keyword.js";
import { keywordOf } from "../layers/keywords.js";
import { castCastingKeywords } from "./casting/registry.js";
import { checkChosenCosts } from "./casting/chosenCosts.js";
import { detectTriggers } from "./triggers.js";
import { moveObject } from "./zones.js";
import { playPermission } from "./playFromExile.js";
import { payLifeEqualToManaValue } from "./payLifeInsteadOfMana.js";
import { writable } from "../model/writableObject.js";

/** What casting a spell is told (601.2); a decision it doesn't settle is asked of the chooser. */
export interface CastArgs {
  /** The card (or copy of a card) cast. */
  readonly object: ObjectId;
  /** The caster (default: the card's owner). */
  readonly by?: PlayerId;
  /** 601.2c: the targets, in the order the word "target" appears. */
  readonly targets?: readonly (ObjectId | PlayerId)[];
  /** 0-based mode indices (700.2). */
  readonly modes?: readonly number[];
  /** 601.2b, 107.3a: the value of X. */
  readonly x?: number;
  /** 702.33: whether the kicker cost is paid. */
  readonly kicked?: boolean;
  /** Permanents sacrificed as an additional cost (601.2h). */
  readonly sacrifice?: readonly ObjectId[];
  /** The face cast: 1 for a split card's or modal double-faced card's second face, an adventure (709.3, 712.11, 715.3). */
  readonly face?: 0 | 1;
  /** 702.37c, 702.168: cast face down (morph, disguise). */
  readonly faceDown?: boolean;
  /** 118.9: cast without paying its mana cost. */
  readonly withoutPayingManaCost?: boolean;
  /** 608.2g: cast while another spell or ability resolves — no timing restriction, no priority after. */
  readonly duringResolution?: boolean;
  /**
   * An effect allows casting it from the zone it is in now ("you may cast it", "you may cast one
   * of those cards"); with `face: 1`, "cast it transformed" (712.11a).
   */
  readonly permitted?: boolean;
  /** 702.160a, 718.3: cast it prototyped. */
  readonly prototyped?: boolean;
  /** Cards discarded as an additional cost (702.81a retrace: a land card). */
  readonly discard?: readonly ObjectId[];
  /** 601.2b: the casting keywords whose optional additional or alternative cost the caster pays ("buyback"). */
  readonly using?: readonly string[];
  /** 118.9: an effect's alternative cost, "by paying {1} rather than paying its mana cost". */
  readonly payingInstead?: string;
}

const MAIN: readonly StepName[] = ["main1", "main2"];

/** 601.2: casts a spell. Returns the spell's id on the stack. */
export function castSpell(ctx: Ctx, asked: CastArgs): ObjectId {
  const { state } = ctx;
  const card = writable(state, object(state, asked.object));
  const caster = asked.by ?? card.owner;
  // 601.3: an effect lets the caster cast this exiled card (rules/playFromExile.ts), maybe without paying (118.9).
  const permission = asked.duringResolution ? undefined : playPermission(state, card, caster, "cast");
  const args = permission?.withoutPayingManaCost ? { ...asked, withoutPayingManaCost: true } : asked;
  // 118.9: the permission's alternative cost in life; 107.3b: then X is 0.
  const lifeInstead = permission?.payLifeInstead === true && !args.withoutPayingManaCost;
  // 702.50b: after a spell with epic they controlled resolved, a player can't cast spells (copies may still be put on the stack).
  if (player(state, caster).cantCastSpells)
    illegal(`${caster} can't cast spells for the rest of the game (epic)`, "702.50b");
  const printed = card.token === null && card.card !== null ? findCard(state, card.card) : undefined;
  const casting: CastingCard = { ctx, card, caster, args, printed };
  // 712.11a-b: a double-faced card cast with its back face up is evaluated by that face only (712.11c).
  if (args.face === 1) {
    if (!castCastingKeywords.some((k) => k.castsBackFace?.(casting))) {
      illegal(
        `${card.card ?? card.id} can't be cast with its back face up: only a modal double-faced card, or a transforming one an effect lets you cast transformed`,
        "712.11",
      );
    }
    card.status.face = 1;
  }
  // 601.2a: where it is cast from.
  const castFrom = card.zone;
  const decisions: StackDecisions = {
    modes: [...(args.modes ?? [])],
    targets: [],
    x: null,
    kicked: args.kicked === true,
    sacrificed: [],
    manaSpent: "",
    castFrom,
    castFace: args.face ?? 0,
    ...(args.prototyped ? { prototyped: true } : {}),
    // 702.103b, 702.103d: cast bestowed, it is an Aura spell from the start (checkChosenCosts refuses it without bestow).
    ...(args.using?.includes("bestow") ? { bestowed: true } : {}),
  };
  // 709.3a-b: the card carries its announced decisions while being cast, so a split card is
  // evaluated as the chosen half alone (its legality, timing and cost), not as both halves (709.4).
  card.decisions = decisions;
  card.controller = caster; // 601.2a: its caster controls the spell it becomes
  changed(state, card.id);
  const before = derive(state);
  const chars = before.get(card.id);
  checkSplitSecond(state, before, `casting ${chars?.name ?? card.id}`);
  const faceDown = args.faceDown === true;
  const withFace: Casting = { ...casting, chars, keyword: (k) => keywordOf(chars, k), faceDown };
  // 601.2a: from where it may be cast.
  let via: CastingKeyword | null = null;
  if (args.duringResolution && card.isCardCopy) {
    // 707.12: a copy of a card is cast from the zone it was created in.
  } else if (args.permitted) {
    // An effect lets it be cast from where it is (608.2g: during that effect's resolution).
    if (card.token !== null) illegal("a token isn't a card: it can't be cast", "601.2");
  } else if (card.zone === "hand") {
    if (card.owner !== caster) illegal(`${caster} can't cast a card from another player's hand`, "601.2");
  } else if (permission) {
    // 601.3: an effect's permission to cast it from exile, for as long as it lasts (611.2a).
  } else {
    // 601.3: a keyword lets its owner cast it from another zone.
    via =
      card.owner === caster ? (castCastingKeywords.find((k) => k.castsFrom?.(withFace) === card.zone) ?? null) : null;
    if (via === null) illegal(`${chars?.name ?? card.id} can't be cast from the ${card.zone}`, "601.2");
  }
  const c: CastingFrom = { ...withFace, castFrom, via };
  checkChosenCosts(c);
  // 305.9: a land can't be cast (the face to be cast is judged alone, 712.11c; face down it is a 2/2 creature spell).
  if (!faceDown && chars?.types.includes("Land"))
    illegal(`${chars.name ?? card.id} is a land: lands can't be cast`, "305.9");
  if (faceDown && !castCastingKeywords.some((k) => k.castsFaceDown?.(c)))
    illegal(`${chars?.name ?? card.id} has no morph ability and can't be cast face down`, "702.37c");
  // 118.9, 601.2b (Sieges' rulings): casting without paying its mana cost excludes any alternative cost
  // (a face-down morph spell's {3}, 702.37c; flashback's cost, 702.34a).
  if (args.withoutPayingManaCost && faceDown)
    illegal(
      "casting it face down is an alternative cost: it can't be combined with casting it without paying its mana cost",
      "118.9a",
    );
  if (args.withoutPayingManaCost && castFrom === "graveyard" && !args.permitted) {
    illegal(
      "flashback is an alternative cost: it can't be combined with casting it without paying its mana cost",
      "118.9a",
    );
  }
  // 307.1, 117.1a: timing.
  const instantSpeed =
    !faceDown && (chars?.types.includes("Instant") || castCastingKeywords.some((k) => k.instantSpeed?.(c)));
  if (!instantSpeed && !args.duringResolution) {
    if (state.turn.active !== caster || !MAIN.includes(state.turn.step) || state.stack.length > 0) {
      illegal(`${chars?.name ?? card.id} can be cast only in its controller's main phase with an empty stack`, "307.1");
    }
  }
  // 601.2b: modes, X, the keywords' announcements.
  const sa = spellAbilityOf(chars);
  if (!faceDown && sa?.modes && sa.modes.length > 0)
    decisions.modes = castCastingKeywords.some((k) => k.choosesAllModes?.(c))
      ? sa.modes.map((_, i) => i) // 702.42a
      : chooseModes(ctx, caster, chars?.name ?? "the spell", sa.modes, sa.modeCount, args.modes);
  // 118.9: the first alternative cost given is the cost; otherwise its mana cost.
  const alternatives = castCastingKeywords.map((k) => k.alternativeCost?.(c));
  const cost = alternatives.find((x) => x !== undefined) ?? chars?.manaCost ?? "";
  if (alternatives.filter((x) => x !== undefined).length > (lifeInstead ? 0 : 1))
    illegal(`${chars?.name ?? card.id}: only one alternative cost can be applied to a spell`, "118.9a");
  // 601.2b: X is announced for "X target …" too, whatever cost (an additional one) it pays.
  const xTargets = spellTargetSlots(chars, decisions.modes).some((t) => t.countX);
  if (cost.includes("{X}") || xTargets || castCastingKeywords.some((k) => k.asksX?.(c))) {
    // 107.3b: cast without paying its mana cost (or paying life instead), the only legal choice for
    // an X of the mana cost is 0 (an X only in an additional cost is still chosen: Toxic Deluge's ruling).
    const zeroX = (args.withoutPayingManaCost === true || lifeInstead) && cost.includes("{X}");
    if (zeroX && args.x !== undefined && args.x !== 0)
      illegal("X must be 0: the spell is cast without paying its mana cost", "107.3b");
    decisions.x = zeroX ? 0 : (args.x ?? askX(ctx, caster, chars?.name ?? "the spell"));
  } else if (args.x !== undefined) {
    illegal(`${chars?.name ?? card.id} has no X in its cost`, "601.2b");
  }
  for (const k of castCastingKeywords) k.announce?.(c, decisions);

  // 601.2a: the card moves to the stack and becomes a new object (400.7).
  player(state, caster);
  const spellId = moveObject(ctx, card.id, "stack");
  if (!spellId) return illegal("the spell could not be put on the stack");
  const spell = writable(state, object(state, spellId));
  spell.isCardCopy = card.isCardCopy;
  spell.controller = caster;
  spell.status.faceDown = faceDown;
  spell.status.face = args.face ?? 0;
  spell.decisions = decisions;
  changed(state, spellId);

  // 601.2c: targets.
  const now = derive(state);
  const spellChars = now.get(spellId);
  const slots = faceDown ? [] : spellTargetSlots(spellChars, decisions.modes);
  if (slots.length > 0) {
    const chosen = chooseTargetsFor(
      ctx,
      spellId,
      slots,
      caster,
      spellId,
      null,
      spellChars?.name ?? "the spell",
      args.targets,
    );
    if (chosen === null) illegal(`${spellChars?.name ?? "the spell"} has no legal targets`, "601.2c");
    decisions.targets = chosen;
  } else if (args.targets && args.targets.length > 0) {
    illegal(`${spellChars?.name ?? "the spell"} has no targets`, "601.2c");
  }
  // 601.2d: damage divided among the targets is divided now, each target getting at least 1.
  const divided = spellAbilityOf(spellChars)?.effects.find((e) => e.do === "dealDividedDamage");
  if (divided?.do === "dealDividedDamage" && decisions.targets.length > 1) {
    decisions.damageDivision = divideDamage(
      ctx,
      caster,
      divided.amount,
      decisions.targets,
      spellChars?.name ?? "the spell",
    );
  }

  // 601.2f-h: total cost, then payment (mana, then other costs). Without paying its mana cost,
  // additional costs and cost increases are still paid: an optional one if chosen (kicker), a
  // mandatory one always (the sacrifice below) — Sieges' rulings.
  let total = args.withoutPayingManaCost || lifeInstead ? "" : cost;
  for (const k of castCastingKeywords) total += k.additionalMana?.(c, decisions) ?? "";
  const reduction = castCastingKeywords.reduce((n, k) => n + (k.costReduction?.(c, decisions) ?? 0), 0);
  total = modifyTotalCost(ctx, spellId, caster, total, decisions.x ?? 0, reduction);
  for (const k of castCastingKeywords) if (total !== "") total = k.paysInstead?.(c, total, decisions.x ?? 0) ?? total;
  if (total !== "")
    decisions.manaSpent = payMana(ctx, caster, total, decisions.x ?? 0, permission?.spendAsAny, spellId);
  if (lifeInstead) payLifeEqualToManaValue(ctx, caster, spellId);
  const discarded = castCastingKeywords.some((k) => k.payDiscard?.(c, spellChars?.name ?? "the spell", decisions));
  if (!discarded && args.discard && args.discard.length > 0)
    illegal(`${spellChars?.name ?? "the spell"} has no discard cost`, "601.2b");
  for (const k of castCastingKeywords) k.payOtherCost?.(c, decisions);
  const toSacrifice = sa?.additionalCost?.sacrifice;
  if (toSacrifice)
    paySacrifice(ctx, {
      payer: caster,
      sourceId: spellId,
      filter: toSacrifice,
      decisions,
      ...(args.sacrifice ? { preset: args.sacrifice } : {}),
    });
  const anyNumber = sa?.additionalCost?.sacrificeAnyNumber;
  if (sa && anyNumber)
    payAnyNumberOfSacrifices(ctx, sa, anyNumber, {
      caster,
      spellId,
      decisions,
      ...(args.sacrifice ? { preset: args.sacrifice } : {}),
    });

  // 601.3, 101.2: an effect says this player can't cast this spell (Brisela, Voice of Nightmares).
  const forbiddenBy = castForbiddenBy(derive(state), spellId, caster);
  if (forbiddenBy !== null)
    illegal(`${caster} can't cast ${spellChars?.name ?? "that spell"}: ${forbiddenBy} says so`, "101.2");
  // 601.2i: the spell becomes cast; abilities that trigger on casting trigger.
  state.spellsCastThisTurn++;
  state.spellsCastThisTurnBy = {
    ...(state.spellsCastThisTurnBy ?? {}),
    [caster]: (own(state.spellsCastThisTurnBy ?? {}, caster) ?? 0) + 1,
  };
  decisions.castNumber = state.spellsCastThisTurn;
  log(
    state,
    "cast",
    `${caster} casts ${spellChars?.name ?? "a face-down spell"}${decisions.targets.length ? ` targeting ${decisions.targets.join(", ")}` : ""}`,
    "601.2i",
    [spellId, ...decisions.targets],
  );
  const after = derive(state);
  recordSpellCast(state, after, spellId, caster, castFrom);
  useNextSpellCostChanges(ctx, after, spellId, caster);
  detectTriggers(ctx, { event: "cast", id: spellId, caster }, after);
  for (const t of decisions.targets)
    if (own(state.objects, t))
      detectTriggers(ctx, { event: "becameTarget", id: t, byId: spellId, bySpell: true }, after);
  // 702.40a: storm functions on the stack — it triggers from the spell itself.
  // A cost paid as it was cast (replicate, conspire, casualty) was paid for one instance of its
  // keyword (the first): only that one triggers (702.56b, 702.78b: each instance is paid separately).
  const paidTriggered = new Set<string>();
  for (const a of after.get(spellId)?.abilities ?? []) {
    const keyword = a.def.kind === "keyword" ? a.def.keyword : null;
    const k = castCastingKeywords.find((k) => k.triggersAsCast && k.name === keyword);
    if (k && (k.triggersIf?.(decisions) ?? true) && !paidTriggered.has(k.name)) {
      if (k.triggersIf) paidTriggered.add(k.name);
      state.pendingTriggers.push({ sourceId: spellId, abilityKey: a.key, controller: caster, triggerObject: spellId });
    }
    // 603.2, 113.6k: "When you cast [this spell]" triggers from the spell on the stack (Bruna, the Fading Light).
    // "When you cast this spell from your hand" (Banish into Fable): only when cast from there.
    const triggered = a.def.kind === "triggered" ? a.def : null;
    const trigger = triggered?.trigger;
    if (
      triggered &&
      trigger?.on === "cast" &&
      trigger.filter.is === "self" &&
      (trigger.from ?? castFrom) === castFrom &&
      // 603.4: "When you cast this spell, if a creature died this turn" (morbid) triggers only if so.
      (!triggered.interveningIf ||
        evaluateCondition(after.view, triggered.interveningIf, {
          sourceId: spellId,
          controller: caster,
          abilityKey: a.key,
        }))
    ) {
      state.pendingTriggers.push({
        sourceId: spellId,
        abilityKey: a.key,
        controller: caster,
        triggerObject: spellId,
        ability: triggered,
        sourceName: after.get(spellId)?.name ?? null,
      });
    }
  }
  if (!args.duringResolution) givePriority(ctx, caster); // 608.2g: no priority mid-resolution
  return spellId;
}

function askX(ctx: Ctx, who: PlayerId, name: string): number {
  const a = ctx.chooser.choose({
    kind: "chooseNumber",
    player: who,
    prompt: `choose X for ${name}`,
    min: 0,
    max: 1000000,
    rule: "601.2b",
  });
  return a.kind === "number" ? a.n : 0;
}

/** 601.2d: the caster announces each target's share (at least 1 each); the last target gets the rest. */
function divideDamage(ctx: Ctx, who: PlayerId, total: number, targets: readonly string[], name: string): number[] {
  if (total < targets.length)
    illegal(`${name}: ${total} damage can't be divided among ${targets.length} targets`, "601.2d");
  const shares: number[] = [];
  let left = total;
  targets.forEach((t, i) => {
    const rest = targets.length - i - 1;
    if (rest === 0) {
      shares.push(left);
      return;
    }
    const max = left - rest;
    let n = 1;
    if (max > 1) {
      const a = ctx.chooser.choose({
        kind: "chooseNumber",
        player: who,
        prompt: `${name}: how much of the ${total} damage to ${t}?`,
        min: 1,
        max,
        rule: "601.2d",
      });
      n = a.kind === "number" ? a.n : illegal("a number is required", "601.2d");
    }
    shares.push(n);
    left -= n;
  });
  return shares;
}
