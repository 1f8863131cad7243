import type { TargetSlot } from "../abilities/target.js";
import type { Ctx } from "../game/ctx.js";
import type { Derived } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";

/**
 * "An opponent chooses target creature they control" (601.2c, 602.2b: the targets are chosen as the
 * ability is put on the stack, here by an opponent): the player who chooses — the only opponent, or
 * the opponent the controller picks (with `preset` targets, the controller of the first one) — and
 * each slot's options narrowed to what that opponent controls. Null when no slot is chosen so.
 */
export function opponentChoosingTargets(
  ctx: Ctx,
  d: Derived,
  slots: readonly TargetSlot[],
  options: readonly (ObjectId | PlayerId)[][],
  controller: PlayerId,
  preset: readonly (ObjectId | PlayerId)[] | undefined,
): { chooser: PlayerId; options: (ObjectId | PlayerId)[][] } | null {
  if (!slots.some((s) => s.chosenBy === "opponent")) return null;
  const opponents = ctx.state.players.filter((p) => p.name !== controller && !p.lost).map((p) => p.name);
  const first = preset?.[0];
  const chooser =
    first !== undefined
      ? (d.get(first)?.controller ?? "")
      : opponents.length === 1
        ? opponents[0]
        : ((a) => (a.kind === "player" ? a.player : undefined))(
            ctx.chooser.choose({
              kind: "choosePlayer",
              player: controller,
              prompt: "choose the opponent who chooses the target",
              options: opponents,
              rule: "601.2c",
            }),
          );
  if (chooser === undefined || !opponents.includes(chooser))
    return { chooser: controller, options: slots.map(() => []) };
  return {
    chooser,
    options: options.map((o, i) =>
      slots[i]?.chosenBy === "opponent" ? o.filter((id) => d.get(id)?.controller === chooser) : o,
    ),
  };
}
