import type { GaFace } from "../model/card.js";
import type { GaObjectId } from "../model/object.js";
import type { GaAbilityDef } from "./ability.js";

/** "… except …" of a copy effect: changes made to the copied values (Copy; glossary Copy). */
export type CopyException =
  | { readonly except: "name"; readonly name: string }
  | { readonly except: "addAbility"; readonly ability: GaAbilityDef }
  | { readonly except: "addTypes"; readonly types?: readonly string[]; readonly subtypes?: readonly string[] }
  | { readonly except: "power"; readonly by: number }
  /** The copy is not Prepared (Slice and Dice). */
  | { readonly except: "notPrepared" };

/** What a copy copied, for explanations. */
export interface CopyNote {
  readonly from: GaObjectId;
  readonly name: string | null;
  readonly exceptions: readonly string[];
  readonly rule: string;
}

/** The values a copy effect grants: one face, fixed when the effect begins (Game Effects 7). */
export interface CopySnapshot {
  readonly face: GaFace;
  readonly note: CopyNote;
}
