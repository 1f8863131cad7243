import type { Effect } from "../../../abilities/effect.js";
import { compileBecomeCopy } from "./copyBecome.js";
import { compileCopyCard } from "./copyCards.js";
import type { EffectContext } from "../effects.js";
import { compileWhenYouCastNext } from "./copySpellNextCast.js";
import { compileCopyNextWhenCast } from "./spellCopyNextCast.js";
import { compileWhenYouNextCastOrActivate } from "./spellCopyNextCastOrLoyalty.js";
import { compileCopySpell } from "./copySpells.js";
import { compileCasterCopies, compileWheneverCastThisTurn } from "./spellCopyCastThisTurn.js";
import { compileReturnThatSpell } from "../effects/spellReturnToHand.js";
import { compileCopySelfIfCastFromGraveyard } from "./spellCopyFromGraveyard.js";
import { compileTokenCopy } from "./copyTokens.js";
import { compileWheneverEntersThisTurn } from "../triggers/entersThisTurnTrigger.js";
import { compileNextEntersAsCopies } from "./copyNextEnters.js";

/** The copy instructions (707): copying a spell, copying a card, creating token copies, becoming a copy. */
export function compileCopyInstruction(s: string, ctx: EffectContext): Effect[] | null {
  return (
    compileCopySpell(s, ctx) ??
    compileWhenYouCastNext(s, ctx) ??
    compileCopyNextWhenCast(s, ctx) ??
    compileWhenYouNextCastOrActivate(s, ctx) ??
    compileWheneverCastThisTurn(s, ctx) ??
    compileWheneverEntersThisTurn(s, ctx) ??
    compileCasterCopies(s, ctx) ??
    compileReturnThatSpell(s, ctx) ??
    compileCopySelfIfCastFromGraveyard(s, ctx) ??
    compileCopyCard(s, ctx) ??
    compileTokenCopy(s, ctx) ??
    compileBecomeCopy(s, ctx) ??
    compileNextEntersAsCopies(s, ctx)
  );
}
