import type { ObjectFilter } from "../abilities/filter.js";
import type { Color } from "../model/color.js";
import type { ObjectId } from "../model/object.js";
import type { LayerEffect } from "./layerEffect.js";
import type { GameState } from "../model/state.js";
import { linkedChoice, type Perspective } from "./evaluate.js";
import type { LayerView } from "./view.js";

/**
 * What a filter's shape says before it is evaluated: which objects can match (indexes), whether
 * its answer depends on the source, and whether it only looks at one player's objects.
 */

/** A card type every object the filter matches must have ("creatures you control" → Creature). */
export function requiredType(f: ObjectFilter): string | null {
  return required(f, typesRequired, (g) => (g.is === "type" ? g.type : null));
}

/** A color every object the filter matches must have ("white creatures you control" → white). */
export function requiredColor(f: ObjectFilter): Color | null {
  return required(f, colorsRequired, (g) => (g.is === "color" ? g.color : null));
}

const typesRequired = new WeakMap<ObjectFilter, string | null>();
const colorsRequired = new WeakMap<ObjectFilter, Color | null>();

/** What the filter, or one of the filters it requires all of, requires (`own`): found once per filter. */
function required<T>(f: ObjectFilter, known: WeakMap<ObjectFilter, T | null>, own: (g: ObjectFilter) => T | null): T | null {
  let value = known.get(f);
  if (value === undefined) {
    value = firstRequired(f, own);
    known.set(f, value);
  }
  return value;
}

function firstRequired<T>(f: ObjectFilter, own: (g: ObjectFilter) => T | null): T | null {
  const mine = own(f);
  if (mine !== null || f.is !== "all") return mine;
  for (const g of f.of) {
    const t = firstRequired(g, own);
    if (t !== null) return t;
  }
  return null;
}

/** A card type or subtype every object the filter matches must have, the linked choice resolved ("of the chosen type"). */
export function requiredSubtype(f: ObjectFilter, view: LayerView, p: Perspective): string | null {
  if (f.is === "subtype") return f.subtype;
  if (f.is === "chosenCreatureType") {
    const choice = linkedChoice(view, p, "creatureType");
    return choice?.kind === "creatureType" ? choice.type : null;
  }
  if (f.is === "all") for (const g of f.of) {
    const t = requiredSubtype(g, view, p);
    if (t !== null) return t;
  }
  return null;
}

/**
 * The one object a filter can match, when it names one: "this" (the source) or the object the
 * source is attached to ("enchanted creature", 303.4, 301.5). Undefined when it names none; null
 * when it names an object that isn't there.
 */
export function namedObject(f: ObjectFilter, sourceId: ObjectId | null, state: GameState): ObjectId | null | undefined {
  if (f.is === "self") return sourceId;
  if (f.is === "attachedBySource") return sourceId === null ? null : (state.objects[sourceId]?.attachedTo ?? null);
  if (f.is === "all")
    for (const g of f.of) {
      const named = namedObject(g, sourceId, state);
      if (named !== undefined) return named;
    }
  return undefined;
}

/** Does the filter's result depend on which object is the source (or on its linked choice, or X)? */
export function readsSource(f: ObjectFilter): boolean {
  switch (f.is) {
    case "all":
    case "any":
      return f.of.some(readsSource);
    case "not":
      return readsSource(f.filter);
    case "self":
    case "other":
    case "attachedBySource":
    case "chosenCreatureType":
    case "chosenColor":
    case "manaValue":
      return true;
    default:
      return false;
  }
}

const filterIds = new WeakMap<ObjectFilter, number>();
let nextFilterId = 0;

/** A number per filter object (card definitions share theirs): effects with the same filter share a key. */
export function filterId(f: ObjectFilter): number {
  let n = filterIds.get(f);
  if (n === undefined) {
    n = nextFilterId++;
    filterIds.set(f, n);
  }
  return n;
}

const stems = new WeakMap<LayerEffect, string>();

/**
 * What, besides its point of view (its controller), decides the objects a filter-based effect
 * picks: its filter, its zones and, when the filter reads them, its source, linked ability and X.
 * Effects with the same stem and controller pick the same objects.
 */
export function filterStem(e: LayerEffect, f: ObjectFilter): string {
  let stem = stems.get(e);
  if (stem === undefined) {
    const own = readsSource(f) ? `${e.sourceId ?? ""}\u0000${e.abilityKey ?? ""}\u0000${e.x ?? ""}` : "";
    stem = `${filterId(f)}\u0000${e.zones.join(",")}\u0000${own}`;
    stems.set(e, stem);
  }
  return stem;
}

/** "… you control": a filter that only matches objects controlled by the source's controller. */
export function requiresYouControl(f: ObjectFilter): boolean {
  if (f.is === "controlledBy") return f.who === "you";
  if (f.is === "all") return f.of.some(requiresYouControl);
  return false;
}
