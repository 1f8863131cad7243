import { defineCard, notYet } from "../dsl.js";

export const mimicVat = defineCard("Mimic Vat", [
  notYet(
    "Imprint — Whenever a nontoken creature dies, you may exile that card. If you do, return each other card exiled with this artifact to its owner's graveyard.",
    'cards "exiled with this artifact" (linked abilities, 607.2a) are not tracked by the effect vocabulary',
  ),
  notYet(
    "{3}, {T}: Create a token that's a copy of a card exiled with this artifact. It gains haste. Exile it at the beginning of the next end step.",
    'it copies a card "exiled with this artifact" (607.2a), which the imprint ability above does not track yet',
  ),
]);
