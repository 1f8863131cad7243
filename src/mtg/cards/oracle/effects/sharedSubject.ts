import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";

type CompileSentence = (s: string, ctx: EffectContext) => Effect[] | null;

// The joints between the instructions of one sentence: "…, …, then …", "… and …".
const JOINTS = /,? and then |, then |,? and |, /;
const DURATION = /until end of turn|this turn|until your next turn/;
// Each later instruction starts with its verb: the opening words carried over are its subject.
const VERB = /^(?:loses?|gains?|draws?|discards?|mills?|sacrifices?|gets?|can't|can|doesn't|scry|surveils?) /;

/**
 * 608.2c: one subject with several verbs, followed in order:
 * "target player loses 1 life, discards a card, then sacrifices a permanent", "target creature
 * gets +1/+1 until end of turn and can't be blocked this turn". The first instruction is whole;
 * each later one is completed with the same opening words (the subject) and must be an
 * instruction the compiler knows. A carried
 * target is the same target (its slot is reused); otherwise null and the sentence stays text.
 * `mark` is the number of targets before the caller's failed attempts at the same sentence.
 */
export function compileSharedSubject(
  s: string,
  ctx: EffectContext,
  mark: number,
  compile: CompileSentence,
): Effect[] | null {
  ctx.targets.length = mark;
  const parts = s.split(JOINTS);
  const [first, ...rest] = parts;
  if (!first || rest.length === 0) return null;
  // A duration written once at the end may cover every verb (611.2a): only read it when each has its own.
  if (parts.some((p) => DURATION.test(p)) && !parts.every((p) => DURATION.test(p))) return null;
  // Only a carried subject: "destroy A and B", "deals 1 damage to A and 1 damage to B", "create A
  // and B" are each one event (simultaneous, 603.6a), which a sequence would not be.
  if (!rest.every((p) => VERB.test(p))) return null;
  const words = first.split(" ");
  for (let i = 1; i < words.length; i++) {
    const done = withOpening(words.slice(0, i).join(" "), first, rest, ctx, compile);
    if (done) return done;
    ctx.targets.length = mark;
  }
  return null;
}

function withOpening(
  opening: string,
  first: string,
  rest: readonly string[],
  ctx: EffectContext,
  compile: CompileSentence,
): Effect[] | null {
  const base = ctx.targets.length;
  const out = compile(first, ctx);
  if (!out) return null;
  const carriesTarget = /\btargets?\b/.test(opening);
  for (const part of rest) {
    // A carried "target …" names the target already chosen: compile from the same slots.
    const local: EffectContext = carriesTarget ? { ...ctx, targets: ctx.targets.slice(0, base) } : ctx;
    const effects = compile(`${opening} ${part}`, local);
    if (!effects) return null;
    if (carriesTarget) {
      const same = JSON.stringify(local.targets) === JSON.stringify(ctx.targets.slice(0, local.targets.length));
      if (!same || local.targets.length > ctx.targets.length) return null;
      ctx.colorChoices = local.colorChoices;
    }
    out.push(...effects);
  }
  return out;
}
