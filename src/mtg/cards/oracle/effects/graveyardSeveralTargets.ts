import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { allOf, parseSingular } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

/**
 * 115.1, 601.2c: "Return up to two target creature cards from your graveyard to your hand",
 * "Return two target cards from your graveyard to your hand", "… to the battlefield [tapped]",
 * "Exile up to three target cards from your graveyard" — one target slot of several cards in the
 * caster's graveyard (up to N, or exactly N), named afterwards as "them". Only as the ability's
 * first target: the reference is every target of the spell or ability.
 */
export function compileGraveyardSeveralTargets(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^(return|exile) (up to )?(\S+) target (?:(.+?) )?cards from your graveyard(?: (to your hand|to the battlefield(?: under your control)?))?( tapped)?$/.exec(
      s,
    );
  if (!m?.[1] || !m[3] || ctx.targets.length > 0) return null;
  if ((m[1] === "return") !== (m[5] !== undefined)) return null;
  if (m[6] && m[5] === "to your hand") return null;
  const n = parseCount(m[3]);
  if (n === null || n < 2) return null;
  const filter = m[4] === undefined ? allOf([]) : parseSingular(m[4]);
  if (!filter) return null;
  ctx.targets.push({ spec: { kind: "card", zone: "graveyard", filter, whose: "you" }, min: m[2] ? 0 : n, max: n });
  const what = { ref: "targets" } as const;
  ctx.pronoun = what;
  if (m[1] === "exile") return [{ do: "exile", what }];
  if (m[5] === "to your hand") return [{ do: "returnToHand", what }];
  return [{ do: "putOntoBattlefield", what, under: "you", ...(m[6] ? { tapped: true as const } : {}) }];
}
