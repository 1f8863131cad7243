/**
 * Casting keywords (702) whose rules are in `rules/casting/` (one module each): they change where a
 * card can be cast from, what its cost is, or what happens as the spell resolves.
 */
export const CASTING_KEYWORDS_WITH_COST = [
  /** 702.27a: Buyback [cost] — an optional additional cost; paid, the spell returns to its owner's hand. */
  "buyback",
  /** 702.74a: Evoke [cost] — an alternative cost; paid, the permanent is sacrificed as it enters. */
  "evoke",
  /** 702.109a: Dash [cost] — an alternative cost; paid, haste, and back to hand at the next end step. */
  "dash",
  /** 702.152a: Blitz [cost] — an alternative cost; paid, haste, "dies: draw a card", sacrificed at the next end step. */
  "blitz",
  /** 702.117a: Surge [cost] — an alternative cost if you cast another spell this turn. */
  "surge",
  /** 702.35a: Madness [cost] — discarded, it is exiled and may be cast from exile for [cost]. */
  "madness",
  /** 702.143a: Foretell [cost] — exiled from the hand for {2}, cast on a later turn for [cost]. */
  "foretell",
  /** 702.42a: Entwine [cost] — an optional additional cost; paid, all modes of the spell are chosen. */
  "entwine",
  /** 702.96a: Overload [cost] — an alternative cost; paid, "target" in its text becomes "each". */
  "overload",
  /** 702.94a: Miracle [cost] — revealed as the first card drawn in a turn, it may be cast for [cost]. */
  "miracle",
  /** 702.137a: Spectacle [cost] — an alternative cost if an opponent lost life this turn. */
  "spectacle",
  /** 702.103a: Bestow [cost] — an alternative cost; paid, it is cast as an Aura spell with enchant creature. */
  "bestow",
  /** 702.33c: Multikicker [cost] — an additional cost paid any number of times (rules/casting/multikicker.ts). */
  "multikicker",
  /** 702.120a: Escalate [cost] — an additional cost paid for each mode chosen beyond the first (rules/casting/escalate.ts). */
  "escalate",
  /** 702.119a: Emerge [cost] — an alternative cost: sacrifice a creature, the cost reduced by its mana value (rules/casting/emerge.ts). */
  "emerge",
  /** 702.76a: Prowl [cost] — an alternative cost if a source of yours with one of its creature types dealt combat damage to a player this turn (rules/casting/prowl.ts). */
  "prowl",
] as const;

/** Casting keywords whose line the compiler reads whole (its cost has a comma). */
export const CASTING_KEYWORD_LINES = [
  /** 702.138a: Escape—[cost], Exile N other cards from your graveyard — cast from the graveyard. */
  "escape",
  /** 702.113a: Awaken N—[cost] — an alternative cost; paid, N +1/+1 counters on target land you control, which becomes a creature. */
  "awaken",
] as const;

/** Casting keywords printed alone. */
export const BARE_CASTING_KEYWORDS = [
  /** 702.133a: Jump-start — cast from the graveyard by discarding a card; exiled as it leaves the stack. */
  "jump-start",
  /** 702.88a: Rebound — cast from the hand, exiled as it resolves and may be cast at your next upkeep. */
  "rebound",
  /** 702.127a: Aftermath — this half of a split card is cast only from a graveyard, then exiled. */
  "aftermath",
  /** 702.132a: Assist — another player may pay any amount of the spell's generic mana. */
  "assist",
  /** 702.125a: Undaunted — the spell costs {1} less for each opponent (rules/casting/undaunted.ts). */
  "undaunted",
] as const;

/**
 * 702.34a flashback, 702.133a jump-start, 702.127a aftermath (cast from a graveyard): a spell cast with one of these (its decisions' `paidCosts`)
 * is exiled instead of put anywhere else any time it would leave the stack.
 */
export const EXILED_LEAVING_STACK: readonly string[] = ["flashback", "jump-start", "aftermath"];

export const CASTING_KEYWORDS = [
  ...CASTING_KEYWORDS_WITH_COST,
  ...CASTING_KEYWORD_LINES,
  ...BARE_CASTING_KEYWORDS,
] as const;
export type CastingKeywordName = (typeof CASTING_KEYWORDS)[number];
