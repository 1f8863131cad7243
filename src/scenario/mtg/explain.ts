import type { Lang } from "../../mtg/explain/i18n.js";
import { explainObject, renderExplanation } from "../../mtg/explain/explain.js";
import { renderStackDecisions } from "../../mtg/explain/stack.js";
import type { GameState } from "../../mtg/model/state.js";
import type { Aliases } from "../buildState.js";
import { aliasTarget } from "../refs.js";
import type { ExplainRequest, Explanation } from "../ruleset.js";

/**
 * `doppel explain` for a Magic scenario: for the object asked for, or every permanent and every
 * object on the stack, each characteristic with the chain of effects that produced it (613), and
 * the decisions made for a stack object.
 */
export function explainMtg(state: GameState, aliases: Aliases, request: ExplainRequest): Explanation {
  const labels = new Map<string, string>();
  for (const alias of aliases.keys()) {
    const id = aliasTarget(state, aliases, alias);
    if (id) labels.set(id, alias);
  }
  let ids: string[];
  if (request.object !== undefined) {
    const id = aliasTarget(state, aliases, request.object);
    if (!id) return { ok: false, message: `no object "${request.object}" exists at that point` };
    ids = [id];
  } else {
    ids = [...state.battlefield, ...state.stack];
  }
  const out: string[] = [];
  const lang: Lang = request.lang;
  const label = (x: string) => request.escapeLabel(labels.get(x) ?? x);
  for (const id of ids) {
    const e = explainObject(state, id, labels.get(id) ?? id);
    const stack = renderStackDecisions(state, id, lang, label);
    if (e) out.push([renderExplanation(request.escape(e), lang, label), ...stack].join("\n"));
  }
  return { ok: true, text: out.join("\n\n") };
}
