import { defineCard } from "../dsl.js";

/** A vanilla creature: no abilities. */
export const grizzlyBears = defineCard("Grizzly Bears", []);
