import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseTargetPhrase } from "../text/subjects.js";

const RETURN =
  /^(If you do, r|R)eturn (it|that card|the exiled card) to the battlefield under (its owner's|your) control at the beginning of the next end step$/;

/**
 * 603.7a, 603.7c, 400.7: "Exile target creature. Return that card to the battlefield under its
 * owner's control at the beginning of the next end step." (and "You may exile target …. If you do,
 * return …", "… under your control") — the delayed ability refers to the card the target became in
 * exile, a new object; if that card has left exile when it resolves, nothing returns.
 */
export function compileExileTargetReturn(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const exile = /^(you may )?exile ((?:another )?target .+)$/i.exec(sentences[0] ?? "");
  const back = RETURN.exec(sentences[1] ?? "");
  if (!exile?.[2] || !back || Boolean(exile[1]) !== (back[1] === "If you do, r")) return null;
  const target = parseTargetPhrase(exile[2]);
  if (target?.spec.kind !== "permanent" || target.min !== undefined) return null;
  const index = ctx.targets.length;
  ctx.targets.push(target);
  ctx.pronoun = null;
  const first: Effect = { do: "exile", what: { ref: "target", index } };
  const returnIt: Effect = {
    do: "putOntoBattlefield",
    what: { ref: "triggerObject" },
    under: back[3] === "your" ? "you" : "owner", // 610.3c: its owner's unless otherwise specified
  };
  const delayed: Effect = { do: "atNextEndStep", effects: [returnIt], about: { ref: "movedTarget", index } };
  return { effects: exile[1] ? [{ do: "mayThen", first, ifYouDo: [delayed] }] : [first, delayed], count: 2 };
}
