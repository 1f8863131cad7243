import type { Color } from "../model/color.js";
import type { AbilityDef } from "./ability.js";

/** The characteristics a token-creating effect defines (111.3, 111.4). */
export interface TokenSpec {
  readonly name: string;
  readonly colors: readonly Color[];
  readonly supertypes?: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly power?: number;
  readonly toughness?: number;
  readonly abilities?: readonly AbilityDef[];
  /** Rules text shown for the token, for explanations. */
  readonly text?: string;
  /** A double-faced token's back face (111.10i: the Incubator's Phyrexian Token). */
  readonly back?: TokenSpec;
}
