import type { Layout } from "../model/card.js";
import type { Color } from "../model/color.js";

/** A face's printed data, as the reference card data gives it (no abilities). */
export interface PrintedFace {
  readonly name: string;
  readonly manaCost: string | null;
  readonly colorIndicator: readonly Color[] | null;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly defense: string | null;
  readonly oracleText: string;
  /** The face's French name (multi-face cards: the reference gives French names per face). */
  readonly nameFr?: string;
}

export interface PrintedCard {
  readonly name: string;
  readonly nameFr?: string;
  readonly layout: Layout;
  readonly meldResult?: string;
  readonly faces: readonly PrintedFace[];
}
