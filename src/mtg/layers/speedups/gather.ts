import type { ContinuousPart } from "../../abilities/continuous.js";
import type { ObjectId } from "../../model/object.js";
import { grantedAbilities, type PartContext } from "../applyPart.js";
import type { AbilityInstance, Characteristics } from "../characteristics.js";
import type { Aspect } from "../reads.js";

/** Operations whose results can be gathered over several effects before touching the objects. */
const GATHERABLE: ReadonlySet<ContinuousPart["op"]> = new Set(["modifyPT", "addAbilities"]);

/** Can every part of this list be gathered (see `Gathered`)? Decided from the operations alone. */
export function gatherable(parts: readonly ContinuousPart[]): boolean {
  return parts.every((p) => GATHERABLE.has(p.op));
}

/**
 * What effects of one layer, none of which depends on another (613.8), do to their objects,
 * gathered before any object is touched: P/T changes add up (613.4c: their order changes
 * nothing), summed per shared set of objects; granted abilities are kept per object in timestamp
 * order, each with its effect's id and timestamp (613.7a). An effect that does anything else
 * must wait until what was gathered is applied, so that effects keep their order.
 */
export class Gathered {
  private sums = new Map<readonly ObjectId[], { power: number; toughness: number }>();
  private grants = new Map<ObjectId, AbilityInstance[]>();

  /** Gathers one effect's resolved parts for its objects (`gatherable` parts only). */
  add(
    parts: readonly ContinuousPart[],
    targets: readonly ObjectId[],
    ctx: Pick<PartContext, "effectId" | "timestamp">,
  ): void {
    for (const part of parts) {
      if (part.op === "modifyPT") {
        if (typeof part.power !== "number" || typeof part.toughness !== "number")
          throw new Error(`unresolved P/T change gathered for ${ctx.effectId}`);
        const sum = this.sums.get(targets) ?? { power: 0, toughness: 0 };
        sum.power += part.power;
        sum.toughness += part.toughness;
        this.sums.set(targets, sum);
      } else if (part.op === "addAbilities") {
        const granted = grantedAbilities(part.abilities, ctx);
        for (const id of targets) {
          const list = this.grants.get(id);
          if (list) list.push(...granted);
          else this.grants.set(id, [...granted]);
        }
      } else {
        throw new Error(`${part.op} can't be gathered`);
      }
    }
  }

  /** Applies what was gathered to the characteristics (in place) and forgets it; the aspects written. */
  applyTo(chars: ReadonlyMap<ObjectId, Characteristics>): Aspect[] {
    const written: Aspect[] = [];
    if (this.sums.size > 0) written.push("pt");
    if (this.grants.size > 0) written.push("abilities");
    for (const [targets, sum] of this.sums) {
      for (const id of targets) {
        const c = chars.get(id);
        if (!c) continue;
        if (c.power !== null) c.power += sum.power;
        if (c.toughness !== null) c.toughness += sum.toughness;
      }
    }
    for (const [id, granted] of this.grants) {
      const c = chars.get(id);
      if (c) c.abilities = [...c.abilities, ...granted];
    }
    this.sums = new Map();
    this.grants = new Map();
    return written;
  }
}
