import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention, player } from "../text/mentions.js";

/**
 * 401.4: "put target creature on top of its owner's library", "put all creatures on the bottom of
 * their owners' libraries"; 406.2: "exile target player's graveyard".
 */
export function compileZoneInstruction(s: string, ctx: EffectContext): Effect[] | null {
  const put = /^put (.+) on (top|the bottom) of (its owner's library|their owners' libraries)$/.exec(s);
  if (put?.[1] && put[2] && put[3]) {
    const what = mention(put[1], ctx);
    if (!what || what.plural !== put[3].startsWith("their")) return null;
    return [{ do: "putInLibrary", what: commit(ctx, what), at: put[2] === "top" ? "top" : "bottom" }];
  }
  const exile = /^exile (.+)'s graveyard$/.exec(s);
  const who = exile?.[1] ? player(exile[1], ctx) : null;
  if (!who || who.who.ref === "you") return null;
  if (who.slot) ctx.targets.push(who.slot);
  return [{ do: "exileGraveyard", who: who.who }];
}
