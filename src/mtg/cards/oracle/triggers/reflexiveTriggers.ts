import type { TriggeredAbility } from "../../../abilities/ability.js";
import type { Effect } from "../../../abilities/effect.js";
import { Filters } from "../../../abilities/filter.js";
import { type EffectContext, newEffectContext } from "../effects.js";
import { allOf, parseIndefinite } from "../text/subjects.js";
import { isMayExileOne } from "../copy/tokenCopyConditions.js";

type Instruction = (s: string, ctx: EffectContext) => Effect[] | null;
type Instructions = (sentences: readonly string[], ctx: EffectContext) => Effect[] | null;

/**
 * 603.12: "[You may] [action]. When you do, [instructions]": a reflexive triggered ability, created
 * only if the action was taken; it goes on the stack after the ability that made it has resolved,
 * with its own targets chosen then (603.3d). The rest of the paragraph is that ability's. The
 * action is one the engine sees done or not: paying mana, discarding, sacrificing, exiling one object.
 * Returns the instruction and the number of sentences used, or null.
 */
export function compileWhenYouDo(
  sentences: readonly string[],
  i: number,
  ctx: EffectContext,
  instruction: Instruction,
  instructions: Instructions,
): { effect: Effect; used: number } | null {
  const s = sentences[i] ?? "";
  const when = /^When you do, (.+)$/.exec(sentences[i + 1] ?? "");
  if (!when?.[1]) return null;
  const may = /^you may (.+)$/i.exec(s);
  const first = firstAction(lowerFirst(may?.[1] ?? s), ctx, instruction);
  if (!first) return null;
  const rest = [upperFirst(when[1]), ...sentences.slice(i + 2)];
  // "you may sacrifice another creature. When you do, … that creature's power": the sacrificed one.
  const sacrificed = first.do === "sacrifice" && first.what.ref === "chosen" && /\bthat creature\b/.test(when[1]);
  const inner = sacrificed
    ? newEffectContext({ ref: "triggerObject" }, ctx.spell, true, ctx.thatPlayer)
    : newEffectContext(ctx.pronoun, ctx.spell, ctx.pronounLeft, ctx.thatPlayer);
  const effects = instructions(rest, inner);
  // "the sacrificed creature" is a cost's (sacrificedToPay), not this action's: not this shape.
  if (!effects || JSON.stringify(effects).includes('"sacrificedToPay"')) return null;
  const ability: TriggeredAbility = {
    kind: "triggered",
    text: `When you do, ${[when[1], ...sentences.slice(i + 2)].join(". ")}.`,
    trigger: { on: "reflexive" },
    effects,
    ...(inner.targets.length > 0 ? { targets: [...inner.targets] } : {}),
  };
  const reflexive: Effect = { do: "reflexiveTrigger", ability, ...(sacrificed ? { aboutThisWay: true } : {}) };
  const action = first.do === "sacrifice" && sacrificed ? { ...first, thisWay: true as const } : first;
  return {
    effect: { do: "mayThen", first: action, ifYouDo: [reflexive], ...(may ? {} : { mandatory: true as const }) },
    used: sentences.length - i,
  };
}

/** The action "when you do" is about, as one instruction the engine can see taken. */
function firstAction(action: string, ctx: EffectContext, instruction: Instruction): Effect | null {
  const pay = /^pay ((?:\{[^}]+\})+)$/.exec(action);
  if (pay?.[1]) return /\{[XE]\}/.test(pay[1]) ? null : { do: "payMana", mana: pay[1] };
  // "sacrifice another creature": one the controller chooses as it resolves, not this object (608.2d).
  const another = /^sacrifice another (.+)$/.exec(action);
  const filter = another?.[1] ? parseIndefinite(`a ${another[1]}`) : null;
  if (filter) {
    const what = `another ${another?.[1] ?? ""} to sacrifice`;
    return {
      do: "sacrifice",
      what: { ref: "chosen", filter: allOf([filter, Filters.youControl, Filters.other]), what },
    };
  }
  const mark = ctx.targets.length;
  const compiled = instruction(action, ctx);
  const [first] = compiled ?? [];
  const mine = first?.do === "discard" && first.who.ref === "you" && typeof first.amount === "number";
  const sacrifice = first?.do === "sacrifice" && (first.what.ref === "chosen" || first.what.ref === "self");
  if (first && compiled?.length === 1 && (mine || sacrifice || isMayExileOne(first))) return first;
  ctx.targets.length = mark;
  return null;
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
