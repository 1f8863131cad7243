import { defineCard } from "../dsl.js";

/** A vanilla creature: no abilities. */
export const runeclawBear = defineCard("Runeclaw Bear", []);
