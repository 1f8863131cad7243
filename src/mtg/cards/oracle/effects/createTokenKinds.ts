import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { TokenSpec } from "../../../abilities/token.js";
import type { EffectContext } from "../effects.js";
import { compileCreateToken } from "./createToken.js";

type Kind = { readonly token: TokenSpec; readonly count: number; readonly tapped?: true };

// Where one token's words may end and the next one's begin: ", a …", ", and a …", " and two …".
const JOINT =
  /,? and (?=(?:an?|one|two|three|four|five|six|seven|eight|nine|ten) )|, (?=(?:an?|one|two|three|four|five|six|seven|eight|nine|ten) )/g;

/**
 * 603.6a: "create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token",
 * "create a Clue token, a Food token, and a Treasure token": one instruction that creates tokens of
 * several kinds, which enter the battlefield at the same time. Each kind must be a creation
 * `compileCreateToken` reads with a plain number (no "for each", no "where X is"), all by the same
 * player; otherwise null and the sentence stays text.
 */
export function compileCreateTokenKinds(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(?:(.+?) )?(create|creates) (.+)$/.exec(s);
  if (!m?.[2] || !m[3]) return null;
  const opening = m[1] ? `${m[1]} ${m[2]}` : m[2];
  const mark = ctx.targets.length;
  const found = kindsOf(opening, m[3], ctx);
  if (!found || found.kinds.length < 2) {
    ctx.targets.length = mark;
    return null;
  }
  ctx.pronoun = { ref: "created" };
  return [{ do: "createTokenKinds", kinds: found.kinds, ...(found.who.ref !== "you" ? { who: found.who } : {}) }];
}

/** The list of tokens, split at the first joint whose left side is one whole creation, then the rest. */
function kindsOf(opening: string, list: string, ctx: EffectContext): { kinds: Kind[]; who: PlayerRef } | null {
  const whole = kindOf(opening, list, ctx);
  if (whole) return { kinds: [whole.kind], who: whole.who };
  for (const joint of list.matchAll(JOINT)) {
    const left = kindOf(opening, list.slice(0, joint.index), ctx);
    if (!left) continue;
    const rest = kindsOf(opening, list.slice(joint.index + joint[0].length), ctx);
    if (!rest || JSON.stringify(rest.who) !== JSON.stringify(left.who)) continue;
    return { kinds: [left.kind, ...rest.kinds], who: left.who };
  }
  return null;
}

function kindOf(opening: string, words: string, ctx: EffectContext): { kind: Kind; who: PlayerRef } | null {
  // The creator is named once, before the verb: its target (if any) is chosen once.
  const local: EffectContext = { ...ctx, targets: [...ctx.targets] };
  const [e, ...more] = compileCreateToken(`${opening} ${words}`, local) ?? [];
  if (e?.do !== "createToken" || more.length > 0 || typeof e.count !== "number") return null;
  if (local.targets.length !== ctx.targets.length) return null;
  return {
    kind: { token: e.token, count: e.count, ...(e.tapped ? { tapped: true } : {}) },
    who: e.who ?? { ref: "you" },
  };
}
