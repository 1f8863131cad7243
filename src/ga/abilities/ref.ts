/** Which object an effect is about. */
export type ObjRef =
  /** The source: the card or object whose text it is ("this card", by name: Naming 4-5). */
  | { readonly ref: "self" }
  | { readonly ref: "target"; readonly index: number }
  /** The object the trigger event was about. */
  | { readonly ref: "triggerObject" }
  /** The controller's champion. */
  | { readonly ref: "yourChampion" };

export const Refs = {
  self: { ref: "self" },
  target: (index: number): ObjRef => ({ ref: "target", index }),
  triggerObject: { ref: "triggerObject" },
  yourChampion: { ref: "yourChampion" },
} as const satisfies Record<string, ObjRef | ((i: number) => ObjRef)>;
