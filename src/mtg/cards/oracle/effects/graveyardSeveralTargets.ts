import type { Effect } from "../../../abilities/effect.js";
import type { TargetSlot } from "../../../abilities/target.js";
import type { EffectContext } from "../effects.js";
import { allOf, parseSingular } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

/**
 * 115.1, 601.2c: several target cards in a graveyard, one target slot — "Return up to two target
 * creature cards from your graveyard to your hand", "… to the battlefield [tapped]", "Exile up to
 * three target cards from your graveyard", "Exile X target creature cards from your graveyard"
 * (601.2b: X is announced, then exactly X targets, or up to X). Named afterwards as "them" (the
 * targets) or, once exiled, as the cards exiled this way (400.7). Only as the ability's first
 * target: the reference is every target of the spell or ability.
 */
export function compileGraveyardSeveralTargets(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^(return|exile) (up to )?(\S+) target (?:(.+?) )?cards( with [^X]+)? from (your|a) graveyard(?: (to your hand|to the battlefield(?: under your control)?))?( tapped)?$/.exec(
      s,
    );
  if (!m?.[1] || !m[3] || ctx.targets.length > 0) return null;
  const [, verb, upTo, count, noun, quality, whose, to, tapped] = m;
  if ((verb === "return") !== (to !== undefined)) return null;
  if (tapped && to === "to your hand") return null;
  // A card returns to its owner's hand (400.3), and "under your control" is said of your own cards here.
  if (to !== undefined && whose !== "your") return null;
  const n = count === "X" ? "X" : parseCount(count ?? "");
  if (n === null || (n !== "X" && n < 2)) return null;
  const filter =
    noun === undefined ? (quality === undefined ? allOf([]) : null) : parseSingular(noun + (quality ?? ""));
  if (!filter) return null;
  const spec = { kind: "card", zone: "graveyard", filter, whose: whose === "your" ? "you" : "any" } as const;
  const slot: TargetSlot =
    n === "X" ? { spec, countX: true, ...(upTo ? { min: 0 } : {}) } : { spec, min: upTo ? 0 : n, max: n };
  ctx.targets.push(slot);
  const what = { ref: "targets" } as const;
  if (verb === "exile") {
    ctx.pronoun = { ref: "exiledThisWay" };
    return [{ do: "exileThisWay", what }];
  }
  ctx.pronoun = what;
  if (to === "to your hand") return [{ do: "returnToHand", what }];
  return [{ do: "putOntoBattlefield", what, under: "you", ...(tapped ? { tapped: true as const } : {}) }];
}
