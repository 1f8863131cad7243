import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import { type EffectContext, compileEffectSentence, newEffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";

/**
 * The chain spells (Chain Lightning, Chain of Vapor …): "Then that permanent's controller may
 * [pay {R}{R} / discard a card / sacrifice a land]. If the player does, they may copy this spell
 * and may choose a new target for that copy." That player does it all: pays, then copies the
 * resolving spell and controls the copy (707.10, 707.10c). `at` is the index of the sentence
 * to read; returns the effects and how many sentences they used, or null.
 */
export function compileChainCopy(
  sentences: readonly string[],
  at: number,
  ctx: EffectContext,
): { effects: Effect[]; used: number } | null {
  const m =
    /^(?:Then )?(that player or that permanent's controller|that (?:permanent|creature)'s controller|that player) may (.+)$/i.exec(
      sentences[at] ?? "",
    );
  if (!m?.[1] || !m[2]) return null;
  const who = chainPlayer(m[1].toLowerCase(), ctx);
  if (!who) return null;
  if (COPY_THIS.test(m[2])) return { effects: [{ do: "byPlayer", who, effects: [mayCopyThisSpell()] }], used: 1 };
  const then = /^If the player does, they may (.+)$/.exec(sentences[at + 1] ?? "");
  const cost = chainCost(m[2]);
  if (!then?.[1] || !COPY_THIS.test(then[1]) || !cost) return null;
  return {
    effects: [{ do: "byPlayer", who, effects: [{ do: "mayThen", first: cost, ifYouDo: [mayCopyThisSpell()] }] }],
    used: 2,
  };
}

/** "this spell" reads as the self reference (sentences.ts). */
const COPY_THIS = new RegExp(`^copy ${SELF} and may choose a new target for that copy$`);

/** 608.2h: "that permanent's controller" is read as it last existed if it has left (Chain of Vapor). */
function chainPlayer(phrase: string, ctx: EffectContext): PlayerRef | null {
  const [slot, ...others] = ctx.targets;
  if (!slot || others.length > 0) return null;
  const kind = slot.spec.kind;
  if (phrase === "that player") return kind === "player" ? { ref: "targetPlayer", index: 0 } : null;
  if (phrase.startsWith("that player or")) return kind === "any" ? { ref: "targetPlayerOrController", index: 0 } : null;
  return kind === "permanent" ? { ref: "controllerOfTarget", index: 0 } : null;
}

/** The player's optional action: paying mana, discarding a card, sacrificing a permanent of theirs. */
function chainCost(action: string): Effect | null {
  const pay = /^pay ((?:\{[0-9WUBRGC]\})+)$/.exec(action);
  if (pay?.[1]) return { do: "payMana", mana: pay[1] };
  const [only, ...more] = compileEffectSentence(action, newEffectContext()) ?? [];
  if (!only || more.length > 0) return null;
  if (only.do === "discard" && only.who.ref === "you") return only;
  return only.do === "sacrifice" && only.what.ref === "chosen" ? only : null;
}

/** "they may copy this spell and may choose a new target for that copy" (707.10c). */
function mayCopyThisSpell(): Effect {
  return {
    do: "mayThen",
    first: { do: "copySpell", what: { ref: "self" }, count: 1, newTargets: true, exceptions: [] },
    ifYouDo: [],
  };
}
