import { RulesViolation } from "../kernel/problem.js";
import type { Ctx } from "../mtg/rules/ctx.js";
import { addCountersTo, removeCountersFrom } from "../mtg/rules/counters.js";
import { dealDamage } from "../mtg/rules/damage.js";
import { illegal } from "../mtg/rules/draft.js";
import { transformPermanent } from "../mtg/rules/cardActions.js";
import { enterBattlefield } from "../mtg/rules/enter.js";
import { beforePriority } from "../mtg/rules/priority.js";
import { endTurn } from "../mtg/rules/turn.js";
import { moveObject } from "../mtg/rules/zones.js";
import { moveOntoBattlefieldTogether } from "../mtg/rules/enterTogether.js";
import { becomeCopy } from "../mtg/copy/becomeCopy.js";
import { createTokenCopy } from "../mtg/copy/tokenCopy.js";
import { copyForEachPossibleTarget, copySpellOrAbility } from "../mtg/copy/spellCopy.js";
import type { Step } from "./ast.js";
import { copyExceptionsOf } from "./copyExceptions.js";
import type { Aliases } from "./buildState.js";
import { inlineCard } from "./inlineCard.js";
import { resolveRef, resolveTarget } from "./refs.js";

/**
 * docs/scenario-format.md §4.2: test conveniences — each is "as if an effect did it": replacement effects and
 * triggers apply, then state-based actions and triggers as a player would receive priority.
 */
export function performConvenience(ctx: Ctx, step: Step, aliases: Aliases, file: string): void {
  const { state } = ctx;
  const ref = (r: Parameters<typeof resolveRef>[2]) => resolveRef(state, aliases, r, file);
  switch (step.kind) {
    case "move": {
      const options = step.controller ? { controller: step.controller } : {};
      if (step.objects) moveOntoBattlefieldTogether(ctx, step.objects.map(ref), options);
      else moveObject(ctx, ref(step.object), step.to, options);
      break;
    }
    case "damage":
      dealDamage(ctx, step.source ? ref(step.source) : null, resolveTarget(state, aliases, step.to, file), step.amount);
      break;
    case "addCounters": {
      const id = ref(step.object);
      for (const [kind, n] of Object.entries(step.counters)) addCountersTo(ctx, id, kind, n);
      break;
    }
    case "removeCounters": {
      const id = ref(step.object);
      for (const [kind, n] of Object.entries(step.counters)) removeCountersFrom(ctx, id, kind, n);
      break;
    }
    case "create": {
      const def = inlineCard(step.token);
      const obj = enterBattlefield(ctx, {
        card: null,
        token: { faces: def.faces, createdBy: "a token-creating effect (scenario)" },
        owner: step.controller,
        controller: step.controller,
        tapped: false,
        faceDown: false,
        face: 0,
        fromSpell: null,
      });
      if (step.id) aliases.set(step.id, obj.id);
      break;
    }
    case "transform": {
      // 701.27a: only a permanent transforms; the rules' own transform does the rest (701.27c, 712.4c,
      // 712.15a: nothing happens to one that can't; 613.7g, 603.2: new timestamp, "transforms" triggers).
      const id = ref(step.object);
      if (state.objects[id]?.zone !== "battlefield") illegal("only a permanent can transform", "701.27a");
      transformPermanent(ctx, id);
      break;
    }
    case "endTurn":
      endTurn(ctx);
      return;
    case "createCopy": {
      const token = createTokenCopy(ctx, ref(step.of), step.controller, copyExceptionsOf(step.except), "a token-copy effect (scenario)");
      if (token && step.id) aliases.set(step.id, token.id);
      break;
    }
    case "becomeCopy":
      becomeCopy(ctx, {
        target: ref(step.object),
        of: ref(step.of),
        exceptions: copyExceptionsOf(step.except),
        duration: "permanent",
        sourceId: null,
        controller: state.turn.active,
        text: "becomes a copy (scenario)",
      });
      break;
    case "copySpell": {
      if (step.forEachPossibleTarget) {
        copyForEachPossibleTarget(ctx, ref(step.of), step.controller);
        break;
      }
      const nt = step.newTargets;
      const id = copySpellOrAbility(ctx, {
        of: ref(step.of),
        controller: step.controller,
        exceptions: [],
        mayChooseNewTargets: nt === true,
        ...(Array.isArray(nt) ? { newTargets: nt.map((t) => resolveTarget(state, aliases, t, file)) } : {}),
      });
      if (step.id) aliases.set(step.id, id);
      break;
    }
    default:
      throw new RulesViolation({ code: "engine.internal", message: `unexpected step ${step.kind}`, file, line: step.line });
  }
  beforePriority(ctx);
}
