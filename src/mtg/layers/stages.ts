import type { Layer } from "../abilities/continuous.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { Characteristics } from "./characteristics.js";
import type { Aspect } from "./reads.js";
import {
  applyCounters,
  creaturesHavePT,
  finalRules,
  intrinsicManaAbilities,
  intrinsicSiegeAbility,
} from "./ruleSteps.js";
import { overloadedSpells } from "./overloadText.js";
import { bestowedObjects } from "./bestowed.js";
import { reconfiguredEquipment } from "./reconfigured.js";
import { awakenedSpells } from "./awakenedSpell.js";
import type { Tracer } from "./trace.js";

/**
 * The layer system as one list (613.1): layer 1 object by object (613.2), then layers 2–7d over
 * all objects, with the steps that come from rules rather than effects at their fixed points.
 * A full derivation (derive.ts) and a re-derivation (rederive.ts) both run this list; they differ
 * only in which objects and effects they look at in each stage.
 */
export type Stage = CopiableStage | LayerStage | RuleStage;

/** 613.2: layer 1, each object's copiable values (copy effects, then face-down status). */
export interface CopiableStage {
  readonly kind: "copiable";
}

/** Layers 2–7d (613.1b–f, 613.4): the continuous effects of that layer or sublayer. */
export interface LayerStage {
  readonly kind: "layer";
  readonly layer: Layer;
}

/** A step of the layer system that comes from a rule, applied to every object it is given. */
export interface RuleStage {
  readonly kind: "rule";
  readonly step: RuleStep;
  /** The aspects of characteristics it may change. */
  readonly writes: readonly Aspect[];
  readonly apply: (chars: Map<ObjectId, Characteristics>, state: GameState, tracer: Tracer | null) => void;
}

export type RuleStep =
  | "overload"
  | "bestowed"
  | "reconfigured"
  | "awaken"
  | "intrinsic mana"
  | "intrinsic siege"
  | "creatures have P/T"
  | "counters"
  | "final rules";

const layer = (l: Layer): LayerStage => ({ kind: "layer", layer: l });

/** The stages, in the order the layer system applies them. */
export const STAGES: readonly Stage[] = [
  { kind: "copiable" },
  layer("2"),
  layer("3"),
  // 702.96c, 612: an overloaded spell's text change ("target" → "each"), a text-changing effect of layer 3.
  { kind: "rule", step: "overload", writes: ["abilities"], apply: overloadedSpells },
  // 702.113a: a spell whose awaken cost was paid: its effect includes the awaken paragraph.
  { kind: "rule", step: "awaken", writes: ["abilities"], apply: awakenedSpells },
  // 702.103b: a bestowed spell or Aura is an Aura enchantment with enchant creature (before the layer 4 effects).
  { kind: "rule", step: "bestowed", writes: ["cardTypes", "subtypes", "abilities"], apply: bestowedObjects },
  // 702.151b: an attached Equipment with reconfigure isn't a creature (before the layer 4 effects).
  { kind: "rule", step: "reconfigured", writes: ["cardTypes", "subtypes"], apply: reconfiguredEquipment },
  layer("4"),
  // 305.6: after layer 4, a land has the intrinsic mana ability of each basic land type it has.
  {
    kind: "rule",
    step: "intrinsic mana",
    writes: ["abilities"],
    apply: (chars, _, tracer) => intrinsicManaAbilities(chars, tracer),
  },
  // 310.11b: a Siege's intrinsic triggered ability, once types are known.
  {
    kind: "rule",
    step: "intrinsic siege",
    writes: ["abilities"],
    apply: (chars, _, tracer) => intrinsicSiegeAbility(chars, tracer),
  },
  layer("5"),
  layer("6"),
  // 208.3a: before layer 7a, a creature without power or toughness has 0.
  { kind: "rule", step: "creatures have P/T", writes: ["pt"], apply: (chars) => creaturesHavePT(chars) },
  layer("7a"),
  layer("7b"),
  layer("7c"),
  // 613.4c: counters, after the layer 7c effects.
  { kind: "rule", step: "counters", writes: ["pt"], apply: applyCounters },
  layer("7d"),
  // 208.3, 306.5b, 310.4c: a noncreature permanent has no P/T; loyalty and defense are counters.
  { kind: "rule", step: "final rules", writes: ["pt"], apply: finalRules },
];

/** The layers of the list, in order. */
export const LAYERS: readonly Layer[] = STAGES.flatMap((s) => (s.kind === "layer" ? [s.layer] : []));

/**
 * How one pass runs each kind of stage: which objects and effects it looks at is its own choice
 * (a strategy); the order of the stages is this list's. A stage may decline (false), which ends the pass.
 */
export interface StageRunner {
  copiable(): void;
  layer(layer: Layer): boolean;
  rule(stage: RuleStage): boolean;
}

/** Runs the stages in order; false when a stage declined. */
export function runStages(runner: StageRunner): boolean {
  for (const s of STAGES) {
    if (s.kind === "copiable") runner.copiable();
    else if (!(s.kind === "rule" ? runner.rule(s) : runner.layer(s.layer))) return false;
  }
  return true;
}
