import type { Color } from "../model/color.js";
import type { TokenKeyword } from "../model/object.js";
import type { AbilityDef } from "./ability.js";
import type { Amount } from "./amount.js";
import type { Keyword } from "./keyword.js";

/**
 * One exception to the copying process (707.9), as data. Modifications become part of the copy's
 * copiable values (707.9b); additional effects (707.9e) are applied by the replacement effect
 * that makes the copy, and only if no later copy effect is applied.
 */
export type CopyException =
  /** 707.9a: "except it has [ability]" / "except it has this ability". */
  | { readonly except: "hasAbilities"; readonly abilities: readonly AbilityDef[] }
  /** The ability that generates this copy effect, copied in ("except it has this ability"). */
  | { readonly except: "hasThisAbility" }
  /** 707.9b: "except its name is …". */
  | { readonly except: "name"; readonly name: string }
  /** 707.9b: "except it's 7/7" — a specific value (707.9d: P/T-defining CDAs not copied). */
  | { readonly except: "pt"; readonly power?: number; readonly toughness?: number }
  /** 707.9b: "except it's [types] in addition to its other types" (707.9d: type CDAs still copied). */
  | {
      readonly except: "additionalTypes";
      readonly types?: readonly string[];
      readonly subtypes?: readonly string[];
      readonly supertypes?: readonly string[];
    }
  /** 707.9b, 205.1a: "except it's a 1/1 green Frog" — these creature types replace its creature types only. */
  | { readonly except: "creatureTypes"; readonly subtypes: readonly string[] }
  /**
   * 707.9b, 205.3d: "except it's a Vehicle artifact … and it loses all other card types": the card
   * types become `types`; the subtypes it keeps are those of these types, with `subtypes` added.
   */
  | { readonly except: "onlyTypes"; readonly types: readonly string[]; readonly subtypes: readonly string[] }
  /** "except it isn't legendary". */
  | { readonly except: "notSupertypes"; readonly supertypes: readonly string[] }
  /** 707.9c: "except it doesn't copy that creature's color" (707.9d: no color indicator, no color CDA). */
  | { readonly except: "keepOriginalColor" }
  /** Fork: "except that the copy is red" (707.9b, 707.9d). */
  | { readonly except: "colors"; readonly colors: readonly Color[] }
  /** 707.9e: "except it enters with X additional +1/+1 counters" — an additional effect. */
  | { readonly except: "entersWithCounters"; readonly kind: string; readonly amount: Amount }
  /** 707.9b: values given outright ("except it's a [type]", "its mana cost is …"). */
  | {
      readonly except: "setValues";
      readonly manaCost?: string | null;
      readonly types?: readonly string[];
      readonly subtypes?: readonly string[];
      readonly supertypes?: readonly string[];
      readonly loyalty?: number;
      readonly defense?: number;
    }
  /** 702.50a: "copy this spell except for its epic ability" — the copy lacks that keyword. */
  | { readonly except: "withoutKeyword"; readonly keyword: Keyword }
  /** 707.9f: exceptions that apply only if the copy would be a [type] without them (Moritte). */
  | { readonly except: "ifType"; readonly type: string; readonly apply: readonly CopyException[] }
  /** 707.9: exceptions that apply only if the copier's controller controls the object copied (Undercover Operative). */
  | { readonly except: "ifYouControlCopied"; readonly apply: readonly CopyException[] }
  /** Exceptions that apply only to a token an embalm / eternalize ability made ("if ~ was embalmed", 702.128a). */
  | { readonly except: "ifKeywordToken"; readonly keyword: TokenKeyword; readonly apply: readonly CopyException[] };

/** What a copy effect copies (707.1): the object to copy is chosen as the effect applies. */
export interface CopySpec {
  readonly exceptions: readonly CopyException[];
}
