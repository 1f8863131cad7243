import type { ActivationProperty } from "./properties.js";

/**
 * The two editions of the Grand Archive rules Doppel implements (docs/ga-editions.md):
 * `ga` — the official rules as mirrored on 2026-08-21 (Copy page rewritten 2026-04-20);
 * `ga-2025` — the Copy page of the seed (2025-07-25) and the Effects Stack as it worked before
 * the 2026-04-20 rework, described by that day's changelog.
 */
export type Edition = "ga" | "ga-2025";

export interface EditionRules {
  readonly edition: Edition;
  /** Copying Objects 1.a: the card properties an object copy carries over. */
  readonly objectCopyCarries: readonly ActivationProperty[];
  readonly objectCopyRule: string;
  /**
   * Copying Abilities 4: a token made from a copied activation of an object-type card has the
   * characteristics of the card in the Effects Stack, static modifications included (`stackCard`),
   * or its printed values (`printed`).
   */
  readonly copiedActivationToken: "stackCard" | "printed";
  /**
   * The Effects Stack: `instances` — a played card is a timestamped template and each activation,
   * original or copy, an instance reading it (Playing Cards 6-9); `cards` — each copy is a card of
   * its own on the stack (the pre-2026-04-20 model, Copy General 1.e of 2025).
   */
  readonly stackModel: "instances" | "cards";
  /** Empower: an Effects Stack property copies inherit (true), or a player effect (false). */
  readonly empoweredIsProperty: boolean;
}

export const EDITIONS: Readonly<Record<Edition, EditionRules>> = {
  ga: {
    edition: "ga",
    objectCopyCarries: [],
    objectCopyRule: "Copy: Copying Objects 1.a",
    copiedActivationToken: "stackCard",
    stackModel: "instances",
    empoweredIsProperty: true,
  },
  "ga-2025": {
    edition: "ga-2025",
    objectCopyCarries: ["imbued"],
    objectCopyRule: "Copy (2025): Copying Objects 1.a",
    copiedActivationToken: "printed",
    stackModel: "cards",
    empoweredIsProperty: false,
  },
};

/** How rule citations name the edition's Copy page. */
export function copyPage(edition: Edition): string {
  return edition === "ga" ? "Copy" : "Copy (2025)";
}
