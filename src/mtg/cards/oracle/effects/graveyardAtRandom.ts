import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { allOf, parseSingular } from "../text/subjects.js";
import { parseAmount } from "../text/words.js";

const TO = { "": "exile", " to your hand": "hand", " to the battlefield": "battlefield" } as const;

/**
 * "exile an instant or sorcery card at random from your graveyard", "return two creature cards at
 * random from your graveyard to your hand", "return a Zombie card at random from your graveyard to
 * the battlefield": the cards are chosen at random as the instruction is carried out (608.2c).
 */
export function compileAtRandomFromGraveyard(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^(exile|return) (\S+) (?:(.+?) )?cards? at random from your graveyard( to your hand| to the battlefield)?$/.exec(
      s,
    );
  if (!m?.[1] || !m[2]) return null;
  const destination = m[4] ?? "";
  if ((m[1] === "exile") !== (destination === "")) return null;
  const count = parseAmount(m[2] === "an" ? "a" : m[2]);
  const filter = m[3] === undefined ? allOf([]) : parseSingular(m[3]);
  if (count === null || !filter) return null;
  // The noun agrees with the count: "a card", "two cards".
  if (s.includes(" cards at random") === (count === 1)) return null;
  const to = TO[destination as keyof typeof TO];
  ctx.pronoun = to === "exile" ? { ref: "exiledThisWay" } : count === 1 ? { ref: "thisWay" } : null;
  return [{ do: "moveAtRandomFromGraveyard", filter, count, to }];
}
