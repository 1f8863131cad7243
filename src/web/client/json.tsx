/** Turning the server's references to objects into the JSON of a step. */
import type { Json, RefJson, SelectorJson } from "../protocol.ts";

function selector(s: SelectorJson): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  for (const [k, v] of Object.entries(s)) if (v !== undefined) out[k] = v;
  return out;
}

export function refJson(r: RefJson): Json {
  return typeof r === "string" ? r : { select: selector(r.select) };
}
