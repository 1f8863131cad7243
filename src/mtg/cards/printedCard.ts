import type { FaceDef, Layout } from "../model/card.js";

/** A face's printed data, as the reference card data gives it: a face without its abilities. */
export type PrintedFace = Omit<FaceDef, "abilities" | "colors">;

export interface PrintedCard {
  readonly name: string;
  readonly nameFr?: string;
  readonly layout: Layout;
  readonly meldResult?: string;
  readonly faces: readonly PrintedFace[];
}
