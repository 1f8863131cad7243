/** Sentences of the log's events of the casting keywords (src/mtg/rules/casting/): bestow, madness, suspend's haste; energy. */
import { namedList, type Shape } from "./logShape.js";

/** The casting keywords' shapes. */
export const CASTING_KEYWORD_SHAPES: readonly Shape[] = [
  {
    // 702.103e, 608.3b: a bestowed Aura spell whose target is illegal.
    event: "resolve",
    re: /^(.+) resolves as a creature spell: its target is illegal$/,
    say: (g, o, fr) => [
      o(0, g[0]),
      fr
        ? " se résout en tant que sort de créature : sa cible est illégale"
        : " resolves as a creature spell: its target is illegal",
    ],
  },
  {
    // 702.103f: a bestowed Aura attached illegally.
    event: "sba",
    re: / becomes unattached and ceases to be bestowed$/,
    say: (_g, o, fr) => [
      o(0),
      fr
        ? " n'est plus attaché et cesse d'être une Aura conférée par la grâce"
        : " becomes unattached and ceases to be bestowed",
    ],
  },
  {
    event: "exile",
    re: /^(\S+) exiles (.+) \(escape\)$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " exile " : " exiles ",
      ...namedList(n, g[1] ?? ""),
      fr ? " (évasion)" : " (escape)",
    ],
  },
  {
    event: "foretell",
    re: /^(\S+) foretells (.+)$/,
    say: (g, _o, fr, _e, n) => [g[0] ?? "", fr ? " prédit " : " foretells ", n.cardName(g[1] ?? "")],
  },
  {
    event: "replace",
    re: /would leave the stack; it is exiled instead$/,
    say: (_g, o, fr) =>
      fr
        ? ["Effet de remplacement : ", o(0), " quitterait la pile ; il est exilé à la place"]
        : ["Replacement effect: ", o(0), " would leave the stack; it is exiled instead"],
  },
  {
    event: "madness",
    re: /^(.+) is exiled instead of put into the graveyard \(madness\)$/,
    say: (g, _o, fr, _e, n) => [
      n.cardName(g[0] ?? ""),
      fr
        ? " est exilé au lieu d'être mis au cimetière (folie)"
        : " is exiled instead of put into the graveyard (madness)",
    ],
  },
  {
    event: "madness",
    re: /^(.+) is put into its owner's graveyard$/,
    say: (g, _o, fr, _e, n) => [
      n.cardName(g[0] ?? ""),
      fr ? " est mis dans le cimetière de son propriétaire" : " is put into its owner's graveyard",
    ],
  },
  {
    event: "effect",
    re: /^(.+) has haste \(cast with suspend\)$/,
    say: (g, _o, fr, _e, n) => [
      n.cardName(g[0] ?? ""),
      fr ? " a la célérité (lancé grâce à la suspension)" : " has haste (cast with suspend)",
    ],
  },
  {
    event: "energy",
    re: /^(\S+) gets ((?:\{E\})+)$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? ` reçoit ${g[1] ?? ""}` : ` gets ${g[1] ?? ""}`],
  },
  {
    // 730.1, 730.1a: the game's day/night designation.
    event: "dayNight",
    re: /^(?:it|(day|night)) becomes (day|night)$/,
    say: (g, _o, fr) => {
      const word = (w: string | undefined) => (fr ? (w === "day" ? "jour" : "nuit") : (w ?? ""));
      if (!fr) return [g[0] ? `${word(g[0])} becomes ${word(g[1])}` : `it becomes ${word(g[1])}`];
      return [g[0] ? `Le ${word(g[0])} devient ${word(g[1])}` : `Il devient ${word(g[1])}`];
    },
  },
];
