import type { Effect } from "../../../abilities/effect.js";
import type { ObjectFilter } from "../../../abilities/filter.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { parseTypeList } from "../copy/spellCopyTypeList.js";
import { player } from "../text/mentions.js";
import { parseTargetPhrase } from "../text/subjects.js";
import { parseCardQuality } from "./librarySearch.js";

const PUT = "put (?:it|that card) onto the battlefield under your control";
const SEARCH = new RegExp(
  `^Search (target player|target opponent|that player)'s library for (an? .+?)(?: and ${PUT})?$`,
);

/**
 * 701.23a, 701.24a: "Search target opponent's library for a creature card and put that card onto
 * the battlefield under your control. Then that player shuffles." (also with the putting as a
 * sentence of its own), and "Choose target permanent an opponent controls. Search that player's
 * library for a card with the same name and put it onto the battlefield under your control. Then
 * that player shuffles." (201.2). The controller searches; the library's owner shuffles it.
 */
export function compileSearchOpponentLibraryPut(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const chosen = /^Choose (target .+)$/.exec(sentences[0] ?? "")?.[1];
  const at = chosen === undefined ? 0 : 1;
  const m = SEARCH.exec(sentences[at] ?? "");
  if (!m?.[1] || !m[2]) return null;
  const put = (sentences[at] ?? "").endsWith("under your control") ? 0 : 1;
  if (put === 1 && !new RegExp(`^${PUT}$`, "i").test(sentences[at + 1] ?? "")) return null;
  if (sentences[at + 1 + put] !== "Then that player shuffles") return null;
  const sought = soughtCard(m[2], chosen !== undefined);
  if (!sought) return null;
  const whose = chosen === undefined ? searchedPlayer(m[1], ctx) : chosenController(chosen, m[1], ctx);
  if (!whose) return null;
  const search: Effect = {
    do: "searchLibraryFor",
    filter: sought,
    max: 1,
    to: "battlefield",
    whose,
    ...(chosen === undefined ? {} : { sameNameAs: { ref: "target", index: ctx.targets.length - 1 } }),
  };
  return { effects: [search], count: at + 2 + put };
}

/** "a creature card", "an artifact, creature, enchantment, or land card"; "a card with the same name" after "Choose target …". */
function soughtCard(phrase: string, named: boolean): ObjectFilter | null {
  if (named) return phrase === "a card with the same name" ? parseCardQuality("") : null;
  const quality = /^an? (.+) card$/.exec(phrase)?.[1];
  return quality === undefined ? null : (parseCardQuality(quality) ?? parseTypeList(`a ${quality}`));
}

/** "target opponent's library": a new player target. */
function searchedPlayer(phrase: string, ctx: EffectContext): PlayerRef | null {
  const who = player(phrase, ctx);
  if (!who?.slot) return null;
  ctx.targets.push(who.slot);
  return who.who;
}

/** "Choose target permanent an opponent controls. Search that player's library …": its controller. */
function chosenController(target: string, phrase: string, ctx: EffectContext): PlayerRef | null {
  const t = parseTargetPhrase(target);
  if (phrase !== "that player" || t?.spec.kind !== "permanent") return null;
  ctx.targets.push(t);
  return { ref: "controllerOfTarget", index: ctx.targets.length - 1 };
}
