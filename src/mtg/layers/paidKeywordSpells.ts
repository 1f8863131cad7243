import type { AbilityDef } from "../abilities/ability.js";
import type { GameState } from "../model/state.js";
import type { ObjectId } from "../model/object.js";
import type { AbilityInstance, Characteristics } from "./characteristics.js";

type KeywordDef = Extract<AbilityDef, { kind: "keyword" }>;

/**
 * The spells on the stack whose `keyword` cost was paid (or copies of one, 707.10), each with its
 * characteristics and the keyword's instance: the rule steps of overload and awaken change these.
 */
export function* spellsWithPaidKeyword(
  chars: Map<ObjectId, Characteristics>,
  state: GameState,
  keyword: string,
): Generator<{ id: ObjectId; c: Characteristics; instance: AbilityInstance; def: KeywordDef }> {
  for (const [id, c] of chars) {
    const obj = state.objects[id];
    if (obj?.zone !== "stack" || !obj.decisions?.paidCosts?.includes(keyword)) continue;
    const instance = c.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === keyword);
    if (instance?.def.kind === "keyword") yield { id, c, instance, def: instance.def };
  }
}
