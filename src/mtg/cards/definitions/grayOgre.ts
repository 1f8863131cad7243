import { defineCard } from "../dsl.js";

/** A vanilla creature: no abilities. */
export const grayOgre = defineCard("Gray Ogre", []);
