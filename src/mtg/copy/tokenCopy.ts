import type { CopyException } from "../abilities/copyException.js";
import { illegal } from "../game/draft.js";
import { derive } from "../layers/derive.js";
import { lastKnownDerivation } from "./lastKnown.js";
import type { ObjectId, TokenBase, TokenKeyword } from "../model/object.js";
import type { GameState } from "../model/state.js";
import type { AdditionalEffect } from "./snapshot.js";
import { takeSnapshot } from "./snapshot.js";

/** A token that is a copy of an object, as it is to enter the battlefield (rules/enter.ts enters it). */
export interface TokenCopy {
  readonly token: TokenBase;
  /** 707.8a: the face up of a copied double-faced permanent. */
  readonly face: 0 | 1;
  /** 707.9e: the additional effects of the copy effect's exceptions. */
  readonly additional: readonly AdditionalEffect[];
}

/**
 * 111.4, 707.2: the token that's a copy of an object: the token's own characteristics are the
 * object's copiable values with the effect's exceptions (so a copy of it copies them too); a copy
 * of a double-faced permanent is a double-faced token with the same face up (707.8a). A permanent
 * that has left the battlefield is copied as it last existed there (608.2h); none if the object
 * doesn't exist and no last known information is kept.
 */
export function tokenCopyOf(
  state: GameState,
  of: ObjectId,
  exceptions: readonly CopyException[],
  createdBy: string,
  keyword?: TokenKeyword,
): TokenCopy | null {
  // 707.1, 111.4: a token copies a permanent or a card; an ability on the stack is neither.
  if (state.objects[of]?.ability)
    illegal("an ability can't be copied as a token: only a permanent or a card can", "707.1");
  const snap = takeSnapshot(lastKnownDerivation(state, of) ?? derive(state), of, { exceptions, bothFaces: true });
  if (!snap) return null;
  const s = snap.snapshot;
  return {
    token: {
      faces: s.faces,
      createdBy,
      copyOf: of,
      ...(s.flip ? { flip: true } : {}),
      ...(s.exceptions.length ? { exceptions: s.exceptions } : {}),
      ...(keyword ? { keyword } : {}),
    },
    face: s.faces.length > 1 && !s.flip ? s.face : 0,
    additional: snap.additional,
  };
}
