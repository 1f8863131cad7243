import type { CardAbilities } from "../dsl.js";

/** Every hand-written card definition. Keep sorted by card name. */
export const ALL_DEFINITIONS: readonly CardAbilities[] = [];
