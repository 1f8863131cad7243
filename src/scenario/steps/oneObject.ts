import { z } from "zod";
import type { ObjectRef } from "../ast.js";
import type { DocPath } from "../positions.js";
import type { SchemaParts } from "../schema.js";
import type { RawOf, StepNormalizer } from "./step.js";

/** `transform: werewolf`, `transform: { select: … }` or `transform: { object: … }`: a step about one object. */
export function oneObjectSchema(p: SchemaParts) {
  return z.union([p.id, p.selectRef, p.strict({ object: p.objectRef })], {
    error: "an object id, { select: … } or { object: … }",
  });
}

/** The object such a step is about, wherever it was written. */
export function oneObject(v: RawOf<typeof oneObjectSchema>, n: StepNormalizer, path: DocPath): ObjectRef {
  return typeof v === "string" || "select" in v ? n.objectRef(v, path) : n.objectRef(v.object, [...path, "object"]);
}
