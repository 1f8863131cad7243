import type { Layer } from "../../abilities/continuous.js";
import type { Color } from "../../model/color.js";
import type { ObjectId, PlayerId } from "../../model/object.js";
import { setOf } from "../../../kernel/setOf.js";
import type { Characteristics } from "../characteristics.js";
import { effectController } from "../evaluate.js";
import { namedKind, requiredColor, requiredType, requiresYouControl } from "../filterShape.js";
import { memoizedFor } from "../../../kernel/memo.js";
import type { LayerEffect } from "../layerEffect.js";
import type { LayerView } from "../view.js";

/**
 * Whether an effect of a layer can reach some changed objects, told from the shape of what it
 * applies to without evaluating its filter: the one object the filter names ("this", "enchanted
 * creature": 303.4, 301.5), its locked set (611.2c), or the card type, color and controller every
 * object its filter matches must have.
 *
 * Only for the layers after 5: card types (layer 4), control (layer 2) and colors (layer 5) are
 * settled there (613.1), so the changed objects' characteristics now and in the previous
 * derivation cover what the effect could pick in either. An effect that began in an earlier layer
 * kept the set it had there (613.6), which its shape may not describe: it is always looked at.
 */

/** The layers in which card types, control and colors no longer change (613.1b–e). */
export const SETTLED_LAYERS: ReadonlySet<Layer> = new Set<Layer>(["6", "7a", "7b", "7c", "7d"]);

/** A changed object as the effects of a settled layer see it: now, or in the previous derivation. */
export interface Reached {
  readonly id: ObjectId;
  readonly types: readonly string[];
  readonly colors: readonly Color[];
  readonly controller: PlayerId;
}

export function reachedAs(id: ObjectId, c: Characteristics): Reached {
  return { id, types: c.types, colors: c.colors, controller: c.controller };
}

type Shape =
  | { readonly is: "always" }
  | { readonly is: "locked"; readonly ids: readonly ObjectId[] }
  | { readonly is: "named"; readonly attached: boolean }
  | { readonly is: "filter"; readonly type: string | null; readonly color: Color | null; readonly youControl: boolean };

const shapes = new WeakMap<LayerEffect, Shape>();

function shapeOf(e: LayerEffect): Shape {
  return memoizedFor(shapes, e, makeShape);
}

function makeShape(e: LayerEffect): Shape {
  if (!e.partLayers.every((l) => SETTLED_LAYERS.has(l))) return { is: "always" };
  if (e.locked) return { is: "locked", ids: e.locked };
  const f = e.affects;
  if (!f) return { is: "always" };
  const named = namedKind(f);
  if (named) return { is: "named", attached: named === "attached" };
  return { is: "filter", type: requiredType(f), color: requiredColor(f), youControl: requiresYouControl(f) };
}

/** Can the effect, in a settled layer, reach one of these changed objects? */
export function mayReach(e: LayerEffect, view: LayerView, changed: readonly Reached[]): boolean {
  const shape = shapeOf(e);
  switch (shape.is) {
    case "always":
      return true;
    case "locked":
      return changed.some((c) => setOf(shape.ids).has(c.id));
    case "named": {
      const named = shape.attached
        ? e.sourceId === null
          ? undefined
          : view.state.objects[e.sourceId]?.attachedTo
        : e.sourceId;
      return named !== undefined && named !== null && changed.some((c) => c.id === named);
    }
    case "filter": {
      const controller = shape.youControl ? effectController(e, view) : null;
      return changed.some(
        (c) =>
          (shape.type === null || c.types.includes(shape.type)) &&
          (shape.color === null || c.colors.includes(shape.color)) &&
          (controller === null || c.controller === controller),
      );
    }
  }
}
