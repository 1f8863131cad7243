import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { derive } from "../layers/derive.js";
import type { GameObject, ObjectId } from "../model/object.js";
import { isCreatureType } from "../model/subtypes.js";
import { putCounters } from "./counters.js";
import { countersToPut } from "./doubling.js";

/**
 * 702.38a: amplify N — "As this object enters, reveal any number of cards from your hand that share
 * a creature type with it. This permanent enters with N +1/+1 counters on it for each card revealed
 * this way." Its controller reveals them one at a time (none: no answer, or null); 702.38b: each
 * instance works separately.
 */
export function amplify(ctx: Ctx, obj: GameObject, n: number, name: string): void {
  const d = derive(ctx.state);
  const types = (d.get(obj.id)?.subtypes ?? []).filter(isCreatureType);
  const options = player(ctx.state, obj.controller).hand.filter(
    (id) => id !== obj.id && (d.get(id)?.subtypes ?? []).some((t) => types.includes(t)),
  );
  const revealed: ObjectId[] = [];
  while (revealed.length < options.length) {
    const left = options.filter((id) => !revealed.includes(id));
    const a = ctx.chooser.choose({
      kind: "chooseObject",
      player: obj.controller,
      prompt: `${name}: amplify ${n} — reveal a card from your hand that shares a creature type with it (none: stop)`,
      options: left,
      optional: true,
      rule: "702.38a",
    });
    const id = a.kind === "object" ? a.id : null;
    if (id === null || !left.includes(id)) break;
    revealed.push(id);
  }
  if (revealed.length === 0) return;
  const who = obj.controller;
  log(ctx.state, "reveal", `${who} reveals ${revealed.length} card(s) from their hand`, "702.38a", revealed);
  // 614.1c: the counters it enters with are put there by an effect (doubled by 614.1a effects).
  putCounters(ctx.state, obj, "+1/+1", countersToPut(ctx.state, obj.id, n * revealed.length));
}
