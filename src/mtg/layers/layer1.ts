import { findCard } from "../cards/registry.js";
import type { FaceDef } from "../model/card.js";
import { printedNumber } from "../model/card.js";
import { sortColors } from "../model/color.js";
import { colorsOfManaCost } from "../model/manaCost.js";
import type { EffectRecord } from "../model/effectRecord.js";
import type { GameObject, ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { AbilityInstance, AbilityOrigin, Characteristics } from "./characteristics.js";
import type { Color } from "../model/color.js";
import type { Tracer } from "./trace.js";

/** The faces an object's characteristics start from (613.1): its card's, or its creating effect's. */
export function baseFaces(state: GameState, obj: GameObject): readonly FaceDef[] {
  if (obj.token) return obj.token.faces;
  if (obj.emblem) return obj.emblem.faces; // 114.3
  if (obj.card === null) return [];
  return findCard(state, obj.card)?.faces ?? [];
}

/** The object's own layout: its card's, or for a token, a flip card's halves or double faces (707.3, 707.8a). */
export function ownLayout(state: GameState, obj: GameObject): string | undefined {
  if (obj.token) return obj.token.flip ? "flip" : obj.token.faces.length > 1 ? "transform" : "normal";
  return findCard(state, obj.card ?? "")?.layout;
}

/** Which face of the object is up: 712.8 (double-faced), 710.2 (flip cards). */
export function currentFaceIndex(state: GameState, obj: GameObject): number {
  const faces = baseFaces(state, obj);
  const layout = ownLayout(state, obj);
  if (layout === "flip") return obj.status.flipped ? 1 : 0;
  // 709.3, 715.3: on the stack, the half (or Adventure) that was cast; 709.4, 715.4: elsewhere the
  // card's normal (or, split, combined: see `splitCombined`) characteristics — a half chosen for
  // casting (status.face, and the cast decisions it carries) is evaluated alone while it is being cast (709.3a-b).
  return Math.min(obj.status.face, Math.max(faces.length - 1, 0));
}

/**
 * 710.1, 707.3: whether the object is a flip card now — judged on its copiable values: a copy of a
 * flip card has both halves (so it can flip), a flip card copying something else has one.
 */
export function isFlipCard(state: GameState, obj: GameObject): boolean {
  let latest: EffectRecord | undefined;
  for (const e of state.effects)
    if (e.copy && e.affected.includes(obj.id) && (!latest || e.timestamp > latest.timestamp)) latest = e;
  if (latest?.copy) return latest.copy.flip === true;
  return ownLayout(state, obj) === "flip";
}

/** Characteristics as printed on a face (208, 202.2: colors from mana cost or color indicator). */
export function characteristicsOfFace(
  face: FaceDef | undefined,
  controller: string,
  keyPrefix: string,
  origin: AbilityOrigin,
  grantedBy?: { id: string; timestamp: number },
): Characteristics {
  if (!face) return blankCharacteristics(controller);
  const printed = printedParts(face, keyPrefix, origin, grantedBy);
  return {
    name: face.name === "" ? null : face.name, // 708.2a: a face-down object has no name
    manaCost: face.manaCost,
    colorIndicator: face.colorIndicator,
    colors: [...printed.colors],
    supertypes: [...face.supertypes],
    types: [...face.types],
    subtypes: [...face.subtypes],
    power: printedNumber(face.power),
    toughness: printedNumber(face.toughness),
    loyalty: printedNumber(face.loyalty),
    defense: printedNumber(face.defense),
    abilities: [...printed.abilities],
    controller,
  };
}

interface PrintedParts {
  readonly colors: readonly Color[];
  readonly abilities: readonly AbilityInstance[];
}

/** Faces are immutable card data: their colors and ability instances are worked out once per face and key. */
const printedCache = new WeakMap<FaceDef, Map<string, PrintedParts>>();

function printedParts(
  face: FaceDef,
  keyPrefix: string,
  origin: AbilityOrigin,
  grantedBy?: { id: string; timestamp: number },
): PrintedParts {
  let byKey = printedCache.get(face);
  if (!byKey) {
    byKey = new Map();
    printedCache.set(face, byKey);
  }
  const key = grantedBy
    ? `${keyPrefix}\u0000${origin}\u0000${grantedBy.id}\u0000${grantedBy.timestamp}`
    : `${keyPrefix}\u0000${origin}`;
  const known = byKey.get(key);
  if (known) return known;
  const parts: PrintedParts = {
    // 202.2: colors from the mana cost, or the color indicator (card data may list it in any order).
    colors: face.colors
      ? [...face.colors]
      : face.colorIndicator
        ? sortColors(face.colorIndicator)
        : colorsOfManaCost(face.manaCost),
    abilities: face.abilities.map((def, i) => ({
      key: `${keyPrefix}${i}`,
      def,
      origin,
      ...(grantedBy ? { grantedBy: grantedBy.id, grantTimestamp: grantedBy.timestamp } : {}),
    })),
  };
  byKey.set(key, parts);
  return parts;
}

export function blankCharacteristics(controller: string): Characteristics {
  return {
    name: null,
    manaCost: null,
    colorIndicator: null,
    colors: [],
    supertypes: [],
    types: [],
    subtypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
    abilities: [],
    controller,
  };
}

/**
 * Layer 1 (613.2): the copiable values of an object (707.2). Start from the current face; apply
 * copy effects in timestamp order (1a); then face-down status (1b, 708.2).
 */
export function copiableValues(
  state: GameState,
  obj: GameObject,
  tracer: Tracer | null,
  ignoreFaceDown = false,
  copyEffects: ReadonlyMap<ObjectId, readonly EffectRecord[]> = copyEffectsByObject(state),
): Characteristics {
  const faces = baseFaces(state, obj);
  const faceIndex = currentFaceIndex(state, obj);
  const origin: AbilityOrigin = obj.token ? "token" : "printed";
  let chars =
    splitCombined(state, obj, faces) ??
    characteristicsOfFace(faces[faceIndex], obj.controller, `${origin === "token" ? "t" : "p"}${faceIndex}:`, origin);
  chars = prototyped(obj, chars);
  tracer?.base(obj, chars, faceIndex, faces.length);

  for (const effect of copyEffects.get(obj.id) ?? []) {
    const snap = effect.copy;
    if (!snap) continue;
    const before = chars;
    // 710: a copy of a flip card has both halves; the copier's own flipped status picks one.
    // 707.8: otherwise the copied face is the one that was up.
    const face = snap.flip
      ? snap.faces[obj.status.flipped ? 1 : 0]
      : snap.faces[Math.min(snap.face, snap.faces.length - 1)];
    chars = characteristicsOfFace(face, obj.controller, `c${effect.id}:`, "copy", {
      id: effect.id,
      timestamp: effect.timestamp,
    });
    tracer?.layer1a(obj, effect, before, chars);
  }

  if (!ignoreFaceDown && obj.status.faceDown && (obj.zone === "battlefield" || obj.zone === "stack")) {
    const before = chars;
    chars = faceDownCharacteristics(obj.controller);
    tracer?.layer1b(obj, before, chars);
  }
  return chars;
}

/** Layer 1a copy effects by the object they apply to (or only these objects), in timestamp order (613.7). */
export function copyEffectsByObject(state: GameState, only?: readonly ObjectId[]): Map<ObjectId, EffectRecord[]> {
  const out = new Map<ObjectId, EffectRecord[]>();
  for (const e of state.effects) {
    if (!e.copy) continue;
    for (const id of e.affected) {
      if (only && !only.includes(id)) continue;
      const list = out.get(id) ?? [];
      list.push(e);
      out.set(id, list);
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.timestamp - b.timestamp);
  return out;
}

/** 708.2: what a face-down object would be face up — its copiable values without layer 1b. */
export function faceUpValues(state: GameState, obj: GameObject): Characteristics {
  return copiableValues(state, obj, null, true);
}

/** 708.2a: a face-down permanent or spell is a 2/2 creature with no text, name, subtypes or mana cost. */
export function faceDownCharacteristics(controller: string): Characteristics {
  return { ...blankCharacteristics(controller), types: ["Creature"], power: 2, toughness: 2 };
}

/**
 * 709.4: in every zone except the stack, a split card (not being cast) has the combined
 * characteristics of its two halves: both names (709.4a), both mana costs and the colors and mana
 * value they give (709.4b), each type and ability (709.4c). Null for anything else.
 */
function splitCombined(state: GameState, obj: GameObject, faces: readonly FaceDef[]): Characteristics | null {
  if (obj.token || obj.zone === "stack" || obj.status.face !== 0 || faces.length < 2) return null;
  // 709.3a-b: a card being cast (it carries its cast decisions, see castSpell) is only the chosen half.
  if (obj.decisions !== null && obj.zone !== "battlefield") return null;
  if (findCard(state, obj.card ?? "")?.layout !== "split") return null;
  const halves = faces.map((f, i) => characteristicsOfFace(f, obj.controller, `p${i}:`, "printed"));
  const [a, b] = halves;
  if (!a || !b) return null;
  const union = (x: readonly string[], y: readonly string[]) => [...new Set([...x, ...y])];
  return {
    ...a,
    name: `${a.name ?? ""} // ${b.name ?? ""}`,
    manaCost: `${a.manaCost ?? ""}${b.manaCost ?? ""}` || null,
    colors: sortColors([...new Set([...a.colors, ...b.colors])]),
    supertypes: union(a.supertypes, b.supertypes),
    types: union(a.types, b.types),
    subtypes: union(a.subtypes, b.subtypes),
    abilities: [...a.abilities, ...b.abilities],
  };
}

/**
 * 718.3b, 718.2a: a spell cast prototyped, and the permanent it becomes, have the prototype's
 * mana cost, power and toughness, and the colors of that mana cost (part of its copiable values).
 */
function prototyped(obj: GameObject, c: Characteristics): Characteristics {
  if (!obj.decisions?.prototyped || (obj.zone !== "stack" && obj.zone !== "battlefield")) return c;
  const proto = c.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === "prototype")?.def;
  if (proto?.kind !== "keyword" || !proto.prototype || proto.cost === undefined) return c;
  return {
    ...c,
    manaCost: proto.cost,
    colors: colorsOfManaCost(proto.cost),
    power: proto.prototype.power,
    toughness: proto.prototype.toughness,
  };
}
