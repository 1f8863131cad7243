import type { ContinuousPart, Layer } from "../abilities/continuous.js";
import { findCard } from "../cards/registry.js";
import type { ObjectId } from "../model/object.js";
import { fittingSubtypes } from "../model/subtypes.js";
import { evaluateAmount, linkedChoice, type Perspective } from "./evaluate.js";
import type { LayerEffect } from "./layerEffect.js";
import type { LayerView } from "./view.js";

/**
 * What a part of an effect does to one object right now: amounts counted, "the chosen color"
 * looked up (611.2d, 607.2a). Returns null when the part refers to an undefined choice and so
 * does nothing (607.5a). Two evaluations that differ mean the effect "does" something else (613.8a).
 */
export function resolvePart(
  view: LayerView,
  e: LayerEffect,
  part: ContinuousPart,
  target: ObjectId,
  p: Perspective,
): ContinuousPart | null {
  switch (part.op) {
    case "setPT":
      return {
        op: "setPT",
        ...(part.power !== undefined ? { power: evaluateAmount(view, part.power, p, target) } : {}),
        ...(part.toughness !== undefined ? { toughness: evaluateAmount(view, part.toughness, p, target) } : {}),
      };
    case "modifyPT":
      return {
        op: "modifyPT",
        power: evaluateAmount(view, part.power, p, target),
        toughness: evaluateAmount(view, part.toughness, p, target),
      };
    case "setColors":
    case "addColors": {
      if (part.colors !== "chosen") return part;
      const color = e.chosenColor ?? chosen(view, p, "color");
      return color ? { op: part.op, colors: [color] } : null;
    }
    case "setCreatureTypes": {
      if (part.subtypes !== "chosen") return part;
      const type = chosen(view, p, "creatureType");
      return type ? { op: "setCreatureTypes", subtypes: [type] } : null;
    }
    case "addCreatureTypes": {
      const type = chosen(view, p, "creatureType");
      return type ? { op: "addTypes", subtypes: [type] } : null;
    }
    case "addTypes": {
      // 205.3d: a subtype is gained only if the object has (or this part gives it) a type for it.
      if (!part.subtypes || part.subtypes.length === 0) return part;
      const types = [...(view.get(target)?.types ?? []), ...(part.types ?? [])];
      const subtypes = fittingSubtypes(part.subtypes, types);
      return subtypes.length === part.subtypes.length ? part : { ...part, subtypes };
    }
    case "fullText": {
      // "the top card of your graveyard" (404.2: the first entry is the top), as printed.
      const top = view.state.players.find((pl) => pl.name === p.controller)?.graveyard[0];
      const card = top === undefined ? undefined : view.state.objects[top];
      const def = card?.card ? findCard(view.state, card.card) : undefined;
      const face = def?.faces[0];
      return face ? { ...part, face } : null;
    }
    default:
      return part;
  }
}

/**
 * The effect's parts of this layer, resolved for one object: what it does to that object in the
 * layer. Derivations from scratch (derive.ts) and re-derivations (speedups/rederive.ts) both apply
 * exactly this.
 */
export function partsInLayer(
  view: LayerView,
  e: LayerEffect,
  layer: Layer,
  target: ObjectId,
  p: Perspective,
): ContinuousPart[] {
  const out: ContinuousPart[] = [];
  for (let i = 0; i < e.parts.length; i++) {
    const part = e.parts[i];
    if (part === undefined || e.partLayers[i] !== layer) continue;
    const r = resolvePart(view, e, part, target, p);
    if (r) out.push(r);
  }
  return out;
}

function chosen(view: LayerView, p: Perspective, kind: "color"): "W" | "U" | "B" | "R" | "G" | undefined;
function chosen(view: LayerView, p: Perspective, kind: "creatureType"): string | undefined;
function chosen(view: LayerView, p: Perspective, kind: "color" | "creatureType"): string | undefined {
  const v = linkedChoice(view, p, kind);
  if (v?.kind === "color") return v.color;
  if (v?.kind === "creatureType") return v.type;
  return undefined;
}
