import type { PlayerId } from "./object.js";

/**
 * How long an effect's permission to play a card from exile lasts (611.2a): "this turn" / "until
 * end of turn"; "until the end of your next turn"; "during your next turn" (not before it: Galvanic
 * Relay's ruling); "for as long as it remains exiled". Every one also ends when the card leaves
 * exile, since it is then a new object (400.7).
 */
export type PlayPermissionDuration = "thisTurn" | "untilEndOfYourNextTurn" | "duringYourNextTurn" | "whileExiled";

/**
 * An effect's permission, kept on the exiled card, for a player to play it (cast it, or play it as
 * a land, 305.2) or only to cast it (601.2, 601.3). Its timing and costs are the card's own
 * (Dark-Dweller Oracle's rulings), unless "without paying its mana cost" (118.9).
 */
export interface PlayPermission {
  readonly player: PlayerId;
  readonly action: "play" | "cast";
  readonly lasts: PlayPermissionDuration;
  /** The turn number it was granted in: "your next turn" is a later one. */
  readonly since: number;
  readonly withoutPayingManaCost?: true;
  /** 609.4b: "and you may spend mana as though it were mana of any color / type to cast that spell". */
  readonly spendAsAny?: "color" | "type";
  /** 118.9: "pay life equal to that spell's mana value rather than pay its mana cost" (Xander's Pact). */
  readonly payLifeInstead?: true;
  /** The name of the spell or ability's source that granted it, for explanations. */
  readonly source: string | null;
}
