/** Sentences of the log's events of the becoming-a-copy family (src/mtg/rules/keptTapped.ts …). */
import { named, type Shape } from "./logShape.js";

/** The shapes of the permanents kept tapped "for as long as …" (502.3, 611.2b). */
export const BECOME_COPY_SHAPES: readonly Shape[] = [
  {
    event: "untap",
    re: /^(\S+) won't untap during its controller's untap step while the effect lasts$/,
    say: (g, _o, fr, _e, n) => [
      named(n, g[0] ?? ""),
      fr
        ? " ne se dégagera pas pendant l'étape de dégagement de son contrôleur tant que l'effet dure"
        : " won't untap during its controller's untap step while the effect lasts",
    ],
  },
  {
    event: "untap",
    re: /^(\S+) is no longer kept from untapping$/,
    say: (g, _o, fr, _e, n) => [
      named(n, g[0] ?? ""),
      fr ? " n'est plus empêché de se dégager" : " is no longer kept from untapping",
    ],
  },
];
