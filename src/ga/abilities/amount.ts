import type { GaFilter } from "./filter.js";
import type { ObjRef } from "./ref.js";

/** A number an effect uses: written, X, or read from the game. */
export type Amount =
  | number
  /** X as chosen when the card was played (Cost 9.c), plus N. */
  | { readonly amount: "x"; readonly plus?: number }
  /** An object's reserve cost (Echoic Guard). */
  | { readonly amount: "reserveCostOf"; readonly of: ObjRef }
  /** Total base power among objects matching the filter (Cheshire Cat). */
  | { readonly amount: "basePowerSum"; readonly filter: GaFilter };
