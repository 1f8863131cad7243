import type { ObjectId, PlayerId, ZoneName } from "../model/object.js";
import type { StepName } from "../model/turn.js";
import type { Designation } from "../abilities/trigger.js";

/** Things that happen, which triggered abilities look for (603.2). */
export type GameEvent =
  /** `from`: the zone it was put onto the battlefield from (none for a token created there). */
  | { readonly event: "entered"; readonly id: ObjectId; readonly from?: ZoneName }
  /** A permanent went from the battlefield to a graveyard; `before` is the view of the game just before (603.10a). */
  | { readonly event: "died"; readonly oldId: ObjectId; readonly newId: ObjectId | null }
  | { readonly event: "stepBegan"; readonly step: StepName; readonly active: PlayerId }
  | { readonly event: "cast"; readonly id: ObjectId; readonly caster: PlayerId }
  /** 602.2: a player activated a non-mana ability (`id`: the ability on the stack) of `sourceId`. */
  | { readonly event: "activated"; readonly id: ObjectId; readonly sourceId: ObjectId; readonly by: PlayerId }
  /** 702.29c: a player discarded a card to pay a cycling cost (`id`: the card where it went). */
  | { readonly event: "cycled"; readonly id: ObjectId; readonly by: PlayerId }
  /** 707.10: a player put a copy of a spell on the stack (`id` is the copy); not a cast. */
  | { readonly event: "copiedSpell"; readonly id: ObjectId; readonly by: PlayerId }
  | { readonly event: "attacks"; readonly id: ObjectId }
  | { readonly event: "becameTarget"; readonly id: ObjectId; readonly byId: ObjectId; readonly bySpell: boolean }
  | { readonly event: "turnedFaceUp"; readonly id: ObjectId }
  /** 510.2: `id` dealt `amount` combat damage to `player` (all of it one event). */
  | {
      readonly event: "combatDamageToPlayer";
      readonly id: ObjectId;
      readonly player: PlayerId;
      readonly amount: number;
    }
  /** 120.3a: `id` dealt `amount` noncombat damage to `player` (rules/damage.ts). */
  | {
      readonly event: "noncombatDamageToPlayer";
      readonly id: ObjectId;
      readonly player: PlayerId;
      readonly amount: number;
    }
  /** 510.2: `id` dealt combat damage to the creature `creature`. */
  | { readonly event: "combatDamageToCreature"; readonly id: ObjectId; readonly creature: ObjectId }
  /** 510.2, 603.2c: one or more sources dealt combat damage to this player in one combat damage step. */
  | { readonly event: "combatDamageToPlayerBatch"; readonly player: PlayerId; readonly sources: readonly ObjectId[] }
  /** A permanent was dealt damage (120.3); damage dealt to it at once by several sources is one event. */
  | { readonly event: "dealtDamage"; readonly id: ObjectId }
  /** Counters of one kind were removed from a permanent; `left` is how many of that kind remain. */
  | { readonly event: "countersRemoved"; readonly id: ObjectId; readonly kind: string; readonly left: number }
  /** Counters of one kind were put on a permanent: how many it had before and has now (714.2b). */
  | {
      readonly event: "countersAdded";
      readonly id: ObjectId;
      readonly kind: string;
      readonly before: number;
      readonly after: number;
    }
  /** A permanent transformed (701.27a); `face` is the face now up. */
  | { readonly event: "transformed"; readonly id: ObjectId; readonly face: 0 | 1 }
  /** The only creature declared as an attacker (506.5). */
  | { readonly event: "attacksAlone"; readonly id: ObjectId }
  /** A creature was declared as a blocker of an attacking creature (509.1i). */
  | { readonly event: "blocks"; readonly id: ObjectId; readonly attacker: ObjectId }
  /** An attacking creature became blocked (509.1h). */
  | { readonly event: "becameBlocked"; readonly id: ObjectId }
  /** A permanent left the battlefield for any zone; looked at as it last existed (603.6c, 603.10a). */
  | { readonly event: "leftBattlefield"; readonly oldId: ObjectId }
  /** 119.9: a player gained life (one event per source and instruction). */
  | { readonly event: "gainedLife"; readonly player: PlayerId; readonly amount: number }
  /** 121.2: a player drew one card. */
  | { readonly event: "drewCard"; readonly player: PlayerId }
  /** 701.37a, 702.112a: a permanent became monstrous or renowned. */
  | { readonly event: "becameDesignated"; readonly id: ObjectId; readonly designation: Designation }
  /** 702.110b: a creature with exploit exploited a creature (sacrificed as its exploit ability resolved). */
  | { readonly event: "exploited"; readonly id: ObjectId }
  /** 400.7: a card was put into its owner's graveyard from any zone; `id` is the card in the graveyard. */
  | { readonly event: "cardPutIntoGraveyard"; readonly id: ObjectId; readonly owner: PlayerId }
  /** 701.21a: a player sacrificed a permanent; `newId` is where it went, looked at as it last existed (603.10a). */
  | { readonly event: "sacrificed"; readonly oldId: ObjectId; readonly newId: ObjectId | null; readonly by: PlayerId }
  /** 701.26b, 603.2e: a tapped permanent became untapped. */
  | { readonly event: "untapped"; readonly id: ObjectId }
  /** 701.43a: its controller exerted a permanent. */
  | { readonly event: "exerted"; readonly id: ObjectId };
