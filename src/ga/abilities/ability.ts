import type { GaCondition } from "./condition.js";
import type { GaStaticEffect } from "./continuous.js";
import type { AbilityCost, AdditionalCost } from "./cost.js";
import type { CopyException } from "./copyException.js";
import type { GaEffect } from "./effect.js";
import type { GaFilter } from "./filter.js";
import type { GaKeyword } from "./keyword.js";
import type { Restriction } from "./restriction.js";
import type { TargetSpec } from "./target.js";
import type { GaTrigger } from "./trigger.js";

/** What every Grand Archive ability has: its printed text and restriction bubbles. */
export interface Base {
  /** The paragraph of rules text, exactly as printed. */
  readonly text: string;
  /** Restriction bubbles before the text (Restriction Abilities 2). */
  readonly restrictions?: readonly Restriction[];
}

/** A mode of a modal card (glossary Modes). */
export interface GaMode {
  readonly text: string;
  readonly targets?: readonly TargetSpec[];
  readonly effects: readonly GaEffect[];
}

/**
 * One ability of a card (Abilities 1-3): a paragraph of rules text. The kinds follow the rules:
 * keywords, static (continuous effects and cost modifiers), triggered, activated, the text an
 * action resolves, modes, "enters as a copy" (Static Copying), and text the engine keeps but does
 * not carry out.
 */
export type GaAbilityDef =
  | (Base & { readonly kind: "keyword"; readonly keywords: readonly GaKeyword[] })
  | (Base & { readonly kind: "static"; readonly effects: readonly GaStaticEffect[] })
  /** Static Abilities 4: modifies the payment, never the printed cost. */
  | (Base & { readonly kind: "costModifier"; readonly by: number; readonly appliesTo: "self" | "chosenName" })
  | (Base & { readonly kind: "additionalCost"; readonly cost: AdditionalCost })
  | (Base & { readonly kind: "playCondition"; readonly condition: GaCondition })
  | (Base & {
      readonly kind: "triggered";
      readonly trigger: GaTrigger;
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly GaEffect[];
    })
  | (Base & {
      readonly kind: "activated";
      readonly cost: AbilityCost;
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly GaEffect[];
      readonly oncePerGame?: boolean;
    })
  /** What an action (or attack) does as it resolves (Resolution 2). */
  | (Base & {
      readonly kind: "resolve";
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly GaEffect[];
    })
  /** "Choose one. Class Bonus: Choose up to two instead—" (Card Activation 1.4). */
  | (Base & {
      readonly kind: "modal";
      readonly choose: number;
      readonly classBonusChoose?: number;
      readonly modes: readonly GaMode[];
    })
  /** Static Copying 1: "enters the field as a copy of …". */
  | (Base & {
      readonly kind: "entersAsCopy";
      readonly optional: boolean;
      readonly filter: GaFilter;
      readonly exceptions: readonly CopyException[];
    })
  /** Rules text the engine does not carry out: it exists, is copied and shown, and is reported. */
  | (Base & { readonly kind: "text"; readonly reason: string })
  /** Reminder text alone in a paragraph: no gameplay meaning (Text Box 2.a). */
  | (Base & { readonly kind: "reminder" });

export type GaAbilityKind = GaAbilityDef["kind"];
