import type { CopyException } from "../abilities/copyException.js";
import type { GaCharacteristics } from "../layers/characteristics.js";
import { deriveGa } from "../layers/derive.js";
import { copyPage, EDITIONS } from "../model/edition.js";
import type { GaObjectId, GaPlayerId } from "../model/object.js";
import type { GaProperties } from "../model/properties.js";
import type { GaState } from "../model/state.js";
import { log } from "../game/act.js";
import type { GaCtx } from "../game/decision.js";
import { createObject } from "../game/zones.js";
import { takeSnapshot } from "./snapshot.js";
import { recordEffect } from "../game/recordEffect.js";

export interface TokenCopyOptions {
  readonly controller: GaPlayerId;
  readonly rested?: boolean;
  readonly exceptions?: readonly CopyException[];
  /** "It becomes a Distortion in addition to its other types": a layer B effect on the new token. */
  readonly addSubtypes?: readonly string[];
  readonly createdBy: string;
  readonly sourceId: GaObjectId | null;
  readonly sourceName: string | null;
  /** Characteristics to copy instead of the object's copiable values (a copied activation's card). */
  readonly values?: GaCharacteristics;
  /** Properties the token starts with instead of the edition's rule (a copied activation's card). */
  readonly properties?: Partial<GaProperties>;
  readonly rule?: string;
  readonly id?: GaObjectId;
}

/**
 * Creates the token copy of an object a summoning makes (Tokens 4: copies of objects are tokens),
 * put on the field but not entered yet: it enters the field as any object does (rules/enter.ts
 * `summonTokenCopy`), so its On Enter abilities trigger. It has the base printing of the object's
 * current face and nothing else: no counters, no rested state, no other continuous effect
 * (Copying Objects 1, 4, 5; Double-faced Cards 7). Returns the token's id.
 */
export function createTokenCopy(ctx: GaCtx, of: GaObjectId, options: TokenCopyOptions): GaObjectId | null {
  const { state } = ctx;
  const d = deriveGa(state);
  const values = options.values ?? d.copiable(of);
  if (!values) return null;
  const rule = options.rule ?? `${copyPage(state.edition)}: Copying Objects 1`;
  const snapshot = takeSnapshot(values, of, options.exceptions ?? [], rule);
  const token = createObject(state, {
    kind: "token",
    card: null,
    virtual: { faces: [snapshot.face], createdBy: options.createdBy, copy: snapshot.note },
    owner: options.controller, // Tokens 5
    controller: options.controller,
    zone: "field",
    ...(options.id ? { id: options.id } : {}),
  });
  const source = state.objects[of];
  if (options.properties) Object.assign(token.properties, options.properties);
  else
    for (const prop of EDITIONS[state.edition].objectCopyCarries)
      if (source?.properties[prop]) token.properties[prop] = true;
  log(state, "copy", `${options.controller} summons a token copy of ${values.name ?? of}`, rule);
  return token.id;
}

/** "It becomes a Distortion in addition to its other types" (Type-Expansion 1): once the token copy has entered. */
export function addSubtypesToTokenCopy(state: GaState, token: GaObjectId, options: TokenCopyOptions): void {
  if (options.addSubtypes && options.addSubtypes.length > 0) {
    recordEffect(state, {
      sourceId: options.sourceId,
      sourceName: options.sourceName,
      controller: options.controller,
      duration: { until: "game" },
      affected: [token],
      parts: [{ kind: "addTypes", subtypes: options.addSubtypes }],
      rule: "Type-Expansion 1",
      text: `becomes ${options.addSubtypes.join(" ")} in addition to its other types`,
    });
  }
}
