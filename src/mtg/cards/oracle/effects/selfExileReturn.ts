import type { Effect } from "../../../abilities/effect.js";
import { SELF } from "../text/sentences.js";

const RETURN_IT = "Return it to the battlefield under its owner's control at the beginning of the next end step";

/**
 * 603.7a, 400.7: "Exile ~. Return it to the battlefield under its owner's control at the beginning
 * of the next end step." (Aetherling, Fleeting Spirit): "it" is the card ~ became in exile.
 */
export function compileSelfExileReturn(sentences: readonly string[]): { effects: Effect[]; count: number } | null {
  if (!new RegExp(`^Exile ${SELF}$`).test(sentences[0] ?? "") || sentences[1] !== RETURN_IT) return null;
  return { effects: [{ do: "exileSelfReturnAtNextEndStep" }], count: 2 };
}
