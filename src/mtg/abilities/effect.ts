import type { CostChange } from "./costChange.js";
import type { TriggerEvent } from "./trigger.js";
import type { Color } from "../model/color.js";
import type { TokenKeyword } from "../model/object.js";
import type { PlayPermissionDuration } from "../model/playPermission.js";
import type { AbilityDef, TriggeredAbility } from "./ability.js";
import type { Amount } from "./amount.js";
import type { Condition } from "./condition.js";
import type { ContinuousPart } from "./continuous.js";
import type { CopyException } from "./copyException.js";
import type { ObjectFilter } from "./filter.js";
import type { ObjectRef, PlayerRef } from "./ref.js";
import type { RuleEffect } from "./ruleEffect.js";
import type { TokenSpec } from "./token.js";

/** How long a continuous effect from a resolving spell or ability lasts (611.2a-b). */
export type Duration =
  | "endOfTurn"
  /** Vesuvan Shapeshifter: "until [it] is turned face down". */
  | "untilTurnedFaceDown"
  | "permanent"
  /** "for as long as [source] remains on the battlefield" / "for as long as you control [source]" (611.2b). */
  | "whileSourceOnBattlefield"
  | "whileYouControlSource"
  /** 702.99a (cipher): "for as long as the encoded card remains exiled" — the card linked to the granted ability. */
  | "whileEncodedCardExiled"
  /** "until your next turn": ends as the next turn of the effect's controller begins (Shapesharer's ruling). */
  | "untilYourNextTurn";

/** A choice made as the effect happens (608.2d), stored by its key for later instructions. */
export type ResolutionChoice =
  | { readonly choose: "color"; readonly key: string }
  /** "Choose a creature type." (608.2d): "of the chosen type" in the instructions after it. */
  | { readonly choose: "creatureType" };

/** One instruction of a spell or ability, carried out in order as it resolves (608.2c). */
export type Effect =
  /**
   * `by`: the object that deals the damage, when not the source ("target creature you control deals …", 120.3).
   * `to: "eachTarget"`: every legal target, players too ("N damage to each of up to six targets", 115.1);
   * `also`: "… and M damage to …" — more damage the same source deals in the same event (120.3).
   */
  | {
      readonly do: "dealDamage";
      readonly amount: Amount;
      readonly to: ObjectRef | "targetAny" | "eachTarget";
      readonly by?: ObjectRef;
      readonly also?: { readonly amount: Amount; readonly to: ObjectRef };
    }
  /** `cantBeRegenerated`: "It can't be regenerated" (701.19c): no regeneration shield replaces this destruction. */
  | { readonly do: "destroy"; readonly what: ObjectRef; readonly cantBeRegenerated?: true }
  | { readonly do: "exile"; readonly what: ObjectRef }
  /**
   * 603.7a, 400.7: "Exile ~. Return it to the battlefield under its owner's control at the
   * beginning of the next end step" — the permanent exiles itself and a delayed ability returns
   * the card it became in exile; nothing returns if it wasn't exiled this way.
   */
  | { readonly do: "exileSelfReturnAtNextEndStep" }
  | { readonly do: "returnToHand"; readonly what: ObjectRef }
  | { readonly do: "tap"; readonly what: ObjectRef }
  | { readonly do: "untap"; readonly what: ObjectRef }
  /** `thisWay`: the permanent sacrificed is "that creature" of a reflexive ability (603.12, 608.2h). */
  | { readonly do: "sacrifice"; readonly what: ObjectRef; readonly thisWay?: true }
  | { readonly do: "addCounters"; readonly what: ObjectRef; readonly kind: string; readonly amount: Amount }
  /** 701.10e: "double the number of [kind] counters on [it]" (`each`: "of each kind of counter"). */
  | { readonly do: "doubleCounters"; readonly what: ObjectRef; readonly kind: string }
  | { readonly do: "draw"; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly do: "gainLife"; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly do: "loseLife"; readonly who: PlayerRef; readonly amount: Amount }
  | { readonly do: "addMana"; readonly mana: string }
  | { readonly do: "addManaOfChosenColor" }
  | { readonly do: "addManaAnyColor"; readonly amount: number }
  | { readonly do: "counter"; readonly what: ObjectRef }
  /** 701.7a, 111.2: `who` creates (owns and controls) the tokens, "you" when absent; `tapped`: they enter tapped. */
  | {
      readonly do: "createToken";
      readonly token: TokenSpec;
      readonly count: Amount;
      readonly who?: PlayerRef;
      readonly tapped?: true;
      /** "with power equal to … and toughness equal to …": set as the token is created (608.2h). */
      readonly pt?: { readonly power: Amount; readonly toughness: Amount };
    }
  /** 603.6a: "create A and B" — tokens of several kinds made by one instruction enter at the same time. */
  | {
      readonly do: "createTokenKinds";
      readonly kinds: readonly { readonly token: TokenSpec; readonly count: number; readonly tapped?: true }[];
      readonly who?: PlayerRef;
    }
  | { readonly do: "attach"; readonly what: ObjectRef; readonly to: ObjectRef }
  /** 701.3d: the Equipment is moved away from what it equips and stays on the battlefield. */
  | { readonly do: "unattach"; readonly what: ObjectRef }
  | { readonly do: "choose"; readonly choice: ResolutionChoice }
  /**
   * 608.2d: the controller chooses one of `options` as the effect happens ("tap or untap target
   * permanent", "gains your choice of flying or lifelink"); `optional` ("you may"): or none.
   */
  /**
   * 701.38a (will of the council): each player, starting with you, votes for one of `choices`;
   * `ifMore` if the first gets more votes, `otherwise` if the second does or the vote is tied.
   */
  | {
      readonly do: "vote";
      readonly choices: readonly [string, string];
      readonly ifMore: readonly Effect[];
      readonly otherwise: readonly Effect[];
    }
  | {
      readonly do: "oneOf";
      readonly labels: readonly string[];
      readonly options: readonly (readonly Effect[])[];
      readonly optional?: true;
    }
  /** A continuous effect created by resolution: its affected set is locked now (611.2c). */
  | {
      readonly do: "continuous";
      readonly what: ObjectRef;
      readonly parts: readonly ContinuousPart[];
      readonly duration: Duration;
      /** Values chosen on resolution used by the parts, e.g. "the color of your choice". */
      readonly chosenColorKey?: string;
    }
  | { readonly do: "gainControl"; readonly what: ObjectRef; readonly duration: Duration }
  /** Do the inner effects only if the condition holds ("If this spell was kicked, …"). */
  | {
      readonly do: "if";
      readonly condition: Condition;
      readonly effects: readonly Effect[];
      readonly otherwise?: readonly Effect[];
    }
  /** "Destroy [X] at the beginning of the next end step": a delayed triggered ability (603.7). */
  | {
      readonly do: "atNextEndStep";
      readonly effects: readonly Effect[];
      /** 603.7c: the object the delayed ability refers to ("the exiled card"), its trigger object. */
      readonly about?: ObjectRef;
    }
  /** "Draw a card at the beginning of the next turn's upkeep": a delayed triggered ability (603.7, 503.1). */
  | { readonly do: "atNextUpkeep"; readonly effects: readonly Effect[] }
  /**
   * "When you cast your next [filter] spell this turn, [effects]": a delayed triggered ability
   * (603.7) that triggers once, on the next such spell its controller casts this turn; "that
   * spell" is the trigger object (Doublecast).
   */
  /** 603.2h: the resolving ability's "Do this only once each turn" action was taken: it won't trigger again this turn. */
  | { readonly do: "tookOnceEachTurnAction" }
  /**
   * 106.1, 603.7: "Add {R}. When that mana is spent to cast a [filter] spell, [effects]": the mana
   * `mana` adds carries a delayed triggered ability; "that spell" is the spell it is spent on.
   */
  | {
      readonly do: "addManaWhenSpent";
      readonly mana: Effect;
      readonly filter: ObjectFilter;
      readonly effects: readonly Effect[];
    }
  | {
      readonly do: "whenYouCastNext";
      readonly filter: ObjectFilter;
      readonly effects: readonly Effect[];
      /** "… or activate a loyalty ability this turn" (606): the next loyalty ability activated triggers it too. */
      readonly orLoyaltyAbility?: true;
    }
  /**
   * 603.7b: "Whenever a [filter] enters this turn, …" (a spell's delayed triggered ability): each
   * such permanent that enters this turn; "that creature" is the one that entered.
   */
  | { readonly do: "wheneverEntersThisTurn"; readonly filter: ObjectFilter; readonly effects: readonly Effect[] }
  /**
   * 603.7b: "Whenever [event] this turn, …" (a spell's delayed triggered ability): it triggers on
   * each such event for the rest of the turn. 603.7c: `about` is the object its instructions act on
   * ("copy the exiled card"), fixed as it is created; without it, the event's object.
   */
  | {
      readonly do: "wheneverThisTurn";
      readonly trigger: TriggerEvent;
      readonly effects: readonly Effect[];
      readonly about?: ObjectRef;
    }
  /** 603.7b: "Until end of turn, whenever you cast / a player casts a [filter] spell, …": each such spell this turn. */
  | {
      readonly do: "wheneverCastThisTurn";
      readonly filter: ObjectFilter;
      readonly by: "you" | "any";
      readonly effects: readonly Effect[];
    }
  /**
   * "[That player] may …": instructions another player carries out — "you" in `effects` is that
   * player, who makes their choices and pays their costs (the chain spells: "Then that permanent's
   * controller may copy this spell", 707.10).
   */
  | { readonly do: "byPlayer"; readonly who: PlayerRef; readonly effects: readonly Effect[] }
  /**
   * "Each opponent may [effects]. For each opponent who does, [forEachWhoDoes]" (tempting offer): each
   * opponent in turn order decides; `effects` happen for each who accepted ("you" in them is that
   * opponent), then `forEachWhoDoes` once for each of them.
   */
  | { readonly do: "eachOpponentMay"; readonly effects: readonly Effect[]; readonly forEachWhoDoes: readonly Effect[] }
  /**
   * "Each opponent may [action]. If they don't, [otherwise]" / "Each opponent [otherwise] unless they
   * [action]": each opponent chooses in turn order (101.4); both lists are read from that opponent's view.
   */
  | { readonly do: "eachOpponentUnless"; readonly action: readonly Effect[]; readonly otherwise: readonly Effect[] }
  /** "Exile that token at end of combat": a delayed triggered ability (603.7) for the end of combat step (511.2). */
  | { readonly do: "atEndOfCombat"; readonly effects: readonly Effect[] }
  | { readonly do: "setColorOfChoice"; readonly what: ObjectRef; readonly color: Color }
  /**
   * 614.1c: "The next time one or more [filter] enter this turn, they enter as copies of [object]"
   * (Mystic Reflection): a one-shot replacement, used up by the next event it applies to.
   */
  | { readonly do: "nextEntersAsCopy"; readonly of: ObjectRef; readonly filter: ObjectFilter }
  /** 707.4: "[object] becomes a copy of [other]" (`of` may be a choice made on resolution). */
  | {
      readonly do: "becomeCopy";
      readonly what: ObjectRef;
      readonly of: ObjectRef | { readonly choose: ObjectFilter };
      readonly exceptions: readonly CopyException[];
      readonly duration: Duration;
      /** 608.2h: `of` is a permanent that left the battlefield ("that creature" of a dies trigger), copied as it last existed there. */
      readonly lastKnown?: true;
      /** "each other token you control becomes a copy of that token": all of `what` but the one copied. */
      readonly otherThanCopied?: true;
    }
  /**
   * 707.10: "copy target spell / ability" (`count` copies); `newTargets` for "you may choose new
   * targets for the copy" (707.10c); exceptions such as Fork's "the copy is red".
   */
  | {
      readonly do: "copySpell";
      readonly what: ObjectRef;
      readonly count: Amount;
      readonly newTargets: boolean;
      readonly exceptions: readonly CopyException[];
      /** 707.10e: "The copy targets that token" — every target becomes one object created by this resolution. */
      readonly targetCreated?: boolean;
    }
  /**
   * 707.10d: "copy that spell for each other [creature you control] that spell could target. Each
   * copy targets a different one of those creatures" — `among` null: every permanent or player.
   */
  | { readonly do: "copySpellForEachOtherTarget"; readonly what: ObjectRef; readonly among: ObjectFilter | null }
  /**
   * 707.10e: "choose one of those creatures. Copy that spell. The copy targets the chosen creature"
   * — one of the permanents matching `among` the spell could target is chosen; the copy targets it.
   */
  | { readonly do: "copySpellTargetingChosen"; readonly what: ObjectRef; readonly among: ObjectFilter }
  /** 705: "Flip a coin. If you win the flip, …. If you lose the flip, …" — the flipping player is the controller. */
  | { readonly do: "flipCoin"; readonly won: readonly Effect[]; readonly lost: readonly Effect[] }
  /** 705: "flip a coin until you lose a flip", then `effects`, where "for each flip you won" counts the flips won. */
  | { readonly do: "flipUntilLose"; readonly effects: readonly Effect[] }
  /**
   * 706.1-3: "Roll a dN" with its results table — the controller rolls; the row whose range holds
   * the result ("N1—N2", "N", "N+": no `max`) happens (706.3a).
   */
  | {
      readonly do: "rollDie";
      readonly sides: number;
      readonly results: readonly { readonly min: number; readonly max?: number; readonly effects: readonly Effect[] }[];
    }
  /** 115.7d: "You may choose new targets for target spell" (Wild Ricochet): the resolving controller may change them. */
  | { readonly do: "changeTargets"; readonly what: ObjectRef }
  /** "Remove N [kind] counters from [it]" (702.62a suspend's upkeep ability). */
  /** "remove those counters": `amount` "all" removes every counter of that kind (122.1). */
  | { readonly do: "removeCounters"; readonly what: ObjectRef; readonly kind: string; readonly amount: number | "all" }
  /** "You may play it without paying its mana cost" (702.62a suspend): cast now, during the resolution (608.2g). */
  | { readonly do: "mayCastWithoutPaying"; readonly what: ObjectRef }
  /** 702.35a (madness's trigger): "its owner may cast it by paying [cost] …; if they don't, they put it into their graveyard." */
  | { readonly do: "castWithMadness"; readonly what: ObjectRef }
  /** 702.94a (miracle's trigger): "you may cast it by paying [cost] rather than its mana cost." */
  | { readonly do: "castWithMiracle"; readonly what: ObjectRef }
  /** 601.2d: "[amount] damage divided as you choose among [the targets]" — the division announced on casting. */
  | { readonly do: "dealDividedDamage"; readonly amount: number }
  /** "You may discard up to N cards. If you do, draw that many cards." (701.9a, 121.1): you choose 0 to N. */
  | { readonly do: "discardUpToThenDraw"; readonly max: number }
  /** 701.9a: "[player] discards [N] card(s)" — the discarding player chooses each card. */
  /** 701.9; `atRandom`: "discards a card at random" (701.9b), drawn by the game's seeded generator. */
  | { readonly do: "discard"; readonly who: PlayerRef; readonly amount: Amount; readonly atRandom?: true }
  /** 701.22a (scry N) and 701.25a (surveil N): look at the top N cards of your library. */
  | { readonly do: "scry" | "surveil"; readonly amount: Amount }
  /**
   * "Exile [it], then return it to the battlefield [transformed] under [its owner's / your]
   * control" (Thassa, Nicol Bolas, Azusa's Many Journeys): the card returns as a new object (400.7).
   * `optional`: "you may exile … If you do, return it" (Estrid's Invocation).
   */
  | {
      readonly do: "exileAndReturn";
      readonly what: ObjectRef;
      readonly under: "owner" | "you";
      readonly transformed?: boolean;
      readonly optional?: boolean;
    }
  /** 701.27a: transform a double-faced permanent (712.3); a meld card can't (712.4c). */
  | { readonly do: "transform"; readonly what: ObjectRef }
  /** 710.2, 710.4: flip a flip card (Jushi Apprentice, Nezumi Shortfang): its alternative characteristics apply. */
  | { readonly do: "flip"; readonly what: ObjectRef }
  /** 701.14a: "[what] fights [other]": each deals damage equal to its power to the other. */
  | { readonly do: "fight"; readonly what: ObjectRef; readonly other: ObjectRef }
  /** 500.11, 614.10: "[players] skip their next untap step". */
  | { readonly do: "skipNextUntapStep"; readonly who: PlayerRef }
  /**
   * 502.3: "[permanent] doesn't untap during its controller's next untap step" (`itsController`:
   * whoever controls it when that step comes) or "… during your next untap step" (`you`).
   */
  | { readonly do: "doesntUntapNext"; readonly what: ObjectRef; readonly during: "itsController" | "you" }
  /**
   * 502.3, 611.2b: "[permanent] doesn't untap during its controller's untap step for as long as you
   * control [source]" / "… for as long as [source] remains on the battlefield".
   */
  | {
      readonly do: "doesntUntapWhile";
      readonly what: ObjectRef;
      readonly duration: "whileYouControlSource" | "whileSourceOnBattlefield";
    }
  /** 701.20a: "[player] reveals the top card of their library": the card(s) revealed are "that card" next (608.2c). */
  | { readonly do: "revealTop"; readonly who: PlayerRef }
  /** "[the player] puts the card into their graveyard": a card an instruction named goes to its owner's graveyard (400.3). */
  | { readonly do: "putIntoGraveyard"; readonly what: ObjectRef }
  /**
   * 701.20a: "[player] reveals cards from the top of their library until they reveal a [filter]
   * card. [effects: "that card" is it.] Then that player puts all cards revealed this way on the
   * bottom of their library in a random order" (none found: every card is revealed, 401.4).
   */
  | {
      readonly do: "revealUntil";
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      readonly effects: readonly Effect[];
    }
  /**
   * 701.20a, 608.2c: "[player] reveals / exiles cards from the top of their library until they
   * reveal / exile a [filter] card": each such player in turn; `found` is carried out with "that
   * card" the card found (none if the library ran out), then `rest` happens to the cards revealed
   * that are still in the library (or exiled ones still in exile), then `after`. Its own file:
   * rules/effects/fromTopUntil.ts.
   */
  | {
      readonly do: "fromTopUntil";
      readonly who: PlayerRef;
      readonly exile: boolean;
      readonly filter: ObjectFilter;
      readonly found: readonly Effect[];
      readonly rest: "bottom" | "graveyard" | "hand" | "shuffle" | null;
      readonly after: readonly Effect[];
    }
  /** 608.2g: "You may cast [that card] without paying its mana cost" — now, during the resolution (a land can't be, 305.9). */
  | { readonly do: "mayCastFree"; readonly what: ObjectRef }
  /**
   * "You may exile a [filter] card from among the cards milled this way": up to one of them, chosen;
   * "that card" is then the exiled card, or nothing when none was exiled ("if you do", 608.2c).
   */
  | { readonly do: "exileCardThisWay"; readonly filter: ObjectFilter }
  /** 708.2a-b: turn a permanent face down: a 2/2 with no text (nothing happens to a face-down one). */
  | { readonly do: "turnFaceDown"; readonly what: ObjectRef }
  /** 701.53a: "incubate N" `times` times — Incubator tokens (111.10i) with N +1/+1 counters. */
  | { readonly do: "incubate"; readonly n: number; readonly times: Amount }
  /**
   * 701.23a, 701.24a: "search your library for up to `max` [filter] cards [with different names],
   * put them onto the battlefield [tapped], then shuffle".
   */
  | {
      readonly do: "searchLibrary";
      readonly filter: ObjectFilter;
      readonly max: Amount;
      readonly differentNames?: boolean;
      readonly tapped?: boolean;
    }
  /**
   * 701.23: "search your library for up to `max` [filter] cards, [reveal them,] put them into your
   * hand / graveyard, then shuffle", or "then shuffle and put that card on top" (`to: "top"`).
   * `mustFind`: a search for a number of cards with no stated quality finds that many (701.23d).
   */
  | {
      readonly do: "searchLibraryFor";
      readonly filter: ObjectFilter;
      readonly max: Amount;
      /** "battlefield": "put that card onto the battlefield under your control" (the controller's). */
      readonly to: "hand" | "graveyard" | "top" | "exile" | "battlefield";
      /** "Search target player's library …, then that player shuffles": whose library (its owner shuffles it). */
      readonly whose?: PlayerRef;
      /** "a card with the same name" as this object (201.2): its name as the search begins. */
      readonly sameNameAs?: ObjectRef;
      readonly reveal?: boolean;
      readonly mustFind?: boolean;
    }
  /**
   * 401.4: "look at the top `amount` cards of your library. Put one of them into your hand" (or,
   * with `filter`, "you may reveal a [filter] card from among them and put it into your hand"),
   * and the rest on the bottom in any order / a random order, or into the graveyard.
   */
  | {
      readonly do: "lookAtTopPutOne";
      readonly amount: Amount;
      readonly filter?: ObjectFilter;
      readonly rest: "bottom" | "bottomRandom" | "graveyard";
    }
  /** 401.4: "put target creature on top of / on the bottom of its owner's library". */
  | { readonly do: "putInLibrary"; readonly what: ObjectRef; readonly at: "top" | "bottom" }
  /** 406.2: "exile target player's graveyard": every card in it. */
  | { readonly do: "exileGraveyard"; readonly who: PlayerRef }
  /** 701.21a: "target player sacrifices a creature", "each opponent sacrifices a land": each chooses one of theirs. */
  | {
      readonly do: "playersSacrifice";
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      readonly count?: number;
      /** "Each opponent who can't [does this]": carried out by each of them who sacrificed nothing, as "you" (608.2c). */
      readonly ifCant?: readonly Effect[];
    }
  /** 701.20a, 701.9a: "[player] reveals their hand. You choose a [filter] card from it. That player discards that card." */
  | { readonly do: "revealHandDiscardChosen"; readonly who: PlayerRef; readonly filter: ObjectFilter }
  /** "Put target … card from a graveyard onto the battlefield under your control" (Nicol Bolas, the Arisen). */
  | {
      readonly do: "putOntoBattlefield";
      readonly what: ObjectRef;
      readonly under: "you" | "owner";
      readonly tapped?: true;
    }
  /** "Exile all but the bottom card of [player]'s library." */
  | { readonly do: "exileLibraryButBottom"; readonly who: PlayerRef }
  /** 615.1 (Stomp): "Damage can't be prevented this turn." */
  | { readonly do: "damageCantBePreventedThisTurn" }
  /**
   * 615.1a, 615.7: "Prevent the next N damage / all [combat] damage that would be dealt [to …] [by …]
   * this turn": a shield for this turn. `to`/`by` absent: any recipient / any source.
   */
  | {
      readonly do: "preventDamage";
      readonly amount: Amount | "all";
      readonly to?: "targetAny" | { readonly object: ObjectRef } | { readonly player: PlayerRef };
      readonly by?: ObjectRef;
      readonly combatOnly?: true;
    }
  /**
   * 101.2: "Target creature can't block this turn", "Creatures without flying can't block this turn":
   * rules for this turn, for the objects `what` names as it resolves, or (without `what`) for
   * those each rule's `affects` filter matches whenever the rule is applied.
   */
  | { readonly do: "rulesThisTurn"; readonly what?: ObjectRef; readonly rules: readonly RuleEffect[] }
  /**
   * 601.2f, 611.2a: a cost change a resolved ability makes for a player's spells — "the next
   * [kind] spell you cast this turn costs {1} less …" (used up by that spell), "until your next
   * turn, [kind] spells that player casts cost {2} less" (rules/resolvedCostChanges.ts).
   */
  | {
      readonly do: "changeSpellCosts";
      readonly who: PlayerRef;
      readonly cost: CostChange;
      readonly spells?: ObjectFilter;
      readonly until: "nextSpellThisTurn" | "yourNextTurn";
    }
  /** 500.7: "[Target player] takes an extra turn after this one." */
  | { readonly do: "extraTurn"; readonly who: PlayerRef }
  /** 104.2b: "you win the game" — the controller wins, and the game is over (104.1). */
  | { readonly do: "winGame" }
  /** 305.2: "You may play an additional land this turn." */
  | { readonly do: "additionalLandPlay"; readonly amount: number }
  /** "Untap up to N [filter]" with no target: chosen as the instruction is carried out (608.2d). */
  | { readonly do: "untapUpTo"; readonly filter: ObjectFilter; readonly max: number }
  /**
   * "Look at the top card of your library. You may reveal that card. If a [filter] card is
   * revealed this way, [effects]" (Delver of Secrets; 701.20a).
   */
  | { readonly do: "mayRevealTop"; readonly filter: ObjectFilter; readonly ifRevealed: readonly Effect[] }
  /** "[amount] damage to [player]" (a player, not "any target"): "deals 2 damage to that spell's controller". */
  | { readonly do: "dealDamageToPlayer"; readonly amount: Amount; readonly who: PlayerRef; readonly by?: ObjectRef }
  /**
   * "Destroy [it]. If [it] is put into a graveyard this way, [effects]" (Werewolf Ransacker);
   * "then if …" effects run only if the destroyed object went to a graveyard.
   */
  | { readonly do: "destroyThen"; readonly what: ObjectRef; readonly ifPutIntoGraveyard: readonly Effect[] }
  /** "Then if [player] has no cards in hand, [effects]" (Nezumi Shortfang). */
  | { readonly do: "ifNoCardsInHand"; readonly who: PlayerRef; readonly effects: readonly Effect[] }
  /** "If you have N or more cards in hand, [effects]" (Jushi Apprentice). */
  | { readonly do: "ifCardsInHandAtLeast"; readonly n: number; readonly effects: readonly Effect[] }
  /** 701.42a (Gisela): "exile them, then meld them into [name]" — this and a permanent named `with`. */
  | { readonly do: "meld"; readonly with: string }
  /** "Return it to the battlefield under its owner's control [with N counters on it]" (undying, 702.93a). */
  | {
      readonly do: "returnToBattlefield";
      readonly what: ObjectRef;
      readonly withCounters?: { readonly kind: string; readonly n: number };
    }
  /** 702.32a (fading): "remove a [kind] counter from it. If you can't, sacrifice it." */
  | { readonly do: "removeCounterOrSacrifice"; readonly what: ObjectRef; readonly kind: string }
  /** "Counter target spell unless its controller pays {N}" (701.6a, 118.12). */
  | { readonly do: "counterUnlessPays"; readonly what: ObjectRef; readonly mana: string; readonly life?: Amount }
  /** 607.2a (imprint): "you may exile a [filter] card from your hand" — linked to this ability's group. */
  | { readonly do: "exileFromHandLinked"; readonly filter: ObjectFilter; readonly mandatory?: true }
  /**
   * 608.2d: "exile a creature card from your graveyard" — its controller chooses a card of their
   * graveyard that fits as the instruction is carried out (no target) and exiles it; nothing if none.
   * The card in exile (400.7) is "that card" (`exiledThisWay`).
   */
  | { readonly do: "exileFromGraveyard"; readonly filter: ObjectFilter }
  /**
   * 608.2d: "[you may] return a creature card from your graveyard to your hand / to the battlefield"
   * — no target: its controller chooses a card of their graveyard that fits as the instruction is
   * carried out (`optional`: or none); the card returned (400.7) is "that card" (`thisWay`).
   */
  /** 701.20a: "target player reveals a card at random from their hand"; it is "that card" after (608.2c). */
  | { readonly do: "revealAtRandomFromHand"; readonly who: PlayerRef }
  | {
      readonly do: "returnFromGraveyard";
      readonly filter: ObjectFilter;
      readonly to: "hand" | "battlefield";
      readonly optional?: true;
      readonly tapped?: true;
    }
  /**
   * 607.2a (Mimic Vat's imprint): "exile that card", linked to this ability's group on the source;
   * with `returnOthers`, "If you do, return each other card exiled with [this] to its owner's graveyard."
   */
  | { readonly do: "exileLinked"; readonly what: ObjectRef; readonly returnOthers: boolean }
  /**
   * 610.3: "exile [objects] until ~ leaves the battlefield" — returned to their previous zone as
   * soon as the source leaves; also "the exiled card" of the source's linked abilities (607.2a).
   */
  | { readonly do: "exileUntilSourceLeaves"; readonly what: ObjectRef }
  /**
   * 701.20a, 607.2a: "Target opponent reveals their hand and you choose a nonland card from it. Exile
   * that card [until ~ leaves the battlefield]" (Tidehollow Sculler; 610.3 Kitesail Freebooter).
   */
  | {
      readonly do: "revealHandExileChosen";
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      readonly untilSourceLeaves: boolean;
    }
  /** 607.2a: "exile [objects]" by an ability linked to one that refers to "the exiled card(s)". */
  | { readonly do: "exileAndLink"; readonly what: ObjectRef }
  /**
   * 707.12: "You may copy the exiled card. If you do, you may cast the copy without paying its
   * mana cost." — the copy is created in the exile zone and cast during resolution (608.2g).
   */
  | { readonly do: "castCopyOfLinked"; readonly withoutPayingManaCost: boolean }
  /**
   * 707.13 (Garth One-Eye): choose a name not chosen before from `names`, create a copy of that
   * card from the card reference outside the game; you may cast it (paying its costs).
   */
  | { readonly do: "castCopyByName"; readonly names: readonly string[] }
  /**
   * Magar of the Magic Strings: "Note the name of target … card … and put it onto the battlefield
   * face down. It's [parts]" — the name is noted on the new permanent (707.14).
   */
  | { readonly do: "noteNameAndPutFaceDown"; readonly what: ObjectRef; readonly parts: readonly ContinuousPart[] }
  /** 707.14: "create a copy of the card with the noted name. You may cast the copy without paying its mana cost". */
  | { readonly do: "castCopyOfNoted" }
  /**
   * 310.11b (a Siege's intrinsic ability): "exile it, then you may cast it transformed without
   * paying its mana cost" — only a card represented by a transforming double-faced card can be
   * cast that way (712.11a); anything else stays in exile.
   */
  | { readonly do: "exileThenMayCastTransformed"; readonly what: ObjectRef }
  /** 701.20a, 707.12: "[player] reveals their hand. You may copy a [filter] card in it. If you do, you may cast the copy …". */
  | {
      readonly do: "copyCardInHand";
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      readonly withoutPayingManaCost: boolean;
    }
  /** 701.24a: "shuffle your library". */
  | { readonly do: "shuffleLibrary"; readonly who: PlayerRef }
  /** 701.24a, 608.2d: "you shuffle up to `max` cards from your graveyard into your library" (chosen, no target). */
  | { readonly do: "shuffleFromGraveyard"; readonly max: number }
  /** 107.1a, 119.3: "[player] loses half their life, rounded up / down" — each player's own life total. */
  | { readonly do: "loseHalfLife"; readonly who: PlayerRef; readonly round: "up" | "down" }
  /** "Exile the top N cards of your library" (406.3): they are the cards "exiled this way" for the next instructions. */
  | { readonly do: "exileTopOfLibrary"; readonly who: PlayerRef; readonly count: Amount }
  /**
   * 601.3, 305.2, 611.2a: "You may play that card this turn" — the controller may play (or only
   * cast) the exiled card(s) while the permission lasts (rules/playFromExile.ts).
   */
  | {
      readonly do: "mayPlayFromExile";
      readonly what: ObjectRef;
      readonly action: "play" | "cast";
      readonly lasts: PlayPermissionDuration;
      readonly withoutPayingManaCost?: true;
      /** 609.4b: "and you may spend mana as though it were mana of any color / type to cast that spell". */
      readonly spendAsAny?: "color" | "type";
      /** 118.9: "If you cast a spell this way, pay life equal to that spell's mana value rather than pay its mana cost". */
      readonly payLifeInstead?: true;
    }
  /**
   * 701.23: "search your library for up to `max` [filter] cards, put them onto the battlefield
   * (tapped), then shuffle" (701.24).
   */
  | {
      readonly do: "searchLibraryToBattlefield";
      readonly filter: ObjectFilter;
      readonly max: number;
      readonly tapped: boolean;
    }
  /**
   * Invasion of Alara: "exile cards from the top of your library until you exile `count` [filter]
   * cards. You may cast one of those cards without paying its mana cost. Put one of them into your
   * hand. Then put the other cards exiled this way on the bottom of your library in a random order."
   */
  | { readonly do: "exileUntilCastOneHandOne"; readonly filter: ObjectFilter; readonly count: number }
  /** "You may put a [filter] card from your hand onto the battlefield" (chosen on resolution, 608.2d). */
  | { readonly do: "mayPutFromHandOntoBattlefield"; readonly filter: ObjectFilter }
  /**
   * "Distribute `amount` [kind] counters among one, two, or three [filter] you control": chosen on
   * resolution, one counter at a time (608.2d); at most `maxObjects` different objects.
   */
  | {
      readonly do: "distributeCounters";
      readonly kind: string;
      readonly amount: number;
      readonly among: ObjectFilter;
      readonly maxObjects: number;
    }
  /** 106.1a, 106.4: "Add {R} or {G}" — `amount` mana of one of the listed colors, chosen as it is added. */
  | { readonly do: "addManaOfOneOf"; readonly colors: readonly Color[]; readonly amount: number }
  /** 701.17a: "[player] mills N cards" — the top N cards of their library go to their graveyard. */
  | { readonly do: "mill"; readonly who: PlayerRef; readonly amount: Amount }
  /** 701.19a: "Regenerate [permanent]": a shield that replaces the next time it would be destroyed this turn. */
  | { readonly do: "regenerate"; readonly what: ObjectRef }
  /** 107.14, 122.1: "[player] gets {E}{E}": energy counters given to a player. */
  | { readonly do: "getEnergy"; readonly who: PlayerRef; readonly amount: Amount }
  /** 107.14, 118.3: "pay {E}{E}" during resolution (only with that many energy counters). */
  | { readonly do: "payEnergy"; readonly amount: number }
  /** "You may pay {2}. If you do, …": a payment of mana during resolution (118.3). */
  | { readonly do: "payMana"; readonly mana: string }
  /**
   * "You may [first]. If you do, [then]" (603.5, 608.2c): the controller chooses whether to
   * perform `first`; `ifYouDo` happens only if they did (offered only when it can be performed).
   */
  | {
      readonly do: "mayThen";
      readonly first: Effect;
      readonly ifYouDo: readonly Effect[];
      /** "[first]. If you do, [then]" (no "may"): `first` is done whenever it can be (608.2c). */
      readonly mandatory?: true;
    }
  /** 118.12: "[effects] unless you pay [mana]": the controller may pay; if they don't, the effects happen. */
  | { readonly do: "unlessYouPay"; readonly mana: string; readonly effects: readonly Effect[] }
  /**
   * 707.12: "Copy that card [three times]. You may cast the copy [without paying its mana cost]":
   * `count` copies of each card, created in the card's zone; with `cast`, the controller may cast
   * each copy while this resolves (608.2g), else it ceases to exist (707.10a).
   */
  | {
      readonly do: "copyCard";
      readonly what: ObjectRef;
      readonly count: Amount;
      /** `ifAble`: "Cast the copies if able" — each copy that can be cast is, with no choice (Spelltwine). */
      /** `paying`: "by paying {1} rather than paying its mana cost" (118.9: an alternative cost). */
      readonly cast?: { readonly withoutPayingManaCost: boolean; readonly ifAble?: true; readonly paying?: string };
      /** "Choose an instant or sorcery card exiled this way and copy it": one of the cards, chosen as it resolves (608.2d). */
      readonly chooseOne?: ObjectFilter;
      /** "copies each instant or sorcery card exiled with ~": only the cards of that kind. */
      readonly only?: ObjectFilter;
    }
  /**
   * 406.3, 608.2c: "Exile target … card from your graveyard and target … card from an opponent's
   * graveyard" — the cards exiled are "those cards" / "exiled this way" for the next instructions.
   */
  | { readonly do: "exileThisWay"; readonly what: ObjectRef }
  /** 702.96a (overloaded): "Exile each [filter] card from your graveyard"; they are "exiled this way" (608.2c). */
  | { readonly do: "exileEachFromGraveyard"; readonly filter: ObjectFilter }
  /**
   * "exile an instant or sorcery card at random from your graveyard" / "return two creature cards at
   * random from your graveyard to your hand": `count` cards drawn by the game's seeded generator
   * among the controller's matching cards, moved together; exiled ones are "exiled with ~" (607.2a)
   * and "exiled this way" (608.2c).
   */
  | {
      readonly do: "moveAtRandomFromGraveyard";
      readonly filter: ObjectFilter;
      readonly count: Amount;
      readonly to: "exile" | "hand" | "battlefield";
    }
  /** 701.37a: "Monstrosity N" — if this permanent isn't monstrous, N +1/+1 counters on it and it becomes monstrous. */
  | { readonly do: "monstrosity"; readonly amount: Amount }
  /** 701.15a: "goad target creature" (until your next turn); `forRestOfGame`: "… are goaded for the rest of the game". */
  | { readonly do: "goad"; readonly what: ObjectRef; readonly forRestOfGame?: true }
  /** 702.112a (renown N): if this creature isn't renowned, N +1/+1 counters on it and it becomes renowned. */
  | { readonly do: "renown"; readonly amount: Amount }
  /**
   * 702.110a (exploit): "you may sacrifice a creature" — chosen as it resolves; if this creature is
   * on the battlefield then, it "exploits" the creature sacrificed (702.110b).
   */
  | { readonly do: "exploit" }
  /** 702.95a: "you may pair this creature with another unpaired creature you control" (or with the one that entered). */
  | { readonly do: "soulbondPair" }
  /** 702.24a (cumulative upkeep): "you may pay [mana] for each [kind] counter on it. If you don't, sacrifice it." */
  | { readonly do: "payForEachCounterOrSacrifice"; readonly mana: string; readonly kind: string }
  /** 111, 707: "create a token that's a copy of [object]" (`count` tokens). */
  | {
      readonly do: "createTokenCopy";
      readonly of: ObjectRef;
      readonly count: Amount;
      readonly exceptions: readonly CopyException[];
      /** "that's tapped and attacking", "The token enters tapped and attacking" (508.4). */
      readonly tappedAndAttacking?: true;
      /** The object left the battlefield ("it" of a dies trigger): copied as it last existed (608.2h). */
      readonly lastKnown?: true;
      /** Who creates the tokens ("its controller creates …", 111.2); the ability's controller when absent. */
      readonly who?: PlayerRef;
      /** "create two tapped tokens that are copies of …" (111.1). */
      readonly tapped?: true;
      /** 702.128a, 702.129a: the token of an embalm / eternalize ability (for "if ~ was embalmed"). */
      readonly keyword?: TokenKeyword;
    }
  /**
   * "For each [object], create a token that's a copy of that [object]": one token copy of each,
   * all entering at the same time (603.6a); `byController`: "its controller creates" it.
   */
  | {
      readonly do: "createTokenCopyOfEach";
      readonly of: ObjectRef;
      readonly exceptions: readonly CopyException[];
      readonly byController?: true;
    }
  /** 701.36a: "populate" `times` times — each time a copy of a creature token you control, chosen then. */
  | { readonly do: "populate"; readonly times: Amount; readonly tappedAndAttacking?: true }
  /**
   * 702.116a (myriad): "for each opponent other than defending player, you may create a token that's
   * a copy of this creature that's tapped and attacking that player or a planeswalker they control.
   * If one or more tokens are created this way, exile the tokens at end of combat."
   */
  | { readonly do: "myriad" }
  /** 702.123a (fabricate N): "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens." */
  | { readonly do: "fabricate"; readonly n: number }
  /** 702.101a (extort): "each opponent loses N life and you gain life equal to the total life lost this way". */
  | { readonly do: "opponentsLoseYouGainThatMuch"; readonly amount: Amount }
  /** 702.53a (transmute): "Search your library for a card with the same mana value as the discarded card, reveal that card, and put it into your hand. Then shuffle." */
  | { readonly do: "searchSameManaValueAsDiscarded" }
  /** 122.5: "move [amount] [kind] counter(s) from [from] onto [to]" (graft, 702.58a). */
  | {
      readonly do: "moveCounters";
      readonly from: ObjectRef;
      readonly to: ObjectRef;
      readonly kind: string;
      readonly amount: Amount;
    }
  /** 702.84a (unearth): return this card from the graveyard; haste, exiled at the next end step or if it would leave. */
  | { readonly do: "unearth" }
  /**
   * "Return ~ from your graveyard to your hand / to the battlefield [tapped]" (113.6m): the card the
   * ability is on, if it is still in the graveyard as the ability resolves (400.7).
   */
  | { readonly do: "returnSelfFromGraveyard"; readonly to: "hand" | "battlefield"; readonly tapped?: true }
  /** 702.49a (ninjutsu): put this card from the hand onto the battlefield tapped and attacking. */
  | { readonly do: "ninjutsu" }
  /** 701.47a: "amass [subtype] N" — an Army creature you control (created if there is none) gets N +1/+1 counters and becomes a [subtype]. */
  | { readonly do: "amass"; readonly subtype: string; readonly amount: Amount }
  /** 702.85a (cascade): exile until a nonland card with lesser mana value; you may cast it free; the rest to the bottom. */
  | { readonly do: "cascade" }
  /** 603.12: "When you do, …" — a reflexive triggered ability, triggered now (after an action it depends on). */
  /** `aboutThisWay`: its trigger object is what the action did it to ("that creature", the sacrificed one). */
  | { readonly do: "reflexiveTrigger"; readonly ability: TriggeredAbility; readonly aboutThisWay?: true }
  /** 114.2: "[player] gets an emblem with [ability]" — an emblem with these abilities in that player's command zone. */
  | { readonly do: "getEmblem"; readonly who: PlayerRef; readonly abilities: readonly AbilityDef[] }
  /** 701.39a: "bolster N" — N +1/+1 counters on a creature you control with the least toughness (rules/effects/bolster.ts). */
  | { readonly do: "bolster"; readonly amount: Amount }
  /** 716.2a: "This Class's level becomes N" (rules/effects/classLevel.ts). */
  | { readonly do: "setClassLevel"; readonly level: number }
  /** 701.44a: "[it] explores" (rules/effects/explore.ts). */
  | { readonly do: "explore"; readonly what: ObjectRef };
