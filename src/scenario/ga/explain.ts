import { explainGaObject, renderGaExplanation, renderGaStack } from "../../ga/explain/explain.js";
import type { GaState } from "../../ga/model/state.js";
import type { ExplainRequest, Explanation } from "../ruleset.js";
import type { GaAliases } from "./buildState.js";
import { gaAliasTarget } from "./refs.js";

/**
 * `doppel explain` for a Grand Archive scenario: for the object asked for, or every object on the
 * field, the Effects Stack and the intent, each characteristic with the chain that produced it.
 */
export function explainGa(state: GaState, aliases: GaAliases, request: ExplainRequest): Explanation {
  const labels = new Map<string, string>();
  for (const alias of aliases.keys()) {
    const id = gaAliasTarget(state, aliases, alias);
    if (id) labels.set(id, alias);
  }
  const label = (id: string) => labels.get(id) ?? id;
  let ids: string[];
  if (request.object !== undefined) {
    const id = gaAliasTarget(state, aliases, request.object);
    if (!id || !state.objects[id]) return { ok: false, message: `no object "${request.object}" exists at that point` };
    ids = [id];
  } else {
    const inZone = (zone: string) =>
      Object.values(state.objects)
        .filter((o) => o.zone === zone)
        .sort((a, b) => a.timestamp - b.timestamp)
        .map((o) => o.id);
    ids = [...inZone("field"), ...inZone("effectsStack"), ...inZone("intent")];
  }
  const blocks: string[] = [];
  for (const id of ids) {
    const e = explainGaObject(state, id, label(id));
    if (e) blocks.push([renderGaExplanation(e), ...renderGaStack(state, id, label)].join("\n"));
  }
  return { ok: true, text: blocks.join("\n\n") };
}
