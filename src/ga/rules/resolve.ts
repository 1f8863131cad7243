import type { GaMode } from "../abilities/ability.js";
import type { TargetSpec } from "../abilities/target.js";
import { summonTokenCopy } from "./enter.js";
import { characteristicsOfFace, type GaCharacteristics } from "../layers/characteristics.js";
import { currentFace, deriveGa, type GaDerived } from "../layers/derive.js";
import { championOf, type GaPerspective } from "../layers/evaluate.js";
import { restrictionsMet } from "../layers/evaluate.js";
import { isObjectType } from "../model/card.js";
import { copyPage, EDITIONS } from "../model/edition.js";
import type { GaObjectId } from "../model/object.js";
import type { GaInstance } from "../model/stack.js";
import { changed, log } from "../game/act.js";
import type { GaCtx } from "../game/decision.js";
import { graveyardOrBanishment } from "../game/destination.js";
import { type EffectEnv, runEffects } from "./effects.js";
import { enterField } from "./enter.js";
import { abilityTargetSpecs, cardTargetSpecs, isOptional, stillLegal } from "../game/targets.js";
import { ceaseToExist, moveTo } from "../game/zones.js";

/**
 * Resolves the top instance of the Effects Stack (Effects Stack 2: first in, last out), after every
 * player has passed. Warnings go to `warn` (text the engine keeps but doesn't carry out).
 */
export function resolveTop(ctx: GaCtx, warn: (message: string) => void): void {
  const inst = ctx.state.stack.pop();
  if (!inst) return;
  changed(ctx.state);
  if (inst.ability) resolveAbility(ctx, inst, warn);
  else resolveCard(ctx, inst, warn);
}

/** Checking Resolution 1.d: every required target must still be legal, or the whole thing fizzles. */
function targetsHold(
  d: GaDerived,
  specs: readonly TargetSpec[],
  inst: GaInstance,
  p: GaPerspective,
  source: GaCharacteristics | { subtypes: readonly string[] },
): boolean {
  return specs.every((spec, i) => {
    const t = inst.decisions.targets[i];
    if (t === undefined) return isOptional(spec);
    return stillLegal(d, spec, t, p, source) || isOptional(spec);
  });
}

function resolveAbility(ctx: GaCtx, inst: GaInstance, warn: (message: string) => void): void {
  const { state } = ctx;
  const ability = inst.ability;
  if (!ability) return;
  const d = deriveGa(state);
  const p: GaPerspective = {
    sourceId: inst.sourceId,
    controller: inst.controller,
    targets: inst.decisions.targets,
    triggerObject: inst.triggerObject,
    ...(inst.decisions.x !== null ? { x: inst.decisions.x } : {}),
  };
  const source = d.get(inst.sourceId) ?? { subtypes: [] };
  if (!targetsHold(d, abilityTargetSpecs(ability.def), inst, p, source)) {
    log(
      state,
      "fizzle",
      `${inst.sourceName ?? inst.sourceId}: “${ability.def.text}” fizzles: a required target is no longer legal`,
      "Checking Resolution 1.d; State-based Checks 8",
    );
    return;
  }
  const effects = ability.def.kind === "triggered" || ability.def.kind === "activated" ? ability.def.effects : [];
  log(
    state,
    "resolve",
    `${inst.sourceName ?? inst.sourceId}: “${ability.def.text}”${inst.copy ? " (copy)" : ""}`,
    "Resolving Triggered and Activated Abilities 1",
  );
  runEffects(ctx, effects, {
    p,
    sourceCard: inst.sourceId,
    restrictionsFor: inst.controller,
    sourceName: inst.sourceName,
    text: ability.def.text,
    warn,
  });
}

/**
 * Resolves a card activation or materialization: an object-type card becomes an object — the card
 * itself for the non-copy instance, a token for a copy (Copy General 2; Copying Abilities 4) — an
 * attack goes to the intent, and anything else carries out its text. Then, if no instance of the
 * card is left, the card leaves the Effects Stack (State-based Checks 9; Playing Cards 7).
 */
function resolveCard(ctx: GaCtx, inst: GaInstance, warn: (message: string) => void): void {
  const { state } = ctx;
  const card = state.objects[inst.sourceId];
  // State-based Checks 10; Playing Cards 8: an instance without its card fizzles.
  if (card?.zone !== "effectsStack") {
    log(
      state,
      "fizzle",
      `${inst.sourceName ?? inst.sourceId} (${inst.id}) fizzles: its card is no longer on the Effects Stack`,
      "State-based Checks 10; Playing Cards 8",
    );
    return;
  }
  const d = deriveGa(state);
  const c = d.get(card.id);
  if (!c) return;
  const p: GaPerspective = {
    sourceId: card.id,
    controller: inst.controller,
    targets: inst.decisions.targets,
    ...(inst.decisions.x !== null ? { x: inst.decisions.x } : {}),
  };
  const page = copyPage(state.edition);
  if (!targetsHold(d, cardTargetSpecs(c, inst.decisions.modes), inst, p, c)) {
    log(
      state,
      "fizzle",
      `${c.name} (${inst.id}) fizzles: a required target is no longer legal`,
      "Checking Resolution 1.d.i",
    );
    finishCard(ctx, card.id, inst, false);
    return;
  }
  log(state, "resolve", `${c.name}${inst.copy ? " (copy)" : ""} resolves`, "Resolution 2");
  if (isObjectType(c.types)) {
    const pending = state.stack.some((i) => i.sourceId === card.id);
    if (!inst.copy && card.kind === "card" && !pending) {
      // Playing Cards 7.a; State-based Checks 9: the card itself becomes the object.
      const obj = moveTo(state, card.id, "field", { controller: inst.controller });
      enterField(ctx, obj);
      return;
    }
    // Copy General 1.d, 2; Copying Abilities 4: a token copy; the card (copy) itself ceases to exist.
    const edition = EDITIONS[state.edition];
    const values = edition.copiedActivationToken === "stackCard" ? c : printedValues(d, card.id);
    summonTokenCopy(ctx, card.id, {
      controller: inst.controller,
      createdBy: `resolving copy of the activation of ${c.name}`,
      sourceId: card.id,
      sourceName: c.name,
      values,
      properties: {
        imbued: card.properties.imbued,
        brewed: card.properties.brewed,
        prepared: card.properties.prepared,
      },
      rule: `${page}: Copying Abilities 4; General Rules 2`,
    });
    finishCard(ctx, card.id, inst, true);
    return;
  }
  if (c.types.includes("Attack")) {
    // Attack 6: the attack card enters the champion's Intent and a combat begins.
    const champion = championOf(d.view, inst.controller);
    const intent = moveTo(state, card.id, "intent");
    const obj = state.objects[intent];
    if (obj) obj.intentOf = champion;
    if (champion) state.turn.combat = { attacker: champion, target: state.turn.combat?.target ?? null };
    return;
  }
  const env: Omit<EffectEnv, "p" | "text"> = {
    sourceCard: card.id,
    restrictionsFor: card.controller,
    sourceName: c.name,
    warn,
  };
  let offset = 0;
  for (const a of c.abilities) {
    if (a.def.kind === "resolve") {
      const specs = a.def.targets ?? [];
      // Restriction Abilities 1.a, 3: checked for the controller of the card the instance reads.
      if (restrictionsMet(d.view, a.def.restrictions, c, card.controller)) {
        runEffects(ctx, a.def.effects, {
          ...env,
          p: { ...p, targets: inst.decisions.targets.slice(offset, offset + specs.length) },
          text: a.def.text,
        });
      }
      offset += specs.length;
    } else if (a.def.kind === "modal") {
      for (const m of inst.decisions.modes) {
        const mode: GaMode | undefined = a.def.modes[m];
        if (!mode) continue;
        const n = mode.targets?.length ?? 0;
        runEffects(ctx, mode.effects, {
          ...env,
          p: { ...p, targets: inst.decisions.targets.slice(offset, offset + n) },
          text: mode.text,
        });
        offset += n;
      }
    } else if (a.def.kind === "text") {
      warn(`not carried out: ${a.def.text} (${c.name})`);
    }
  }
  finishCard(ctx, card.id, inst, true);
}

/** Copying Abilities 4, edition ga-2025: the token has the printed values of the card. */
function printedValues(d: GaDerived, cardId: GaObjectId): GaCharacteristics | undefined {
  const obj = d.state.objects[cardId];
  const face = obj ? currentFace(d.state, obj) : undefined;
  if (!obj || !face) return undefined;
  return characteristicsOfFace(face, obj.controller, "printed");
}

/**
 * State-based Checks 9: when no instance of the card is left, it leaves the Effects Stack — to the
 * graveyard, or banishment for memory-cost cards and regalia (Playing Cards 7.a). A copy of a card
 * ceases to exist instead (Copying Abilities 5; State-based Checks 5).
 */
function finishCard(ctx: GaCtx, cardId: GaObjectId, inst: GaInstance, resolved: boolean): void {
  const { state } = ctx;
  const card = state.objects[cardId];
  if (card?.zone !== "effectsStack") return;
  if (state.stack.some((i) => i.sourceId === cardId)) return;
  if (card.kind !== "card") {
    ceaseToExist(state, cardId, `${copyPage(state.edition)}: Copying Abilities 5; State-based Checks 5`);
    return;
  }
  const c = deriveGa(state).get(cardId);
  const memoryCard = c?.reserveCost === null && c.memoryCost !== null;
  const dest = memoryCard ? "banishment" : graveyardOrBanishment(state, card);
  moveTo(state, cardId, dest);
  log(
    state,
    "resolved",
    `${c?.name ?? cardId} ${resolved ? "has resolved" : "fizzled"}${inst.copy ? " (its last instance was a copy)" : ""} and goes to ${dest}`,
    "Playing Cards 7.a; State-based Checks 9",
  );
}
