/** Costs of activated abilities, "[Cost] : [Effect]" (Activated Abilities 5). */
export interface AbilityCost {
  readonly rest?: boolean;
  readonly sacrificeSelf?: boolean;
  readonly banishSelf?: boolean;
  readonly removeCounters?: { readonly counter: string; readonly n: number };
  readonly reserve?: number;
  /** Duchess: "costs (1) less … for each Suited object you control with different reserve costs". */
  readonly reserveLessPerDistinctCost?: string;
}

/** Additional costs of playing a card (Cost 4): "As an additional cost … remove X preparation counters". */
export interface AdditionalCost {
  readonly removeChampionCounters: { readonly counter: string; readonly n: "x" | number };
}
