import type { KeywordAbility } from "../../abilities/ability.js";
import type { Keyword } from "../../abilities/keyword.js";
import type { Characteristics } from "../../layers/characteristics.js";
import type { CardDef } from "../../model/card.js";
import type { GameObject, ObjectId, PlayerId, StackDecisions, ZoneName } from "../../model/object.js";
import type { CastArgs } from "../cast.js";
import type { Ctx } from "../../game/ctx.js";

/** A card about to be cast (601.2), before its face is chosen. */
export interface CastingCard {
  readonly ctx: Ctx;
  readonly card: GameObject;
  readonly caster: PlayerId;
  readonly args: CastArgs;
  /** Its printed definition (a card's; a token has none). */
  readonly printed: CardDef | undefined;
}

/** The card with the face it is cast with up: its characteristics as a spell (712.11c). */
export interface Casting extends CastingCard {
  readonly chars: Characteristics | undefined;
  readonly keyword: (k: Keyword) => KeywordAbility | undefined;
  readonly faceDown: boolean;
}

/** Where it is cast from (601.2a), and the keyword that lets it be cast from there (null: the hand, or an effect). */
export interface CastingFrom extends Casting {
  readonly castFrom: ZoneName;
  readonly via: CastingKeyword | null;
}

/**
 * What a keyword changes in casting a spell (601.2). castSpell walks `castCastingKeywords` in
 * order at each step; every hook is optional.
 */
export interface CastingKeyword {
  readonly name: string;
  /** 712.11, 709.3, 715.3: it lets the card be cast with its back face (second half, Adventure) up. */
  readonly castsBackFace?: (c: CastingCard) => boolean;
  /** 601.2a, 601.3: a zone other than the hand its owner may cast it from. */
  readonly castsFrom?: (c: Casting) => ZoneName | null;
  /** 702.37c: it may be cast face down. */
  readonly castsFaceDown?: (c: Casting) => boolean;
  /** 307.1, 117.1a: it may be cast any time its controller could cast an instant. */
  readonly instantSpeed?: (c: Casting) => boolean;
  /** 118.9, 601.2b: the alternative cost it is cast for instead of its mana cost (the first given is paid). */
  readonly alternativeCost?: (c: CastingFrom) => string | undefined;
  /** 700.2, 702.42a: all the spell's modes are chosen instead of the number specified (entwine paid). */
  readonly choosesAllModes?: (c: CastingFrom) => boolean;
  /** 601.2b: its cost has an {X} to announce. */
  readonly asksX?: (c: CastingFrom) => boolean;
  /** 601.2b: its announcements and checks, once X is known. */
  readonly announce?: (c: CastingFrom, decisions: StackDecisions) => void;
  /** 601.2f: mana added to the total cost. */
  readonly additionalMana?: (c: CastingFrom, decisions: StackDecisions) => string;
  /** 601.2f: generic mana the total cost is reduced by (affinity). */
  readonly costReduction?: (c: CastingFrom, decisions: StackDecisions) => number;
  /**
   * 601.2h: objects used instead of paying part of the total cost (convoke and improvise tap
   * permanents, delve exiles cards); returns the mana left to pay.
   */
  readonly paysInstead?: (c: CastingFrom, total: string, x: number) => string;
  /** 601.2h: a cost other than mana paid with it (discarding a card); true if it used `args.discard`. */
  readonly payDiscard?: (c: CastingFrom, spellName: string, decisions: StackDecisions) => boolean;
  /** 601.2h: another cost other than mana it adds, paid after the mana (tapping creatures, a sacrifice). */
  readonly payOtherCost?: (c: CastingFrom, decisions: StackDecisions) => void;
  /** 702.40a: the spell's own keyword triggers as it is cast, from the stack. */
  readonly triggersAsCast?: boolean;
  /** With `triggersAsCast`: whether it triggers for these decisions (702.56a: only if a replicate cost was paid). */
  readonly triggersIf?: (decisions: StackDecisions) => boolean;
  /**
   * 608.3b: the spell's target is illegal as it begins resolving; true if it then becomes a
   * creature spell and resolves as one (702.103e: a bestowed Aura spell) instead of not resolving.
   */
  readonly becomesCreatureSpell?: (ctx: Ctx, spell: GameObject) => boolean;
  /** 608.3: the permanent spell has become this permanent (702.62a suspend's haste, 702.109a dash). */
  readonly becomesPermanent?: (ctx: Ctx, spell: GameObject, permanentId: ObjectId) => void;
  /** 608.2n: where an instant or sorcery spell cast this way goes as it finishes resolving, instead of its owner's graveyard. */
  readonly finishesResolving?: (
    ctx: Ctx,
    spell: GameObject,
    chars: Characteristics | undefined,
  ) => FinishResolving | null;
}

/** The zone a resolved spell is put into, and what follows once it is there. */
export interface FinishResolving {
  readonly to: ZoneName;
  readonly afterwards?: (ctx: Ctx, moved: GameObject) => void;
}
