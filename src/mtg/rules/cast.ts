import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId, StackDecisions } from "../model/object.js";
import type { StepName } from "../model/turn.js";
import type { Ctx } from "./ctx.js";
import { changed, illegal, log } from "./draft.js";
import { payMana } from "./mana.js";
import { object, player } from "./objects.js";
import { givePriority } from "./priority.js";
import { spellAbilityOf, spellTargetSlots } from "./spellParts.js";
import { chooseTargetsFor } from "./targeting.js";
import { paySacrifice } from "./sacrificeCost.js";
import { detectTriggers } from "./triggers.js";
import { moveObject } from "./zones.js";

export interface CastArgs {
  readonly object: ObjectId;
  readonly by?: PlayerId;
  readonly targets?: readonly (ObjectId | PlayerId)[];
  /** 0-based mode indices (700.2). */
  readonly modes?: readonly number[];
  readonly x?: number;
  readonly kicked?: boolean;
  readonly sacrifice?: readonly ObjectId[];
  readonly face?: 0 | 1;
  readonly faceDown?: boolean;
  readonly withoutPayingManaCost?: boolean;
  /** 608.2g: cast while another spell or ability resolves — no timing restriction, no priority after. */
  readonly duringResolution?: boolean;
}

const MAIN: readonly StepName[] = ["main1", "main2"];

/** 601.2: casts a spell. Returns the spell's id on the stack. */
export function castSpell(ctx: Ctx, args: CastArgs): ObjectId {
  const { state } = ctx;
  const card = object(state, args.object);
  const caster = args.by ?? card.owner;
  player(state, caster);
  const before = derive(state);
  const chars = before.get(card.id);
  const keyword = (k: string) => chars?.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === k)?.def;
  // 601.2a: from where it may be cast.
  let castFrom = card.zone;
  const flashback = keyword("flashback");
  if (args.duringResolution && card.isCardCopy) {
    // 707.12: a copy of a card is cast from the zone it was created in.
  } else if (card.zone === "hand") {
    if (card.owner !== caster) illegal(`${caster} can't cast a card from another player's hand`, "601.2");
  } else if (card.zone === "graveyard" && flashback && card.owner === caster) {
    castFrom = "graveyard";
  } else {
    illegal(`${chars?.name ?? card.id} can't be cast from the ${card.zone}`, "601.2");
  }
  const faceDown = args.faceDown === true;
  if (faceDown && !keyword("morph")) illegal(`${chars?.name ?? card.id} has no morph ability and can't be cast face down`, "702.37c");
  // 307.1, 117.1a: timing.
  const instantSpeed = !faceDown && (chars?.types.includes("Instant") || keyword("flash") !== undefined);
  if (!instantSpeed && !args.duringResolution) {
    if (state.turn.active !== caster || !MAIN.includes(state.turn.step) || state.stack.length > 0) {
      illegal(`${chars?.name ?? card.id} can be cast only in its controller's main phase with an empty stack`, "307.1");
    }
  }
  const decisions: StackDecisions = {
    modes: [...(args.modes ?? [])],
    targets: [],
    x: null,
    kicked: args.kicked === true,
    sacrificed: [],
    manaSpent: "",
    castFrom,
    castFace: args.face ?? 0,
  };
  // 601.2b: modes, X, kicker.
  const sa = spellAbilityOf(chars);
  if (!faceDown && sa?.modes && sa.modes.length > 0 && decisions.modes.length === 0) {
    const a = ctx.chooser.choose({
      kind: "chooseNumber",
      player: caster,
      prompt: `choose a mode for ${chars?.name ?? "the spell"} (1-${sa.modes.length})`,
      min: 1,
      max: sa.modes.length,
      rule: "601.2b",
    });
    if (a.kind === "number") decisions.modes.push(a.n - 1);
  }
  const cost = faceDown ? "{3}" : castFrom === "graveyard" && flashback?.kind === "keyword" ? (flashback.cost ?? "") : (chars?.manaCost ?? "");
  if (cost.includes("{X}")) {
    decisions.x = args.withoutPayingManaCost ? 0 : (args.x ?? askX(ctx, caster, chars?.name ?? "the spell"));
  } else if (args.x !== undefined) {
    illegal(`${chars?.name ?? card.id} has no X in its cost`, "601.2b");
  }
  const kicker = keyword("kicker");
  if (decisions.kicked && !kicker) illegal(`${chars?.name ?? card.id} has no kicker`, "702.33");

  // 601.2a: the card moves to the stack and becomes a new object (400.7).
  player(state, caster);
  const spellId = moveObject(ctx, card.id, "stack");
  if (!spellId) return illegal("the spell could not be put on the stack");
  const spell = object(state, spellId);
  spell.isCardCopy = card.isCardCopy;
  spell.controller = caster;
  spell.status.faceDown = faceDown;
  spell.status.face = args.face ?? 0;
  spell.decisions = decisions;
  changed(state);

  // 601.2c: targets.
  const now = derive(state);
  const spellChars = now.get(spellId);
  const slots = faceDown ? [] : spellTargetSlots(spellChars, decisions.modes);
  if (slots.length > 0) {
    const chosen = chooseTargetsFor(ctx, spellId, slots, caster, spellId, null, spellChars?.name ?? "the spell", args.targets);
    if (chosen === null) illegal(`${spellChars?.name ?? "the spell"} has no legal targets`, "601.2c");
    decisions.targets = chosen;
  } else if (args.targets && args.targets.length > 0) {
    illegal(`${spellChars?.name ?? "the spell"} has no targets`, "601.2c");
  }

  // 601.2f-h: total cost, then payment (mana, then other costs).
  let total = cost;
  if (decisions.kicked && kicker?.kind === "keyword" && kicker.cost) total += kicker.cost;
  // 601.2f: strive (an ability word, 207.2c) — "costs [cost] more to cast for each target beyond the first".
  const strive = keyword("strive");
  if (strive?.kind === "keyword" && strive.cost) total += strive.cost.repeat(Math.max(0, decisions.targets.length - 1));
  if (!args.withoutPayingManaCost) decisions.manaSpent = payMana(ctx, caster, total, decisions.x ?? 0);
  const toSacrifice = sa?.additionalCost?.sacrifice;
  if (toSacrifice) paySacrifice(ctx, { payer: caster, sourceId: spellId, filter: toSacrifice, decisions, ...(args.sacrifice ? { preset: args.sacrifice } : {}) });

  // 601.2i: the spell becomes cast; abilities that trigger on casting trigger.
  state.spellsCastThisTurn++;
  decisions.castNumber = state.spellsCastThisTurn;
  log(state, "cast", `${caster} casts ${spellChars?.name ?? "a face-down spell"}${decisions.targets.length ? ` targeting ${decisions.targets.join(", ")}` : ""}`, "601.2i");
  const after = derive(state);
  detectTriggers(ctx, { e: "cast", id: spellId, caster }, after);
  for (const t of decisions.targets) if (state.objects[t]) detectTriggers(ctx, { e: "becameTarget", id: t, byId: spellId, bySpell: true }, after);
  // 702.40a: storm functions on the stack — it triggers from the spell itself.
  for (const a of after.get(spellId)?.abilities ?? []) {
    if (a.def.kind === "keyword" && a.def.keyword === "storm") {
      state.pendingTriggers.push({ sourceId: spellId, abilityKey: a.key, controller: caster, triggerObject: spellId });
    }
  }
  if (!args.duringResolution) givePriority(ctx, caster); // 608.2g: no priority mid-resolution
  return spellId;
}

function askX(ctx: Ctx, who: PlayerId, name: string): number {
  const a = ctx.chooser.choose({ kind: "chooseNumber", player: who, prompt: `choose X for ${name}`, min: 0, max: 1000000, rule: "601.2b" });
  return a.kind === "number" ? a.n : 0;
}

