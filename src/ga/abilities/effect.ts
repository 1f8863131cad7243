import type { GaPart } from "./continuous.js";
import type { Amount } from "./amount.js";
import type { GaCondition } from "./condition.js";
import type { CopyException } from "./copyException.js";
import type { GaFilter } from "./filter.js";
import type { ObjRef } from "./ref.js";
import type { Restriction } from "./restriction.js";

/** How long a granted effect lasts. */
export type GrantDuration = "endOfTurn" | "untilYourNextTurn" | "whileYouControlSource" | "game";

/** The instructions of a resolving card or ability, carried out top to bottom (Resolution 2). */
export type GaEffect =
  | { readonly do: "dealDamage"; readonly to: ObjRef; readonly amount: Amount; readonly ifImbued?: Amount }
  | { readonly do: "draw"; readonly n: number }
  | { readonly do: "recover"; readonly n: number }
  /** "choose any card name" (Nia): stored with the ability instance of the source object. */
  | { readonly do: "chooseCardName" }
  /** Copy a card activation or ability on the Effects Stack (Copying Abilities 1). */
  | { readonly do: "copyActivation"; readonly what: ObjRef; readonly count: number; readonly newTargets: boolean }
  /** "summon a token copy of …" (Copying Objects 1; Tokens 4). */
  | {
      readonly do: "summonTokenCopy";
      readonly of: ObjRef | { readonly choose: GaFilter } | { readonly each: GaFilter; readonly everyPlayer: boolean };
      readonly rested?: boolean;
      /** "It becomes a Distortion in addition to its other types": a layer B effect on the token. */
      readonly addSubtypes?: readonly string[];
      readonly brewedIfPotion?: boolean;
    }
  /** "… become a copy of …" (Jubjub Bird). */
  | {
      readonly do: "becomeCopy";
      readonly object: ObjRef;
      readonly of: ObjRef;
      readonly exceptions: readonly CopyException[];
      readonly optional: boolean;
    }
  /** "You may rest X. If you do, …" */
  | { readonly do: "mayRest"; readonly object: ObjRef; readonly andThen: readonly GaEffect[] }
  | {
      readonly do: "grant";
      readonly object: ObjRef;
      readonly parts: readonly GaPart[];
      readonly duration: GrantDuration;
    }
  | { readonly do: "mayReturnToHand"; readonly object: ObjRef }
  | { readonly do: "wakeUp"; readonly object: ObjRef }
  | { readonly do: "transform"; readonly object: ObjRef }
  /** "Rest X. If you do, …": `then` happens only if X was awake (Properties and States 3). */
  | { readonly do: "rest"; readonly object: ObjRef; readonly andThen?: readonly GaEffect[] }
  /** "You may remove N … counters from your champion. If you do, …" */
  | {
      readonly do: "mayRemoveCounters";
      readonly from: ObjRef;
      readonly counter: string;
      readonly n: number;
      readonly andThen: readonly GaEffect[];
    }
  | { readonly do: "putCounters"; readonly on: ObjRef; readonly counter: string; readonly n: number }
  /** "Prevent the next N damage that would be dealt to … this turn." */
  | { readonly do: "preventDamage"; readonly to: ObjRef; readonly amount: Amount }
  /** "Then you may pay (X). If you do, …" — a choice made during resolution (Copying Abilities 2). */
  | { readonly do: "mayPayReserve"; readonly amount: Amount; readonly andThen: readonly GaEffect[] }
  /** "the next time you activate an ability of that Potion this turn, copy that ability" */
  | {
      readonly do: "copyNextAbilityActivation";
      readonly of: ObjRef;
      readonly count: number;
      readonly newTargets: boolean;
    }
  /** "Copy target … card. If you do, you may activate that copy without paying its reserve cost." */
  | { readonly do: "copyCardMayActivate"; readonly what: ObjRef }
  /** "For each … card in the attacker's intent, create a copy of it in that attacker's intent." */
  | { readonly do: "copyIntoIntent"; readonly each: GaFilter }
  | { readonly do: "summonTokens"; readonly name: string; readonly n: number }
  | { readonly do: "if"; readonly condition: GaCondition; readonly andThen: readonly GaEffect[] }
  /** An inline restriction (Restriction Abilities, Types 2): checked as the effect resolves. */
  | { readonly do: "restricted"; readonly restrictions: readonly Restriction[]; readonly andThen: readonly GaEffect[] }
  /** "You may banish N … cards from your graveyard. If you do, …" */
  | {
      readonly do: "mayBanishFromGraveyard";
      readonly n: number;
      readonly filter: GaFilter;
      readonly andThen: readonly GaEffect[];
    }
  /** "return [this] to the field transformed" (Suzaku). */
  | { readonly do: "returnTransformed"; readonly object: ObjRef }
  | { readonly do: "dealDamageEach"; readonly filter: GaFilter; readonly amount: Amount }
  /** "Banish a card at random from your memory. If a card was banished this way, …" */
  | { readonly do: "banishRandomFromMemory"; readonly andThen: readonly GaEffect[] }
  /** "… unless an opponent pays (N)" (each opponent in turn order until one does). */
  | { readonly do: "unlessOpponentPays"; readonly amount: number; readonly andThen: readonly GaEffect[] }
  /** "Banish a … card from your graveyard. If you do, copy it and you may activate that copy without paying its reserve cost." */
  | { readonly do: "banishFromGraveyardCopyMayActivate"; readonly filter: GaFilter }
  /** An instruction the engine keeps as text: resolving it does nothing and is reported. */
  | { readonly do: "notYet"; readonly text: string };
