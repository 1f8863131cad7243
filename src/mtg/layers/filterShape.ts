import type { ObjectFilter } from "../abilities/filter.js";
import type { Color } from "../model/color.js";
import type { ObjectId } from "../model/object.js";
import type { LayerEffect } from "./layerEffect.js";
import type { GameState } from "../model/state.js";
import { linkedChoice, type Perspective } from "./evaluate.js";
import type { LayerView } from "./view.js";
import { memoizedFor } from "../../kernel/memo.js";

/**
 * What a filter's shape says before it is evaluated: which objects can match (indexes), whether
 * its answer depends on the source, and whether it only looks at one player's objects.
 */

/** A card type every object the filter matches must have ("creatures you control" → Creature). */
export function requiredType(f: ObjectFilter): string | null {
  return memoizedFor(typesRequired, f, typeRequired);
}

/** A color every object the filter matches must have ("white creatures you control" → white). */
export function requiredColor(f: ObjectFilter): Color | null {
  return memoizedFor(colorsRequired, f, colorRequired);
}

const typesRequired = new WeakMap<ObjectFilter, string | null>();
const colorsRequired = new WeakMap<ObjectFilter, Color | null>();
const typeRequired = (f: ObjectFilter) => firstRequired(f, (g) => (g.is === "type" ? g.type : null));
const colorRequired = (f: ObjectFilter) => firstRequired(f, (g) => (g.is === "color" ? g.color : null));

/** The first value `own` finds in the filter or in one of the filters it requires all of ("all"); null if none. */
function firstRequired<T>(f: ObjectFilter, own: (g: ObjectFilter) => T | null): T | null {
  const mine = own(f);
  if (mine !== null || f.is !== "all") return mine;
  for (const g of f.of) {
    const t = firstRequired(g, own);
    if (t !== null) return t;
  }
  return null;
}

/** Does the filter require a part that passes `test`: itself, or one of the filters it requires all of? */
export function requiresPart(f: ObjectFilter, test: (g: ObjectFilter) => boolean): boolean {
  return firstRequired(f, (g) => (test(g) ? true : null)) !== null;
}

/** Does some part of the filter, at any depth ("all", "any", "not"), pass `test`? */
export function mentionsPart(f: ObjectFilter, test: (g: ObjectFilter) => boolean): boolean {
  if (test(f)) return true;
  if (f.is === "all" || f.is === "any") return f.of.some((g) => mentionsPart(g, test));
  return f.is === "not" && mentionsPart(f.filter, test);
}

/** A card type or subtype every object the filter matches must have, the linked choice resolved ("of the chosen type"). */
export function requiredSubtype(f: ObjectFilter, view: LayerView, p: Perspective): string | null {
  const part = memoizedFor(subtypeParts, f, subtypePart);
  if (part?.is === "subtype") return part.subtype;
  if (part?.is !== "chosenCreatureType") return null;
  const choice = linkedChoice(view, p, "creatureType");
  return choice?.kind === "creatureType" ? choice.type : null;
}

const subtypeParts = new WeakMap<ObjectFilter, ObjectFilter | null>();
const subtypePart = (f: ObjectFilter) =>
  firstRequired(f, (g) => (g.is === "subtype" || g.is === "chosenCreatureType" ? g : null));

/** Which one object a filter names, if it names one: its source ("this"), or what its source is attached to ("enchanted creature", 303.4, 301.5). */
export function namedKind(f: ObjectFilter): "self" | "attached" | null {
  return memoizedFor(namedKinds, f, kindNamed);
}

const namedKinds = new WeakMap<ObjectFilter, "self" | "attached" | null>();
const kindNamed = (f: ObjectFilter) =>
  firstRequired(f, (g): "self" | "attached" | null =>
    g.is === "self" ? "self" : g.is === "attachedBySource" ? "attached" : null,
  );

/**
 * The one object a filter can match, when it names one (`namedKind`). Undefined when it names
 * none; null when it names an object that isn't there.
 */
export function namedObject(f: ObjectFilter, sourceId: ObjectId | null, state: GameState): ObjectId | null | undefined {
  const kind = namedKind(f);
  if (kind === null) return undefined;
  if (kind === "self") return sourceId;
  return sourceId === null ? null : (state.objects[sourceId]?.attachedTo ?? null);
}

/** Does the filter's result depend on which object is the source (or on its linked choice, or X)? */
export function readsSource(f: ObjectFilter): boolean {
  return mentionsPart(f, (g) => SOURCE_READING.has(g.is) || (g.is === "controlledBy" && g.who === "enchantedPlayer"));
}

const SOURCE_READING: ReadonlySet<ObjectFilter["is"]> = new Set([
  "self",
  "other",
  "attachedBySource",
  "attachedToSource",
  "createdWithSource",
  "blockingSource",
  "chosenCreatureType",
  "chosenColor",
  "manaValue",
]);

const filterIds = new WeakMap<ObjectFilter, number>();
let nextFilterId = 0;
const newFilterId = () => nextFilterId++;

/** A number per filter object (card definitions share theirs): effects with the same filter share a key. */
export function filterId(f: ObjectFilter): number {
  return memoizedFor(filterIds, f, newFilterId);
}

const stems = new WeakMap<LayerEffect, string>();

/**
 * What, besides its point of view (its controller), decides the objects a filter-based effect
 * picks: its filter, its zones and, when the filter reads them, its source, linked ability and X.
 * Effects with the same stem and controller pick the same objects. An effect with no filter: its id.
 */
export function filterStem(e: LayerEffect): string {
  return memoizedFor(stems, e, stemOf);
}

function stemOf(e: LayerEffect): string {
  const f = e.affects;
  if (!f) return e.id;
  const own = readsSource(f) ? `${e.sourceId ?? ""}\u0000${e.abilityKey ?? ""}\u0000${e.x ?? ""}` : "";
  return `${filterId(f)}\u0000${e.zones.join(",")}\u0000${own}`;
}

/** "… you control": a filter that only matches objects controlled by the source's controller. */
export function requiresYouControl(f: ObjectFilter): boolean {
  return memoizedFor(youControl, f, controlledByYou);
}

const youControl = new WeakMap<ObjectFilter, boolean>();
const controlledByYou = (f: ObjectFilter) => requiresPart(f, (g) => g.is === "controlledBy" && g.who === "you");
