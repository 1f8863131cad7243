import { type ObjectFilter, Filters } from "../../../abilities/filter.js";

/** 700.6: "historic" — legendary, an artifact, or a Saga ("Whenever you cast a historic spell"). */
export const HISTORIC: ObjectFilter = Filters.or(
  Filters.supertype("Legendary"),
  Filters.artifact,
  Filters.subtype("Saga"),
);
