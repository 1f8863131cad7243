import type { CopyException } from "../abilities/copyException.js";
import { derive } from "../layers/derive.js";
import type { GameObject, ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../rules/ctx.js";
import { illegal } from "../rules/draft.js";
import { enterBattlefield } from "../rules/enter.js";
import { takeSnapshot } from "./snapshot.js";

/**
 * 111.4, 707.2: creates a token that's a copy of an object: the token's own characteristics are
 * the object's copiable values with the effect's exceptions (so a copy of it copies them too);
 * a copy of a double-faced permanent is a double-faced token with the same face up (707.8a).
 * Nothing is created if the object doesn't exist (its last known values are used only when the
 * effect says so).
 */
export function createTokenCopy(
  ctx: Ctx,
  of: ObjectId,
  controller: PlayerId,
  exceptions: readonly CopyException[],
  createdBy: string,
): GameObject | null {
  // 707.1, 111.4: a token copies a permanent or a card; an ability on the stack is neither.
  if (ctx.state.objects[of]?.ability)
    illegal("an ability can't be copied as a token: only a permanent or a card can", "707.1");
  const d = derive(ctx.state);
  const snap = takeSnapshot(d, of, { exceptions, bothFaces: true });
  if (!snap) return null;
  const s = snap.snapshot;
  const token = enterBattlefield(ctx, {
    card: null,
    token: {
      faces: s.faces,
      createdBy,
      copyOf: of,
      ...(s.flip ? { flip: true } : {}),
      ...(s.exceptions.length ? { exceptions: s.exceptions } : {}),
    },
    owner: controller,
    controller,
    tapped: false,
    faceDown: false,
    face: s.faces.length > 1 && !s.flip ? s.face : 0,
    fromSpell: null,
    additional: snap.additional,
  });
  return token;
}
