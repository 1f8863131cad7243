/** The events triggered abilities wait for (Triggered Abilities 2, 4). */
export type GaTrigger =
  /** On Enter: "when this enters the field" (glossary On Enter). */
  | { readonly on: "enter" }
  /** On Death: this unit dies. */
  | { readonly on: "death" }
  /** On Destroy: this object is destroyed. */
  | { readonly on: "destroy" }
  /** On Banish: this card is banished. */
  | { readonly on: "banish" }
  /** "At the beginning of your recollection phase". */
  | { readonly on: "recollectionBegins" }
  /** "Whenever [this] becomes rested". */
  | { readonly on: "becomesRested" };
