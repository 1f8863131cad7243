import type { AbilityDef, StaticAbility } from "../abilities/ability.js";
import type { CopyException } from "../abilities/copyException.js";
import type { Derived } from "../layers/derive.js";
import { fittingSubtypes, isCreatureType } from "../model/subtypes.js";
import { baseFaces, characteristicsOfFace, ownLayout } from "../layers/layer1.js";
import type { FaceDef } from "../model/card.js";
import type { Color } from "../model/color.js";
import type { CopiableSnapshot } from "../model/effectRecord.js";
import type { ObjectId, TokenKeyword } from "../model/object.js";
import { faceOf } from "./faceOf.js";

/** An additional effect of a copy exception (707.9e), applied by the replacement that made the copy. */
export interface AdditionalEffect {
  readonly kind: "entersWithCounters";
  readonly counter: string;
  readonly amount: number;
}

export interface SnapshotOptions {
  readonly exceptions: readonly CopyException[];
  /** The ability generating the copy effect, for "except it has this ability" (707.9a). */
  readonly thisAbility?: AbilityDef;
  /** The copier's values before this copy effect, for "doesn't copy that creature's color" (707.9c). */
  readonly copierBefore?: { readonly colors: readonly Color[] };
  /** 707.8a: a token copy of a double-faced permanent has both faces. */
  readonly bothFaces?: boolean;
  /** X in amounts of additional effects (Altered Ego). */
  readonly x?: number;
  /** The copy effect's controller, for "if you control that creature" (set by takeSnapshot: whether they do). */
  readonly copier?: string;
  readonly controlsCopied?: boolean;
  /** The keyword whose ability made the copier, a token ("if ~ was embalmed"). */
  readonly copierKeyword?: TokenKeyword;
}

export interface Snapshot {
  readonly snapshot: CopiableSnapshot;
  readonly additional: readonly AdditionalEffect[];
}

/**
 * 707.2: the copiable values of `sourceId` now — its values after layer 1 (copy effects and
 * face-down status, 613.2c) — with the copy effect's exceptions applied (707.9).
 */
export function takeSnapshot(d: Derived, sourceId: ObjectId, options: SnapshotOptions): Snapshot | null {
  const state = d.state;
  const source = state.objects[sourceId];
  const copiable = d.copiable(sourceId);
  if (!source || !copiable) return null;
  let faces: FaceDef[];
  let face: 0 | 1 = 0;
  let flip = false;
  const latestCopy = state.effects
    .filter((e) => e.copy && e.affected.includes(sourceId))
    .sort((a, b) => b.timestamp - a.timestamp)[0];
  const ownFaces = baseFaces(state, source);
  const layout = ownLayout(state, source); // a token copy of a flip card is one too (707.3)
  if (source.status.faceDown) {
    faces = [faceOf(copiable)]; // 707.2: face-down status modifies copiable values
  } else if (latestCopy?.copy) {
    faces = [...latestCopy.copy.faces];
    face = latestCopy.copy.face;
    flip = latestCopy.copy.flip === true;
    if (!flip) faces = [faceOf(copiable)];
  } else if (layout === "flip") {
    faces = [...ownFaces]; // 710: a copy of a flip card copies both halves
    flip = true;
  } else if (
    options.bothFaces &&
    (layout === "transform" || layout === "meld" || layout === "modal_dfc") &&
    ownFaces.length > 1
  ) {
    faces = [...ownFaces]; // 707.8a
    face = source.status.face;
  } else {
    faces = [faceOf(copiable)]; // 707.8: the face that's up
  }
  const applied: { rule: string; text: string }[] = [];
  const additional: AdditionalEffect[] = [];
  const o = {
    ...options,
    controlsCopied: options.copier !== undefined && d.get(sourceId)?.controller === options.copier,
  };
  faces = faces.map((f) => applyExceptions(f, options.exceptions, o, applied, additional));
  return {
    snapshot: {
      faces,
      face: faces.length > 1 && !flip ? face : 0,
      ...(flip ? { flip: true } : {}),
      copiedFrom: sourceId,
      copiedName: copiable.name,
      exceptions: distinct(applied, (e) => e.text),
    },
    additional: distinct(additional, (e) => `${e.counter}:${e.amount}`),
  };
}

/** The items with distinct keys, first occurrence kept (a face-by-face pass records each exception once). */
function distinct<T>(list: readonly T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const t of list) {
    const k = key(t);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(t);
  }
  return out;
}

function applyExceptions(
  f: FaceDef,
  exceptions: readonly CopyException[],
  o: SnapshotOptions,
  applied: { rule: string; text: string }[],
  additional: AdditionalEffect[],
): FaceDef {
  let out = f;
  for (const e of exceptions) {
    switch (e.except) {
      case "hasAbilities":
        out = { ...out, abilities: [...out.abilities, ...e.abilities] };
        applied.push({ rule: "707.9a", text: `has ${e.abilities.map((a) => `“${a.text}”`).join(", ")}` });
        break;
      case "hasThisAbility":
        if (o.thisAbility) {
          out = { ...out, abilities: [...out.abilities, o.thisAbility] };
          applied.push({ rule: "707.9a", text: `has this ability (“${o.thisAbility.text}”)` });
        }
        break;
      case "withoutKeyword":
        out = { ...out, abilities: out.abilities.filter((a) => a.kind !== "keyword" || a.keyword !== e.keyword) };
        // 702.50a: epic's copies; otherwise an exception that modifies the copiable abilities (707.9b).
        applied.push({ rule: e.keyword === "epic" ? "702.50a" : "707.9b", text: `without its ${e.keyword} ability` });
        break;
      case "name":
        out = { ...out, name: e.name };
        applied.push({ rule: "707.9b", text: `its name is ${e.name}` });
        break;
      case "pt":
        // 707.9d: a CDA defining the characteristic the exception sets is not copied.
        out = {
          ...out,
          ...(e.power !== undefined ? { power: String(e.power) } : {}),
          ...(e.toughness !== undefined ? { toughness: String(e.toughness) } : {}),
          abilities: out.abilities.filter((a) => !definesPT(a)),
        };
        applied.push({
          rule: "707.9b, 707.9d",
          text: `its power/toughness is ${e.power ?? "as copied"}/${e.toughness ?? "as copied"}`,
        });
        break;
      case "additionalTypes": {
        const types = union(out.types, e.types ?? []);
        // 205.3d: a subtype the copy has no type for isn't gained (Phantom Steed's ruling: "not an Illusion").
        const subtypes = fittingSubtypes(e.subtypes ?? [], types);
        out = {
          ...out,
          types,
          subtypes: union(out.subtypes, subtypes),
          supertypes: union(out.supertypes, e.supertypes ?? []),
        };
        const added = [...(e.supertypes ?? []), ...subtypes, ...(e.types ?? [])];
        if (added.length > 0)
          applied.push({ rule: "707.9b", text: `it's ${added.join(" ")} in addition to its other types` });
        const refused = (e.subtypes ?? []).filter((s) => !subtypes.includes(s));
        if (refused.length > 0)
          applied.push({ rule: "205.3d", text: `it has no type for ${refused.join(" ")}: it doesn't become one` });
        break;
      }
      case "creatureTypes": {
        // 205.1a: the other subtypes stay; 707.9d: a creature-type-defining ability (changeling) isn't copied.
        const kept = out.subtypes.filter((t) => !isCreatureType(t));
        out = {
          ...out,
          subtypes: union(kept, fittingSubtypes(e.subtypes, out.types)),
          abilities: out.abilities.filter((a) => !definesCreatureTypes(a)),
        };
        applied.push({ rule: "707.9b, 205.1a", text: `its creature types are ${e.subtypes.join(" ")}` });
        break;
      }
      case "onlyTypes": {
        const types = [...e.types];
        const subtypes = fittingSubtypes(union(out.subtypes, e.subtypes), types);
        out = { ...out, types, subtypes };
        applied.push({
          rule: "707.9b, 205.3d",
          text: `it's ${[...e.subtypes, ...types].join(" ")} and no other card type`,
        });
        break;
      }
      case "notSupertypes":
        out = { ...out, supertypes: out.supertypes.filter((s) => !e.supertypes.includes(s)) };
        applied.push({ rule: "707.9b", text: `it isn't ${e.supertypes.join(" or ").toLowerCase()}` });
        break;
      case "keepOriginalColor":
        out = {
          ...out,
          colors: [...(o.copierBefore?.colors ?? [])],
          colorIndicator: null,
          abilities: out.abilities.filter((a) => !definesColor(a)),
        };
        applied.push({ rule: "707.9c, 707.9d", text: "it doesn't copy that object's color" });
        break;
      case "colors":
        out = {
          ...out,
          colors: [...e.colors],
          colorIndicator: null,
          abilities: out.abilities.filter((a) => !definesColor(a)),
        };
        applied.push({ rule: "707.9b, 707.9d", text: `it's ${e.colors.join("")}` });
        break;
      case "setValues":
        out = {
          ...out,
          ...(e.manaCost !== undefined ? { manaCost: e.manaCost } : {}),
          ...(e.types ? { types: [...e.types] } : {}),
          ...(e.subtypes ? { subtypes: [...e.subtypes] } : {}),
          ...(e.supertypes ? { supertypes: [...e.supertypes] } : {}),
          ...(e.loyalty !== undefined ? { loyalty: String(e.loyalty) } : {}),
          ...(e.defense !== undefined ? { defense: String(e.defense) } : {}),
        };
        applied.push({ rule: "707.9b", text: "some values are given by the copy effect" });
        break;
      case "entersWithCounters":
        additional.push({
          kind: "entersWithCounters",
          counter: e.kind,
          amount: typeof e.amount === "number" ? e.amount : (o.x ?? 0),
        });
        applied.push({ rule: "707.9e", text: `it enters with additional ${e.kind} counters (an additional effect)` });
        break;
      case "ifType": {
        // 707.9f: judged on the result of the copy without this exception.
        const wouldBe = characteristicsOfFace(out, "", "", "copy");
        if (wouldBe.types.includes(e.type)) out = applyExceptions(out, e.apply, o, applied, additional);
        else
          applied.push({
            rule: "707.9f",
            text: `not a ${e.type.toLowerCase()}: the exceptions for a ${e.type.toLowerCase()} don't apply`,
          });
        break;
      }
      case "ifKeywordToken":
        if (o.copierKeyword === e.keyword) out = applyExceptions(out, e.apply, o, applied, additional);
        else applied.push({ rule: "707.9", text: `it wasn't made by ${e.keyword}: no exception` });
        break;
      case "ifYouControlCopied":
        if (o.controlsCopied) out = applyExceptions(out, e.apply, o, applied, additional);
        else applied.push({ rule: "707.9", text: "its controller doesn't control the object copied: no exception" });
        break;
    }
  }
  return out;
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...a, ...b.filter((x) => !a.includes(x))];
}

function isCdaWith(a: AbilityDef, ops: readonly string[]): boolean {
  if (a.kind !== "static" || a.cda !== true) return false;
  const s: StaticAbility = a;
  return s.effects.some((e) => e.parts.some((p) => ops.includes(p.op)));
}

function definesPT(a: AbilityDef): boolean {
  return isCdaWith(a, ["setPT"]);
}

function definesCreatureTypes(a: AbilityDef): boolean {
  return (a.kind === "keyword" && a.keyword === "changeling") || isCdaWith(a, ["allCreatureTypes"]);
}

function definesColor(a: AbilityDef): boolean {
  return isCdaWith(a, ["setColors", "addColors"]);
}
