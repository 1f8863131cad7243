import { RulesViolation } from "../../kernel/problem.js";
import { addToCount, limitNote } from "../../kernel/countLimit.js";
import type { GaPart } from "../../ga/abilities/continuous.js";
import { copyInstance } from "../../ga/copy/activationCopy.js";
import { becomeCopy } from "../../ga/copy/becomeCopy.js";
import { copyCard } from "../../ga/copy/cardCopy.js";
import { summonTokenCopy } from "../../ga/rules/enter.js";
import { changed, illegal, log } from "../../ga/game/act.js";
import { activateAbility } from "../../ga/rules/abilities.js";
import { dealDamage } from "../../ga/rules/damage.js";
import type { GaCtx } from "../../ga/game/decision.js";
import { transform } from "../../ga/rules/effects.js";
import { rest } from "../../ga/rules/orientation.js";
import { enterField } from "../../ga/rules/enter.js";
import { leaveField } from "../../ga/rules/leave.js";
import { playCard } from "../../ga/rules/play.js";
import { resolveTop } from "../../ga/rules/resolve.js";
import { stateBasedChecks } from "../../ga/rules/sbc.js";
import { advance, endCombat } from "../../ga/rules/turn.js";
import { createObject, moveTo } from "../../ga/game/zones.js";
import type { GaStep, GaTargetRef } from "./ast.js";
import { abilitiesOfText, type GaAliases, inlineGaCard } from "./buildState.js";
import { gaResolveRef, gaResolveTarget } from "./refs.js";
import { recordEffect } from "../../ga/game/recordEffect.js";

const MAX_RESOLVES = 1000;

/** Targets on the Effects Stack are instances: a card there stands for its latest activation. */
function targetsOf(
  ctx: GaCtx,
  aliases: GaAliases,
  list: readonly GaTargetRef[] | undefined,
  file: string,
): string[] | undefined {
  return list?.map((t) => {
    const id = gaResolveTarget(ctx.state, aliases, t, file);
    return ctx.state.objects[id]?.zone === "effectsStack" ? gaResolveTarget(ctx.state, aliases, t, file, true) : id;
  });
}

/** Carries out one step of a Grand Archive scenario on the working copy. */
export function runGaStep(ctx: GaCtx, step: GaStep, aliases: GaAliases, file: string, warn: (m: string) => void): void {
  const { state } = ctx;
  const ref = (r: Parameters<typeof gaResolveRef>[2]) => gaResolveRef(state, aliases, r, file);
  switch (step.kind) {
    case "activate": {
      const targets = targetsOf(ctx, aliases, step.targets, file);
      playCard(ctx, {
        card: ref(step.card),
        method: "activation",
        ...(step.by ? { by: step.by } : {}),
        ...(targets ? { targets } : {}),
        ...(step.modes ? { modes: step.modes.map((m) => m - 1) } : {}),
        ...(step.x !== undefined ? { x: step.x } : {}),
        ...(step.reserve ? { reserve: step.reserve.map(ref) } : {}),
        ...(step.rest ? { rest: step.rest.map(ref) } : {}),
        ...(step.imbue !== undefined ? { imbue: step.imbue } : {}),
        ...(step.brew ? { brew: step.brew.map(ref) } : {}),
        ...(step.prepare !== undefined ? { prepare: step.prepare } : {}),
      });
      return;
    }
    case "materialize": {
      const targets = targetsOf(ctx, aliases, step.targets, file);
      playCard(ctx, {
        card: ref(step.card),
        method: "materialization",
        ...(step.by ? { by: step.by } : {}),
        ...(targets ? { targets } : {}),
      });
      return;
    }
    case "activateAbility": {
      const targets = targetsOf(ctx, aliases, step.targets, file);
      activateAbility(ctx, {
        object: ref(step.object),
        ability: step.ability,
        ...(step.by ? { by: step.by } : {}),
        ...(targets ? { targets } : {}),
        ...(step.reserve ? { reserve: step.reserve.map(ref) } : {}),
      });
      return;
    }
    case "resolve": {
      const n = step.count === "all" ? MAX_RESOLVES : step.count;
      for (let i = 0; i < n && state.stack.length > 0; i++) {
        resolveTop(ctx, warn);
        stateBasedChecks(ctx);
      }
      if (step.count === "all" && state.stack.length > 0)
        throw new RulesViolation({
          code: "rules.loop",
          message: `the Effects Stack was still not empty after ${MAX_RESOLVES} resolutions`,
        });
      return;
    }
    case "advance":
      advance(ctx, step.to, step.nextTurn);
      return;
    case "rest":
      rest(ctx, ref(step.object));
      return;
    case "wakeUp": {
      const obj = state.objects[ref(step.object)];
      if (obj) obj.rested = false;
      changed(state);
      return;
    }
    case "transform":
      transform(ctx, ref(step.object));
      return;
    case "destroy":
      leaveField(ctx, ref(step.object), "destroy");
      return;
    case "banish": {
      const id = ref(step.object);
      if (state.objects[id]?.zone === "field") leaveField(ctx, id, "banish");
      else moveTo(state, id, "banishment");
      return;
    }
    case "summon": {
      const card = inlineGaCard(step.token);
      const token = createObject(state, {
        kind: "token",
        card: null,
        virtual: { faces: card.faces, createdBy: "summoned by the scenario" },
        owner: step.controller,
        controller: step.controller,
        zone: "field",
      });
      if (step.id) aliases.set(step.id, token.id);
      enterField(ctx, token.id, { rested: step.rested });
      return;
    }
    case "summonCopy": {
      const id = summonTokenCopy(ctx, ref(step.of), {
        controller: step.controller,
        rested: step.rested,
        createdBy: "summoned by the scenario (a token copy)",
        sourceId: null,
        sourceName: null,
      });
      if (id && step.id) aliases.set(step.id, id);
      return;
    }
    case "becomeCopy":
      becomeCopy(ctx, ref(step.object), ref(step.of), {
        exceptions: step.name ? [{ except: "name", name: step.name }] : [],
        controller: state.turn.active,
        sourceId: null,
        sourceName: null,
        text: "becomes a copy (scenario)",
      });
      return;
    case "copyActivation": {
      const of = gaResolveTarget(state, aliases, step.of, file, true);
      if (!state.stack.some((i) => i.id === of))
        illegal(
          `${step.of.kind === "name" ? step.of.name : "the selection"} is not on the Effects Stack`,
          "Copy: Copying Abilities 1",
        );
      const targets = targetsOf(ctx, aliases, step.newTargets, file);
      copyInstance(ctx, of, step.controller, targets ? { newTargets: true, targets } : { newTargets: false });
      return;
    }
    case "copyCard": {
      const id = copyCard(state, ref(step.of), step.controller, "copied by the scenario");
      if (id && step.id) aliases.set(step.id, id);
      return;
    }
    case "move": {
      const id = ref(step.object);
      if (state.objects[id]?.zone === "field") leaveField(ctx, id, "move", step.to);
      else moveTo(state, id, step.to);
      return;
    }
    case "damage":
      dealDamage(ctx, ref(step.to), step.amount, "the scenario");
      return;
    case "addCounters":
    case "removeCounters": {
      const obj = state.objects[ref(step.object)];
      if (!obj) return;
      for (const [k, n] of Object.entries(step.counters)) {
        const { after, wanted } = addToCount(obj.counters, k, step.kind === "addCounters" ? n : -n);
        if (after !== wanted && wanted > 0) log(state, "counters", limitNote(obj.id, k, wanted));
      }
      changed(state);
      return;
    }
    case "modify": {
      const m = step.modify;
      const parts: GaPart[] = [];
      for (const stat of ["power", "life", "level", "durability"] as const) {
        const by = m[stat];
        if (by !== undefined) parts.push({ kind: "modifyStat", stat, by });
      }
      if (m.addSubtypes || m.addTypes)
        parts.push({
          kind: "addTypes",
          ...(m.addSubtypes ? { subtypes: m.addSubtypes } : {}),
          ...(m.addTypes ? { types: m.addTypes } : {}),
        });
      if (m.loseAbilities) parts.push({ kind: "loseAbilities" });
      if (m.abilities) parts.push({ kind: "addAbilities", abilities: abilitiesOfText(m.abilities.join("\n\n")) });
      recordEffect(state, {
        sourceId: null,
        sourceName: "(scenario)",
        controller: state.turn.active,
        duration: { until: m.until === "game" ? "game" : "endOfTurn" },
        affected: [ref(step.object)],
        parts,
        rule: "Instanced Effects 1 (a test convenience)",
        text: "modified by the scenario",
      });
      changed(state);
      return;
    }
    case "negate": {
      // Negate (glossary): the instance leaves the Effects Stack; its card follows once no instance reads it.
      const of = gaResolveTarget(state, aliases, step.of, file, true);
      const inst = state.stack.find((i) => i.id === of);
      if (!inst) illegal("only an activation, materialization or ability on the Effects Stack can be negated");
      state.stack = state.stack.filter((i) => i !== inst);
      log(state, "negate", `${inst.sourceName ?? inst.sourceId} (${inst.id}) is negated`, "Negate");
      const card = state.objects[inst.sourceId];
      if (card?.zone === "effectsStack" && !state.stack.some((i) => i.sourceId === card.id)) {
        if (card.kind === "card") moveTo(state, card.id, "graveyard");
        else delete state.objects[card.id];
      }
      changed(state);
      return;
    }
    case "endCombat":
      endCombat(ctx);
      return;
    case "endTurn":
      advance(ctx, "main", true);
      return;
  }
}
