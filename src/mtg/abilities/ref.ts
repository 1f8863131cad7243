import type { ObjectFilter } from "./filter.js";

/** Which object(s) a one-shot effect acts on. */
export type ObjectRef =
  /** The Nth target (0-based, in the order "target" appears). */
  | { readonly ref: "target"; readonly index: number }
  | { readonly ref: "self" }
  /** The object the source is attached to ("enchanted creature", "equipped creature"). */
  | { readonly ref: "attached" }
  /**
   * The object whose effect gave this ability, named by its name in the quoted ability ("sacrifice
   * Trickster's Talisman", 201.4): the source of the static or resolved effect that granted it.
   */
  | { readonly ref: "grantingSource" }
  /** The object the trigger event was about ("that creature"). */
  | { readonly ref: "triggerObject" }
  /**
   * Each object matching the filter on the battlefield as the effect happens; `except` leaves out
   * the object(s) another reference names ("each other creature" than the target, Mirrorweave).
   */
  | {
      readonly ref: "each";
      readonly filter: ObjectFilter;
      readonly except?: ObjectRef;
      /** "each creature target player controls" (Clone Legion): only that player's. */
      readonly controlledBy?: PlayerRef;
    }
  /** Every target of the spell or ability that is still legal ("any number of target creatures … each"). */
  | { readonly ref: "targets" }
  /** An object created earlier in the same resolution ("that token"). */
  | { readonly ref: "created" }
  /**
   * 607.2a: "a card exiled with this [permanent]" — the cards still in exile that the source's
   * linked ability (same ability group) exiled (Mimic Vat).
   */
  | { readonly ref: "linkedExiled" }
  /**
   * 607.2c: "tokens created with [this object]" — the tokens on the battlefield that the source's
   * abilities (same ability group) created; `other`: not those this resolution created.
   */
  | { readonly ref: "createdWith"; readonly other?: true }
  /**
   * 400.7j: the Nth target after an earlier instruction of the same effect moved it to a public
   * zone, as the new object it became there ("Exile target creature card from a graveyard. Create a
   * token that's a copy of it").
   */
  | { readonly ref: "movedTarget"; readonly index: number }
  /** The cards earlier instructions of the same resolution exiled, still in exile ("that card", "those cards", 400.7). */
  | { readonly ref: "exiledThisWay" }
  /** The card exiled to pay the ability's cost, in exile now ("this card" of embalm, 702.128a). */
  | { readonly ref: "exiledToPay" }
  /** "the sacrificed creature": the permanent sacrificed to pay the cost, gone now, known as it last existed (608.2h). */
  | { readonly ref: "sacrificedToPay" }
  /**
   * "a [filter] of your choice" with no target: the controller chooses one object on the
   * battlefield as the instruction is carried out (608.2d) — Awaken the Maelstrom's "a permanent you control".
   */
  | { readonly ref: "chosen"; readonly filter: ObjectFilter; readonly what: string }
  /**
   * "Choose any number of [filter] [with different names]" with no target: the controller chooses
   * them one at a time as the instruction is carried out (608.2d), none at all if they like.
   */
  | {
      readonly ref: "chosenAnyNumber";
      readonly filter: ObjectFilter;
      readonly what: string;
      readonly differentNames?: true;
    }
  /**
   * 608.2c: "that card", "a card milled this way": the card(s) an earlier instruction of the same
   * resolution found, revealed or milled, each as the object it is now (400.7).
   */
  | {
      readonly ref: "thisWay";
      /** "each creature card revealed this way": only those of the cards that match (608.2c). */
      readonly filter?: ObjectFilter;
    };

/** Which player a one-shot effect acts on. */
export type PlayerRef =
  | { readonly ref: "you" }
  | { readonly ref: "targetPlayer"; readonly index: number }
  | { readonly ref: "eachOpponent" }
  | { readonly ref: "eachPlayer" }
  /** 810.1: "each of your teammates" — players on your team; none outside the team variants, which the engine doesn't play. */
  | { readonly ref: "eachTeammate" }
  | { readonly ref: "controllerOfTarget"; readonly index: number }
  /** "the owner of target permanent" (108.3): of the Nth target, as it last existed if it has left (608.2h). */
  | { readonly ref: "ownerOfTarget"; readonly index: number }
  /** "that player or that permanent's controller" after "any target": the player, or the permanent's controller. */
  | { readonly ref: "targetPlayerOrController"; readonly index: number }
  /** "that player" of "at the beginning of each opponent's upkeep": the active player. */
  | { readonly ref: "activePlayer" }
  /** "that spell's controller": the controller of the object the trigger event was about. */
  | { readonly ref: "controllerOfTriggerObject" }
  /** "each other player" after "Whenever a player casts …" (Hive Mind): all but that spell's controller, in APNAP order (101.4). */
  | { readonly ref: "eachOtherThanControllerOfTriggerObject" }
  /**
   * "that player" of "Whenever ~ deals combat damage to a player": the player dealt the damage
   * (603.2); "defending player" of an attack or becomes-blocked trigger: the player the creature
   * attacked as it triggered (508.5a).
   */
  | { readonly ref: "triggerPlayer" }
  /** "choose an opponent" (demonstrate, 702.144a): chosen as the instruction is carried out. */
  | { readonly ref: "chosenOpponent" }
  /** "an opponent chosen at random" (Zaffai): one still in the game, drawn by the game's seeded generator. */
  | { readonly ref: "randomOpponent" }
  /** "a player chosen at random" (Wildfire Devils): one still in the game, you included, drawn by the seeded generator. */
  | { readonly ref: "randomPlayer" }
  /** "each player other than its controller" (Fractured Identity): every player but the one(s) named, in APNAP order (101.4). */
  | { readonly ref: "eachOtherThan"; readonly player: PlayerRef }
  /** "enchanted player": the player the source is attached to (303.4b, 303.4m). */
  | { readonly ref: "enchantedPlayer" };

export const Refs = {
  target: (index = 0): ObjectRef => ({ ref: "target", index }),
  self: { ref: "self" } as ObjectRef,
  attached: { ref: "attached" } as ObjectRef,
  triggerObject: { ref: "triggerObject" } as ObjectRef,
  you: { ref: "you" } as PlayerRef,
} as const;
