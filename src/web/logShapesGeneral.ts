/** Sentences of the log's events of the frequent instructions (src/mtg/rules/untapStepSkips.ts …). */
import { named, type Shape } from "./logShape.js";

/** The general instructions' shapes. */
export const GENERAL_SHAPES: readonly Shape[] = [
  {
    event: "untap",
    re: /^(\S+) won't untap during its controller's next untap step$/,
    say: (g, _o, fr, _e, n) => [
      named(n, g[0] ?? ""),
      fr
        ? " ne se dégagera pas pendant la prochaine étape de dégagement de son contrôleur"
        : " won't untap during its controller's next untap step",
    ],
  },
  {
    event: "untap",
    re: /^(\S+) won't untap during (\S+)'s next untap step$/,
    say: (g, _o, fr, _e, n) =>
      fr
        ? [named(n, g[0] ?? ""), " ne se dégagera pas pendant la prochaine étape de dégagement de ", g[1] ?? ""]
        : [named(n, g[0] ?? ""), ` won't untap during ${g[1] ?? ""}'s next untap step`],
  },
  {
    event: "untap",
    re: /^(\S+) doesn't untap during this untap step$/,
    say: (g, _o, fr, _e, n) => [
      named(n, g[0] ?? ""),
      fr ? " ne se dégage pas pendant cette étape de dégagement" : " doesn't untap during this untap step",
    ],
  },
];
