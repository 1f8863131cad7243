import type { AbilityDef } from "../../abilities/ability.js";
import type { Effect } from "../../abilities/effect.js";
import type { EffectContext } from "./effects.js";
import { commit, mention } from "./mentions.js";
import { SELF } from "./sentences.js";

/**
 * Linked exile (607.2a, 610.3): "exile target creature an opponent controls until ~ leaves the
 * battlefield"; "return the exiled card to the battlefield under its owner's control" in an ability
 * linked to one that exiled it.
 */
export function compileLinkedExile(s: string, ctx: EffectContext): Effect[] | null {
  return exileUntilLeaves(s, ctx) ?? returnExiled(s);
}

/** 610.3: "exile [objects] until ~ leaves the battlefield". */
function exileUntilLeaves(s: string, ctx: EffectContext): Effect[] | null {
  const m = new RegExp(`^exile (.+) until ${SELF} leaves the battlefield$`).exec(s);
  const what = m?.[1] ? mention(m[1], ctx) : null;
  if (!what) return null;
  return [{ do: "exileUntilSourceLeaves", what: commit(ctx, what) }];
}

/**
 * 607.2a: "return the exiled card to the battlefield under its owner's control", "return the exiled
 * cards to their owners' hands": the cards a linked ability of the source exiled, still in exile.
 */
function returnExiled(s: string): Effect[] | null {
  const m =
    /^return the exiled (card|cards) (to the battlefield under (?:its|their) owner(?:'s|s') control|to (?:its|their) owner(?:'s|s') hands?)$/.exec(
      s,
    );
  if (!m?.[1] || !m[2]) return null;
  const plural = m[1] === "cards";
  // The possessive agrees with the noun: "the exiled card … its owner's", "the exiled cards … their".
  if (/ (its|their) /.exec(m[2])?.[1] !== (plural ? "their" : "its")) return null;
  const what = { ref: "linkedExiled" } as const;
  return m[2].startsWith("to the battlefield") ? [{ do: "returnToBattlefield", what }] : [{ do: "returnToHand", what }];
}

/**
 * 607.2a: on a permanent card, an ability that refers to "the exiled card(s)" is linked to the
 * abilities printed with it that exile: those exiles are remembered (`exileAndLink`). An ability
 * that refers to them with no other ability exiling anything is not understood: it stays text.
 */
export function linkExiles(abilities: readonly AbilityDef[]): AbilityDef[] {
  const refers = (a: AbilityDef) => effectsOf(a).some((e) => JSON.stringify(e).includes('"linkedExiled"'));
  if (!abilities.some(refers)) return [...abilities];
  let linked = false;
  const out = abilities.map((a): AbilityDef => {
    if ((a.kind !== "triggered" && a.kind !== "activated") || refers(a)) return a;
    const effects = a.effects.map((e): Effect => (e.do === "exile" ? { do: "exileAndLink", what: e.what } : e));
    if (effects.some((e) => e.do === "exileAndLink" || e.do === "exileUntilSourceLeaves")) linked = true;
    return { ...a, effects };
  });
  if (linked) return out;
  return abilities.map((a) =>
    refers(a) ? { kind: "text", text: a.text, reason: "no ability of this card exiles the card it refers to" } : a,
  );
}

function effectsOf(a: AbilityDef): readonly Effect[] {
  return a.kind === "triggered" || a.kind === "activated" || a.kind === "spell" ? a.effects : [];
}
