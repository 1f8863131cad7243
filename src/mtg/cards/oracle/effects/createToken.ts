import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { TargetSlot } from "../../../abilities/target.js";
import type { EffectContext } from "../effects.js";
import { parseTokenSpec, withAbilities } from "./createTokenSpec.js";
import { parseForEach, parseNumberOf } from "./createTokenCount.js";
import { player } from "../text/mentions.js";
import { parseGrantedAbilities } from "../quotedAbilities.js";
import { parseAmount } from "../text/words.js";

/**
 * 701.7a, 111.1–111.4: "create two 1/1 white Soldier creature tokens with flying", "create a
 * Treasure token" (111.10), "create a tapped …", "create a … token for each Elf you control",
 * "create X … tokens, where X is …", "its controller creates …", "each player creates …". After
 * the creation "it" / "they" are the tokens it created.
 */
export function compileCreateToken(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(?:(.+?) )?(create|creates) (a number of|\S+) (tapped )?(.+?) (tokens?)(?=[ ,]|$)(.*)$/.exec(s);
  if (!m?.[2] || !m[3] || !m[5] || !m[6] || m[7] === undefined) return null;
  const who = tokenCreator(m[1], m[2] === "creates", ctx);
  if (!who) return null;
  const rest = parseRest(m[7].trim());
  if (!rest) return null;
  const count = tokenCount(m[3], m[6] === "tokens", rest.count);
  if (count === null) return null;
  const token = parseTokenSpec({ description: m[5], with: rest.with, named: rest.named });
  if (!token) return null;
  if (who.slot) ctx.targets.push(who.slot);
  ctx.pronoun = { ref: "created" };
  const tapped = m[4] !== undefined || rest.tapped;
  return [
    {
      do: "createToken",
      token,
      count,
      ...(who.who.ref !== "you" ? { who: who.who } : {}),
      ...(tapped ? { tapped: true } : {}),
    },
  ];
}

/**
 * Who creates the tokens (111.2: they own and control them): "you" when the sentence names no one;
 * "its controller" is the controller of what "it" names (608.2h). The verb agrees with the subject.
 */
export function tokenCreator(
  subject: string | undefined,
  thirdPerson: boolean,
  ctx: EffectContext,
): { who: PlayerRef; slot?: TargetSlot } | null {
  if (subject === undefined || subject === "you") return thirdPerson ? null : { who: { ref: "you" } };
  if (!thirdPerson) return null;
  if (/^(its|that creature's|that permanent's) controller$/.test(subject)) {
    const it = ctx.pronoun;
    if (it?.ref === "target") return { who: { ref: "controllerOfTarget", index: it.index } };
    if (it?.ref === "triggerObject") return { who: { ref: "controllerOfTriggerObject" } };
    return null;
  }
  return player(subject, ctx);
}

interface Rest {
  readonly tapped: boolean;
  readonly with: string | null;
  readonly named: string | null;
  readonly count: { readonly per: "forEach" | "equalTo" | "whereX"; readonly amount: Amount } | null;
}

const CLAUSE_END = "(?= with | named | for each | equal to |, where X is |$)";

/** What follows "token(s)": "that's tapped", "with …", "named …", and a count clause last. */
function parseRest(rest: string): Rest | null {
  let s = rest;
  let tapped = false;
  let withList: string | null = null;
  let named: string | null = null;
  for (;;) {
    const t = /^(?:that's|that are) tapped(?= |$)/.exec(s);
    const w = new RegExp(`^with (.+?)${CLAUSE_END}`).exec(s);
    const n = new RegExp(`^named (.+?)${CLAUSE_END}`).exec(s);
    if (t && !tapped) tapped = true;
    else if (w?.[1] && withList === null) withList = w[1];
    else if (n?.[1] && named === null) named = n[1];
    else break;
    s = s.slice((t ?? w ?? n)?.[0].length ?? 0).trim();
  }
  if (s === "") return { tapped, with: withList, named, count: null };
  const forEach = /^for each (.+)$/.exec(s);
  const equalTo = /^equal to (.+)$/.exec(s);
  const whereX = /^, where X is (.+)$/.exec(s);
  const amount = forEach?.[1]
    ? parseForEach(forEach[1])
    : (equalTo?.[1] ?? whereX?.[1])
      ? parseNumberOf(equalTo?.[1] ?? whereX?.[1] ?? "")
      : null;
  if (amount === null) return null;
  const per = forEach ? "forEach" : equalTo ? "equalTo" : "whereX";
  return { tapped, with: withList, named, count: { per, amount } };
}

/**
 * The number of tokens; the noun agrees with it ("a token", "two tokens"). "a token for each …"
 * is counted, "a number of tokens equal to …" and "X tokens, where X is …" too.
 */
function tokenCount(word: string, plural: boolean, counted: Rest["count"]): Amount | null {
  if (word === "a number of") return plural && counted?.per === "equalTo" ? counted.amount : null;
  if (word === "X" && counted) return plural && counted.per === "whereX" ? counted.amount : null;
  if (counted) return !plural && counted.per === "forEach" && /^(a|an|one)$/.test(word) ? counted.amount : null;
  const n = parseAmount(word);
  if (n === null || (n === 1) === plural) return null;
  return n;
}

/**
 * 111.3: "It has "…"" / "They have "…"" right after a creation: abilities of the tokens' own
 * text. Returns the amended instructions, or null if the sentence is not that.
 */
export function amendCreatedTokens(s: string, before: readonly Effect[]): Effect[] | null {
  const m = /^(It has|They have|Each of them has) (.+)$/.exec(s);
  const last = before.at(-1);
  if (!m?.[1] || !m[2] || last?.do !== "createToken") return null;
  if ((m[1] === "It has") !== (last.count === 1)) return null;
  const abilities = parseGrantedAbilities(m[2], last.token.name);
  if (!abilities) return null;
  return [...before.slice(0, -1), { ...last, token: withAbilities(last.token, abilities) }];
}
