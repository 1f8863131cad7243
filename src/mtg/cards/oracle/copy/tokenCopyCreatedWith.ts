import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { SELF } from "../text/sentences.js";

const CREATED_WITH = new RegExp(`^(?:then )?(exile|destroy) all (other )?tokens created with (?:${SELF}|it)$`);

/**
 * 607.2c: "exile all tokens created with ~", "Then exile all other tokens created with ~",
 * "destroy all tokens created with ~": the tokens on the battlefield that the source's linked
 * abilities created ("other": not the ones this resolution just created).
 */
export function compileCreatedWith(s: string): Effect[] | null {
  const m = CREATED_WITH.exec(s);
  if (!m?.[1]) return null;
  const what: ObjectRef = m[2] ? { ref: "createdWith", other: true } : { ref: "createdWith" };
  return [m[1] === "exile" ? { do: "exile", what } : { do: "destroy", what }];
}
