import { defineCard } from "../dsl.js";

/** A vanilla creature: no abilities. */
export const wanderingOnes = defineCard("Wandering Ones", []);
