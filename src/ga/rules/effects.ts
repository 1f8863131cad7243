import type { GaEffect, GrantDuration } from "../abilities/effect.js";
import type { ObjRef } from "../abilities/ref.js";
import { copyInstance } from "../copy/activationCopy.js";
import { becomeCopy } from "../copy/becomeCopy.js";
import { copyCard } from "../copy/cardCopy.js";
import { summonTokenCopy } from "./enter.js";
import { deriveGa } from "../layers/derive.js";
import {
  championOf,
  evaluateAmount,
  evaluateCondition,
  type GaPerspective,
  matchesGaFilter,
  resolveRef,
  restrictionsMet,
} from "../layers/evaluate.js";
import { findGaCard } from "../cards/library.js";
import { copyPage } from "../model/edition.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import type { GaDuration } from "../model/state.js";
import { addToCount, limitNote } from "../../kernel/countLimit.js";
import { pickRandom } from "../../kernel/rng.js";
import { changed, log, newId, newTimestamp } from "../game/act.js";
import { payReserve } from "./costs.js";
import { dealDamage } from "./damage.js";
import { ask, type GaCtx } from "../game/decision.js";
import { enterField } from "./enter.js";
import { leaveField } from "./leave.js";
import { rest } from "./orientation.js";
import { playCard } from "./play.js";
import { turnOrder } from "./triggers.js";
import { ceaseToExist, createObject, currentId, moveTo, zoneOf } from "../game/zones.js";
import { recordEffect } from "../game/recordEffect.js";

/** Everything an effect needs to know about the card or ability carrying it out. */
export interface EffectEnv {
  readonly p: GaPerspective;
  /** The card whose text this is (its properties: "if Surging Bolt is imbued"), or the ability's source. */
  readonly sourceCard: GaObjectId | null;
  /** Whose restrictions unlock inline restrictions (the card's controller, see resolve.ts). */
  readonly restrictionsFor: GaPlayerId;
  readonly sourceName: string | null;
  readonly text: string;
  /** Problems the engine reports without stopping (text it doesn't carry out). */
  readonly warn: (message: string) => void;
}

/** Carries out effects top to bottom (Resolution 2; no state-based checks in between). */
export function runEffects(ctx: GaCtx, effects: readonly GaEffect[], env: EffectEnv): void {
  for (const e of effects) runEffect(ctx, e, env);
}

function ref(ctx: GaCtx, r: ObjRef, env: EffectEnv): GaObjectId | null {
  return resolveRef(deriveGa(ctx.state).view, r, env.p);
}

function yes(ctx: GaCtx, player: GaPlayerId, prompt: string, rule: string): boolean {
  const a = ask(ctx, { kind: "yesNo", player, prompt, rule });
  return a.kind === "yesNo" && a.yes;
}

function duration(d: GrantDuration, env: EffectEnv): GaDuration {
  switch (d) {
    case "endOfTurn":
      return { until: "endOfTurn" };
    case "untilYourNextTurn":
      return { until: "yourNextTurn", player: env.p.controller };
    case "whileYouControlSource":
      return { until: "sourceLeavesControl", source: env.p.sourceId ?? "", player: env.p.controller };
    case "game":
      return { until: "game" };
  }
}

function runEffect(ctx: GaCtx, e: GaEffect, env: EffectEnv): void {
  const { state } = ctx;
  const d = deriveGa(state);
  const you = env.p.controller;
  switch (e.do) {
    case "dealDamage": {
      const to = ref(ctx, e.to, env);
      if (!to) return;
      const imbued = env.sourceCard !== null && state.objects[env.sourceCard]?.properties.imbued === true;
      const amount = evaluateAmount(d.view, imbued && e.ifImbued !== undefined ? e.ifImbued : e.amount, env.p);
      dealDamage(ctx, to, amount, env.sourceName);
      return;
    }
    case "dealDamageEach":
      for (const id of Object.keys(state.objects)) {
        if (matchesGaFilter(d.view, id, e.filter, env.p))
          dealDamage(ctx, id, evaluateAmount(d.view, e.amount, env.p), env.sourceName);
      }
      return;
    case "draw":
      draw(ctx, you, e.n);
      return;
    case "recover": {
      const champion = championOf(d.view, you);
      const obj = champion ? state.objects[champion] : undefined;
      if (!obj) return;
      obj.counters.damage = Math.max(0, (obj.counters.damage ?? 0) - e.n);
      if (obj.counters.damage === 0) delete obj.counters.damage;
      changed(state);
      log(state, "recover", `${you} recovers ${e.n}`, "Counters: Damage 4");
      return;
    }
    case "chooseCardName": {
      const a = ask(ctx, {
        kind: "chooseName",
        player: you,
        prompt: `${env.sourceName ?? "the source"}: choose any card name`,
        rule: "Naming 6; Name 2",
      });
      const name = a.kind === "text" ? a.value : "";
      const source = env.p.sourceId ? state.objects[env.p.sourceId] : undefined;
      if (source && source.zone === "field") {
        source.choices.cardName = { kind: "cardName", name };
        changed(state);
      }
      log(
        state,
        "choose",
        `${you} chooses the card name ${name} for ${env.sourceName ?? "the source"}`,
        `${copyPage(state.edition)}: Copying Objects 2`,
      );
      return;
    }
    case "copyActivation": {
      const what =
        e.what.ref === "target"
          ? env.p.targets?.[e.what.index]
          : e.what.ref === "triggerObject"
            ? env.p.triggerObject
            : null;
      if (!what) return;
      for (let i = 0; i < e.count; i++) copyInstance(ctx, what, you, { newTargets: e.newTargets });
      return;
    }
    case "summonTokenCopy": {
      const common = {
        createdBy: `${env.sourceName ?? "an effect"}: “${env.text}”`,
        sourceId: env.p.sourceId,
        sourceName: env.sourceName,
        ...(e.rested ? { rested: true } : {}),
        ...(e.addSubtypes ? { addSubtypes: e.addSubtypes } : {}),
      };
      const brewIfPotion = (id: GaObjectId | null) => {
        const token = id ? state.objects[id] : undefined;
        if (e.brewedIfPotion && token && deriveGa(state).get(token.id)?.subtypes.includes("Potion")) {
          token.properties.brewed = true; // "If the summoned token is a Potion, it becomes brewed."
          changed(state);
        }
      };
      if ("each" in e.of) {
        const filter = e.of.each;
        const players = e.of.everyPlayer
          ? turnOrder(
              state.players.map((p) => p.name),
              state.turn.active,
            )
          : [you];
        const plan = players.map((pl) => ({
          pl,
          ids: Object.keys(state.objects).filter(
            (id) =>
              matchesGaFilter(d.view, id, filter, { sourceId: env.p.sourceId, controller: pl }) &&
              d.get(id)?.controller === pl,
          ),
        }));
        for (const { pl, ids } of plan)
          for (const id of ids) brewIfPotion(summonTokenCopy(ctx, id, { ...common, controller: pl }));
        return;
      }
      let of: GaObjectId | null;
      if ("choose" in e.of) {
        const filter = e.of.choose;
        const options = Object.keys(state.objects).filter((id) => matchesGaFilter(d.view, id, filter, env.p));
        if (options.length === 0) return;
        const a = ask(ctx, {
          kind: "chooseObject",
          player: you,
          prompt: `choose what to summon a token copy of (${env.text})`,
          options,
          optional: false,
          rule: `${copyPage(state.edition)}: Copying Objects 1`,
        });
        of = a.kind === "object" ? a.id : null;
        if (of === null || !options.includes(of)) return;
      } else of = ref(ctx, e.of, env);
      if (!of || !state.objects[of]) return;
      brewIfPotion(summonTokenCopy(ctx, of, { ...common, controller: you }));
      return;
    }
    case "becomeCopy": {
      const object = ref(ctx, e.object, env);
      const of = ref(ctx, e.of, env);
      if (!object || !of) return;
      if (
        e.optional &&
        !yes(
          ctx,
          you,
          `have ${d.get(object)?.name ?? object} become a copy of ${d.get(of)?.name ?? of}?`,
          "Resolution 5",
        )
      )
        return;
      becomeCopy(ctx, object, of, {
        exceptions: e.exceptions,
        controller: you,
        sourceId: env.p.sourceId,
        sourceName: env.sourceName,
        text: env.text,
      });
      return;
    }
    case "mayRest": {
      const id = ref(ctx, e.object, env);
      const obj = id ? state.objects[id] : undefined;
      if (!id || !obj || obj.zone !== "field" || obj.rested) return;
      if (!yes(ctx, you, `rest ${d.get(id)?.name ?? id}?`, "Resolution 5")) return;
      rest(ctx, id);
      runEffects(ctx, e.andThen, env);
      return;
    }
    case "rest": {
      const id = ref(ctx, e.object, env);
      const obj = id ? state.objects[id] : undefined;
      if (!id || !obj || obj.zone !== "field" || obj.rested) return; // Properties and States 3: no change, so "if you do" fails
      rest(ctx, id);
      runEffects(ctx, e.andThen ?? [], env);
      return;
    }
    case "grant": {
      const id = ref(ctx, e.object, env);
      if (!id) return;
      recordEffect(state, {
        sourceId: env.p.sourceId,
        sourceName: env.sourceName,
        controller: you,
        duration: duration(e.duration, env),
        affected: [id],
        parts: e.parts,
        rule: "Instanced Effects 1",
        text: env.text,
      });
      changed(state);
      return;
    }
    case "mayReturnToHand": {
      const id = ref(ctx, e.object, env);
      if (!id || state.objects[id]?.zone !== "field") return;
      if (!yes(ctx, you, `return ${d.get(id)?.name ?? id} to your hand?`, "Resolution 5")) return;
      leaveField(ctx, id, "move", "hand");
      return;
    }
    case "wakeUp": {
      const id = ref(ctx, e.object, env);
      const obj = id ? state.objects[id] : undefined;
      if (obj) {
        obj.rested = false;
        changed(state);
      }
      return;
    }
    case "transform": {
      const id = ref(ctx, e.object, env);
      if (id) transform(ctx, id);
      return;
    }
    case "mayRemoveCounters": {
      const id = ref(ctx, e.from, env);
      const obj = id ? state.objects[id] : undefined;
      if (!obj || (obj.counters[e.counter] ?? 0) < e.n) return;
      if (
        !yes(ctx, you, `remove ${e.n} ${e.counter} counters from ${d.get(obj.id)?.name ?? obj.id}?`, "Resolution 5-6")
      )
        return;
      obj.counters[e.counter] = (obj.counters[e.counter] ?? 0) - e.n;
      if (obj.counters[e.counter] === 0) delete obj.counters[e.counter];
      changed(state);
      runEffects(ctx, e.andThen, env);
      return;
    }
    case "putCounters": {
      const id = ref(ctx, e.on, env);
      const obj = id ? state.objects[id] : undefined;
      if (!obj) return;
      const { after, wanted } = addToCount(obj.counters, e.counter, e.n);
      if (after !== wanted) log(state, "counters", limitNote(obj.id, e.counter, wanted));
      changed(state);
      return;
    }
    case "preventDamage": {
      const id = ref(ctx, e.to, env);
      const obj = id ? state.objects[id] : undefined;
      if (!obj) return;
      obj.prevention += evaluateAmount(d.view, e.amount, env.p);
      changed(state);
      log(
        state,
        "prevent",
        `the next ${obj.prevention} damage to ${d.get(obj.id)?.name ?? obj.id} this turn will be prevented`,
        "Damage 7",
      );
      return;
    }
    case "mayPayReserve": {
      const amount = evaluateAmount(d.view, e.amount, env.p);
      // Copying Abilities 2: a choice made while resolving; each copy makes its own.
      if (zoneOf(state, you, "hand").length < amount) return;
      if (!yes(ctx, you, `pay (${amount})?`, "Resolution 5-6; Copying Abilities 2")) return;
      payReserve(ctx, you, amount, {}, d);
      runEffects(ctx, e.andThen, env);
      return;
    }
    case "unlessOpponentPays": {
      for (const opp of turnOrder(
        state.players.map((p) => p.name),
        state.turn.active,
      ).filter((p) => p !== you)) {
        if (zoneOf(state, opp, "hand").length < e.amount) continue;
        if (yes(ctx, opp, `pay (${e.amount}) to stop “${env.text}”?`, "Resolution 5")) {
          payReserve(ctx, opp, e.amount, {}, d);
          return;
        }
      }
      runEffects(ctx, e.andThen, env);
      return;
    }
    case "copyNextAbilityActivation": {
      const id = ref(ctx, e.of, env);
      if (!id) return;
      state.watchers.push({
        id: newId(state, "w"),
        controller: you,
        sourceName: env.sourceName,
        on: { event: "abilityActivated", source: id },
        effects: [{ do: "copyActivation", what: { ref: "triggerObject" }, count: e.count, newTargets: e.newTargets }],
        until: "endOfTurn",
        text: env.text,
      });
      changed(state);
      return;
    }
    case "copyCardMayActivate": {
      const id = ref(ctx, e.what, env);
      if (id) copyThenMayActivate(ctx, id, env);
      return;
    }
    case "banishFromGraveyardCopyMayActivate": {
      const options = Object.keys(state.objects).filter((id) => matchesGaFilter(d.view, id, e.filter, env.p));
      if (options.length === 0) return;
      const a = ask(ctx, {
        kind: "chooseObject",
        player: you,
        prompt: "choose the card to banish from your graveyard",
        options,
        optional: false,
        rule: "Resolution 6",
      });
      const chosen = a.kind === "object" ? a.id : null;
      if (!chosen || !options.includes(chosen)) return;
      const banished = moveTo(state, chosen, "banishment");
      copyThenMayActivate(ctx, banished, env);
      return;
    }
    case "copyIntoIntent": {
      const attacker = state.turn.combat?.attacker;
      if (!attacker) return;
      const cards = Object.keys(state.objects).filter(
        (id) => state.objects[id]?.intentOf === attacker && matchesGaFilter(d.view, id, e.each, env.p),
      );
      for (const id of cards) copyCard(state, id, you, `${env.sourceName ?? "an effect"}: “${env.text}”`);
      return;
    }
    case "summonTokens":
      for (let i = 0; i < e.n; i++) {
        const token = createObject(state, {
          kind: "token",
          card: null,
          virtual: {
            faces: [
              {
                name: e.name,
                elements: ["Norm"],
                supertypes: [],
                types: [],
                classes: [],
                subtypes: [],
                reserveCost: null,
                memoryCost: null,
                level: null,
                power: null,
                life: null,
                durability: null,
                speed: null,
                lineageName: null,
                abilities: [],
              },
            ],
            createdBy: `${env.sourceName ?? "an effect"}: “${env.text}” (the token's other characteristics are not in the reference data)`,
          },
          owner: you,
          controller: you,
          zone: "field",
        });
        enterField(ctx, token.id);
      }
      return;
    case "if":
      if (evaluateCondition(d.view, e.condition, env.p)) runEffects(ctx, e.andThen, env);
      return;
    case "restricted": {
      const source = env.sourceCard ? d.get(env.sourceCard) : undefined;
      if (source && restrictionsMet(d.view, e.restrictions, source, env.restrictionsFor))
        runEffects(ctx, e.andThen, env);
      return;
    }
    case "mayBanishFromGraveyard": {
      const options = Object.keys(state.objects).filter((id) => matchesGaFilter(d.view, id, e.filter, env.p));
      if (options.length < e.n) return;
      if (!yes(ctx, you, `banish ${e.n} cards from your graveyard?`, "Resolution 5-6")) return;
      const a = ask(ctx, {
        kind: "chooseCards",
        player: you,
        prompt: `choose ${e.n} cards to banish from your graveyard`,
        options,
        min: e.n,
        max: e.n,
        rule: "Resolution 6",
      });
      const ids = a.kind === "objects" ? a.ids : [];
      if (ids.length !== e.n || ids.some((id) => !options.includes(id))) return;
      for (const id of ids) moveTo(state, id, "banishment");
      runEffects(ctx, e.andThen, env);
      return;
    }
    case "returnTransformed": {
      const id = env.p.sourceId ? currentId(state, env.p.sourceId) : null;
      const obj = id ? state.objects[id] : undefined;
      if (!id || !obj) return;
      const faces = obj.kind === "card" && obj.card ? (findGaCard(state, obj.card)?.faces ?? []) : [];
      if (faces.length < 2) {
        // Transform 1.a; Double-faced Cards 7.b: it can't enter transformed, so nothing happens.
        log(
          state,
          "transform",
          `${obj.card ?? obj.virtual?.faces[0]?.name ?? id} is not a double-faced card: it can't return transformed, and stays where it is`,
          "Transform 1.a; Double-faced Cards 7.b",
        );
        return;
      }
      const back = moveTo(state, id, "field", { controller: you, face: 1 });
      enterField(ctx, back);
      return;
    }
    case "banishRandomFromMemory": {
      const memory = zoneOf(state, you, "memory").map((o) => o.id);
      if (memory.length === 0) return;
      const { seed, picked } = pickRandom(state.rng, memory, 1);
      state.rng = seed;
      for (const id of picked) moveTo(state, id, "banishment");
      runEffects(ctx, e.andThen, env);
      return;
    }
    case "notYet":
      env.warn(`not carried out: ${e.text} (${env.sourceName ?? "?"})`);
      log(state, "not carried out", e.text);
      return;
  }
}

/** Transform (glossary): flips a double-faced card object; anything else can't transform (Double-faced Cards 7.b). */
export function transform(ctx: GaCtx, id: GaObjectId): void {
  const { state } = ctx;
  const obj = state.objects[id];
  if (!obj) return;
  const faces = obj.kind === "card" && obj.card ? (findGaCard(state, obj.card)?.faces ?? []) : [];
  if (obj.zone !== "field" || faces.length < 2) {
    log(
      state,
      "transform",
      `${deriveGa(state).get(id)?.name ?? id} can't transform: ${obj.kind !== "card" ? "a copy of a double-faced card can't transform" : "it has no other side"}; nothing happens`,
      "Double-faced Cards 7.b; Transform 1.a",
    );
    return;
  }
  obj.face = obj.face === 0 ? 1 : 0;
  obj.timestamp = newTimestamp(state); // Double-faced Cards 9: static abilities that become active get a new timestamp
  log(state, "transform", `${faces[obj.face]?.name ?? id} (transformed)`, "Transform 1; Double-faced Cards 9");
}

/** Draws from the top of the main deck (Main Deck 8); drawing from an empty deck loses the game (Game Effects 1). */
export function draw(ctx: GaCtx, player: GaPlayerId, n: number): void {
  const { state } = ctx;
  for (let i = 0; i < n; i++) {
    const top = zoneOf(state, player, "mainDeck")[0];
    if (!top) {
      const pl = state.players.find((p) => p.name === player);
      if (pl) pl.lost = true;
      log(state, "lose", `${player} tried to draw from an empty main deck`, "Game Effects 1");
      return;
    }
    moveTo(state, top.id, "hand");
  }
  log(state, "draw", `${player} draws ${n}`, "Main Deck 8");
}

/**
 * "Copy … If you do, you may activate that copy without paying its reserve cost. (If you don't
 * activate it, the copy ceases to exist.)" — a copy of a card in its zone (Copy General 1.b, 1.e),
 * which lasts only as long as the effect (1.d, 6).
 */
function copyThenMayActivate(ctx: GaCtx, cardId: GaObjectId, env: EffectEnv): void {
  const { state } = ctx;
  const you = env.p.controller;
  const copy = copyCard(state, cardId, you, `${env.sourceName ?? "an effect"}: “${env.text}”`);
  if (!copy) return;
  if (
    yes(
      ctx,
      you,
      `activate the copy of ${deriveGa(state).get(copy)?.name ?? copy} without paying its reserve cost?`,
      `${copyPage(state.edition)}: General Rules 1.d`,
    )
  ) {
    playCard(ctx, { card: copy, by: you, method: "activation", withoutPaying: true, permission: true });
    return;
  }
  ceaseToExist(state, copy, `${copyPage(state.edition)}: General Rules 1.d, 6`);
}
