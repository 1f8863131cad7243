import { defineCard, replacement } from "../dsl.js";

export const rustedSentinel = defineCard("Rusted Sentinel", [replacement("Rusted Sentinel enters tapped.", { r: "entersTapped" })]);
