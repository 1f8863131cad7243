import { type CopySpellArgs, copyForEachPossibleTarget, copySpellOrAbility } from "../copy/spellCopy.js";
import type { Ctx } from "../game/ctx.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { detectTriggers } from "./triggers.js";

/**
 * 707.10: copying a spell puts a copy on the stack; the copy isn't cast, but the player "copies"
 * the spell, which abilities such as magecraft ("Whenever you cast or copy …", 207.2c) see.
 * Copying an ability is no such event.
 */
export function copySpellAndNotice(ctx: Ctx, args: CopySpellArgs): ObjectId {
  const id = copySpellOrAbility(ctx, args);
  noticeCopy(ctx, id, args.controller);
  return id;
}

/** 707.10d: a copy for each other possible target, each copy an event of its own. */
export function copyForEachPossibleTargetAndNotice(
  ctx: Ctx,
  of: ObjectId,
  controller: PlayerId,
  among?: (t: string) => boolean,
): ObjectId[] {
  const ids = copyForEachPossibleTarget(ctx, of, controller, among);
  for (const id of ids) noticeCopy(ctx, id, controller);
  return ids;
}

function noticeCopy(ctx: Ctx, id: ObjectId, by: PlayerId): void {
  if (ctx.state.objects[id]?.ability) return;
  detectTriggers(ctx, { event: "copiedSpell", id, by }, derive(ctx.state));
}
