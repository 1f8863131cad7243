import type { ActivatedAbility, TriggeredAbility } from "../abilities/ability.js";
import type { TargetSlot } from "../abilities/target.js";

/** The target slots of an activated or triggered ability given its chosen modes (700.2c, 602.2b, 603.3d). */
export function abilityTargetSlots(
  def: ActivatedAbility | TriggeredAbility | null | undefined,
  modes: readonly number[],
): readonly TargetSlot[] {
  if (def?.modes && def.modes.length > 0) return modes.flatMap((m) => def.modes?.[m]?.targets ?? []);
  return def?.targets ?? [];
}
