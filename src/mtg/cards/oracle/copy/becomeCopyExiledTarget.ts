import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";
import { parseTargetPhrase } from "../text/subjects.js";

/**
 * 603.5, 707.4, 608.2h, 603.7a: "You may exile another target nontoken creature. If you do, ~
 * becomes a copy of that creature until end of turn. Return the exiled card to the battlefield
 * under its owner's control at the beginning of the next end step." — the copy is of the creature
 * as it last existed on the battlefield, and the delayed ability returns the card it became in
 * exile (400.7).
 */
export function compileExileBecomeCopyReturn(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const exile = /^you may exile (another target .+|target .+)$/i.exec(sentences[0] ?? "");
  const become = new RegExp(`^If you do, ${SELF} becomes a copy of that creature until end of turn$`).test(
    sentences[1] ?? "",
  );
  const back =
    sentences[2] ===
    "Return the exiled card to the battlefield under its owner's control at the beginning of the next end step";
  const target = exile?.[1] ? parseTargetPhrase(exile[1]) : null;
  if (!become || !back || target?.spec.kind !== "permanent" || target.min !== undefined) return null;
  const index = ctx.targets.length;
  ctx.targets.push(target);
  ctx.pronoun = null;
  const returnIt: Effect = { do: "returnToBattlefield", what: { ref: "triggerObject" } };
  return {
    effects: [
      {
        do: "mayThen",
        first: { do: "exile", what: { ref: "target", index } },
        ifYouDo: [
          {
            do: "becomeCopy",
            what: { ref: "self" },
            of: { ref: "target", index },
            exceptions: [],
            duration: "endOfTurn",
            lastKnown: true,
          },
          { do: "atNextEndStep", effects: [returnIt], about: { ref: "movedTarget", index } },
        ],
      },
    ],
    count: 3,
  };
}
