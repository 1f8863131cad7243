import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { player } from "../game/objects.js";
import type { GameObject } from "../model/object.js";
import { loseLife } from "./lifeLoss.js";
import { writable } from "../model/writableObject.js";

/**
 * "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12): its controller
 * chooses as it enters; 119.4: life can be paid only when the life total is at least the payment.
 */
export function payLifeOrEnterTapped(ctx: Ctx, obj: GameObject, life: number): void {
  const { state } = ctx;
  const who = player(state, obj.controller);
  const answer =
    who.life >= life
      ? ctx.chooser.choose({
          kind: "yesNo",
          player: obj.controller,
          prompt: `pay ${life} life? (if you don't, it enters tapped)`,
          rule: "119.4",
        })
      : null;
  if (answer?.kind === "yesNo" && answer.yes) {
    loseLife(state, who.name, life);
    log(state, "pay", `${obj.controller} pays ${life} life`, "119.4");
  } else writable(state, obj).status.tapped = true;
  changed(state, obj.id);
}
