import type { Ctx } from "../../game/ctx.js";
import { log } from "../../game/draft.js";
import type { Derived } from "../../layers/derive.js";
import { staticPreventionsFor } from "../ruleEffects.js";
import type { DamageEvent } from "./shields.js";

/** A static prevention effect that applies to a damage event (616.1). */
interface StaticApplicable {
  readonly label: string;
  readonly text: string;
  readonly apply: (amount: number) => number;
}

/**
 * 615.1, 616.1: the static abilities of permanents on the battlefield that prevent all [combat]
 * damage dealt to the damage's recipient or by its source ("Prevent all damage that would be dealt
 * to ~"). They apply while their source is on the battlefield; each prevents all the damage.
 */
export function staticPreventions(ctx: Ctx, d: Derived, event: DamageEvent): StaticApplicable[] {
  const { sourceId, to } = event;
  const found = [
    ...(d.battlefield.includes(to) ? staticPreventionsFor(d, to, "to") : []),
    ...(sourceId !== null && d.battlefield.includes(sourceId) ? staticPreventionsFor(d, sourceId, "by") : []),
  ].filter((p) => !p.rule.combatOnly || event.combat);
  const out: StaticApplicable[] = [];
  for (const p of found) {
    const abilities = d.get(p.source)?.abilities ?? [];
    const i = abilities.findIndex((a) => a.key === p.key);
    const label = `${p.source}#${i + 1}`;
    if (out.some((o) => o.label === label)) continue;
    const text = abilities[i]?.def.text ?? "";
    out.push({
      label,
      text,
      apply: (amount) => {
        const from = sourceId === null ? "" : ` from ${d.get(sourceId)?.name ?? sourceId}`;
        const objects = d.battlefield.includes(to) ? [to] : [];
        log(
          ctx.state,
          "prevention",
          `${amount} damage to ${d.get(to)?.name ?? to}${from} is prevented: ${text}`,
          "615.1",
          objects,
        );
        return amount;
      },
    });
  }
  return out;
}
