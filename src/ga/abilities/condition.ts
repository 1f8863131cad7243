import type { ObjRef } from "./ref.js";

/** Conditions of "as long as", "if" and "activate only if" text. */
export type GaCondition =
  | { readonly if: "rested"; readonly of: ObjRef }
  | { readonly if: "property"; readonly property: "imbued" | "brewed" | "prepared" | "empowered"; readonly of: ObjRef }
  | { readonly if: "xAtLeast"; readonly n: number }
  | { readonly if: "yourChampionAttacking" }
  | { readonly if: "objectType"; readonly of: ObjRef; readonly subtype: string };
