import type { ObjectFilter } from "./filter.js";

/** The cost of an activated ability or an additional cost of a spell (118, 602.2b). */
export interface Cost {
  /** Mana symbols, e.g. "{2}{U}"; may contain {X}. */
  readonly mana?: string;
  /** {T} (107.5). */
  readonly tap?: boolean;
  readonly sacrificeSelf?: boolean;
  /** "Exile this card from your graveyard" (embalm, 702.128a): the ability functions only there (113.6m). */
  readonly exileSelfFromGraveyard?: boolean;
  /** "Exile a creature card from your graveyard" (602.2b): the card, in exile, is "the exiled card". */
  readonly exileFromGraveyard?: ObjectFilter;
  /** "… and pay its mana cost": the mana cost of the card exiled to pay (X is 0), paid after it is exiled. */
  readonly payExiledManaCost?: true;
  readonly sacrifice?: ObjectFilter;
  /** "you may sacrifice one or more creatures" (601.2b): any number of permanents matching it, none included. */
  readonly sacrificeAnyNumber?: ObjectFilter;
  readonly discard?: number;
  /** "Discard a Mountain card or a red card" (701.9a): the card discarded must be of that kind. */
  readonly discardFilter?: ObjectFilter;
  /** "Discard X cards" as a spell's additional cost: X is the X announced for it (601.2b). */
  readonly discardX?: true;
  /** "Pay X life" as a spell's additional cost: X is the X announced for it (601.2b, 119.4). */
  readonly payLifeX?: true;
  /** "Discard a card at random" (701.9b): drawn from the hand by the game's seeded generator. */
  readonly discardAtRandom?: number;
  /** "Tap any number of other untapped creatures you control with total power N or more" (crew, 702.122a). */
  readonly crew?: number;
  /** "Discard this card" (cycling, 702.29a). */
  readonly discardSelf?: boolean;
  readonly removeCountersFromSelf?: { readonly kind: string; readonly n: number };
  readonly payLife?: number;
  /** "Exert this permanent" (701.43a): it doesn't untap during its controller's next untap step. */
  readonly exertSelf?: true;
  /** 107.14: "Pay {E}{E}": energy counters removed from the activating player. */
  readonly energy?: number;
  /** "Return an unblocked attacking creature you control to its owner's hand" (ninjutsu, 702.49a). */
  readonly returnUnblockedAttacker?: boolean;
  /**
   * "Tap two untapped Wizards you control" (118.3, 302.6: no {T}, so creatures that came under
   * your control this turn may be tapped): `n` permanents matching `filter` (untapped, yours).
   */
  readonly tapPermanents?: { readonly n: number; readonly filter: ObjectFilter };
  /** "Return two lands you control to their owner's hand" (118.3): `n` permanents matching `filter`. */
  readonly returnPermanents?: { readonly n: number; readonly filter: ObjectFilter };
  /** "Return ~ to its owner's hand" (118.3): the source itself. */
  readonly returnSelf?: true;
  /** Loyalty abilities: +N / -N (606). */
  readonly loyalty?: number;
  /** 107.3c: the {X} of the mana cost is defined by the text ("X is the mana value of the exiled card"), not chosen. */
  readonly xIs?: "linkedExiledManaValue";
}
