import type { AbilityDef } from "../abilities/ability.js";
import type { Perspective } from "../layers/evaluate.js";
import type { Color } from "../model/color.js";
import type { DeepReadonly, ObjectId, PlayerId, StackDecisions } from "../model/object.js";

/** What a resolving spell or ability knows while its instructions are carried out (608.2). */
export interface Resolution {
  /** The spell itself, or the source of the ability (113.7, 707.10b). */
  readonly sourceId: ObjectId | null;
  readonly sourceName: string | null;
  readonly stackId: ObjectId | null;
  readonly controller: PlayerId;
  readonly decisions: DeepReadonly<StackDecisions>;
  /** Targets that became illegal: the effect doesn't touch them (608.2b). */
  readonly illegalTargets: ReadonlySet<string>;
  readonly triggerObject: ObjectId | null;
  /** "that player": the player the trigger event was about (603.2). */
  readonly triggerPlayer?: PlayerId;
  /** "that much damage", "that many cards": the number the trigger event was about (603.2). */
  readonly triggerAmount?: number;
  readonly abilityKey: string | null;
  /**
   * The ability resolving, as it was put on the stack (113.7a): "this ability" even if its source
   * no longer has it (an Unstable Shapeshifter that became a copy meanwhile, 707.9a).
   */
  readonly ability?: AbilityDef;
  readonly text: string;
  /** Objects created so far by this resolution ("that token"). */
  readonly created: ObjectId[];
  /** Cards the instructions of this resolution exiled, as they are in exile (400.7): "that card", "those cards". */
  readonly exiled: ObjectId[];
  /** Cards an earlier instruction found, revealed or milled ("that card", "… milled this way"), 608.2c. */
  readonly thisWay: ObjectId[];
  /** "for each flip you won": the flips won by "flip a coin until you lose a flip" (705), for its next instruction. */
  readonly coinFlipsWon?: number;
  /** Values chosen on resolution (608.2d), by key. */
  readonly chosenColors: Map<string, Color>;
  /** "Choose a creature type" (608.2d): the type chosen, for "of the chosen type" after it. */
  readonly chosenCreatureTypes: string[];
}

/** The point of view the resolving instruction's filters and amounts are read from ("you", "this", X). */
export function perspective(r: Resolution): Perspective {
  const chosenCreatureType = r.chosenCreatureTypes.at(-1);
  return {
    sourceId: r.sourceId,
    controller: r.controller,
    abilityKey: r.abilityKey,
    x: r.decisions.x ?? 0,
    triggerObject: r.triggerObject,
    ...(chosenCreatureType !== undefined ? { chosenCreatureType } : {}),
  };
}
