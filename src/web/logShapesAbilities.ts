/** Sentences of the log's events of the rules taught by session 11's "abilities" templates (src/mtg/rules/untapStepChoice.ts …). */
import { named, type Shape } from "./logShape.js";

/** The shapes of those rules' log entries. */
export const ABILITIES_SHAPES: readonly Shape[] = [
  {
    event: "untap",
    re: /^(\S+) chooses not to untap (\S+)$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " choisit de ne pas dégager " : " chooses not to untap ",
      named(n, g[1] ?? ""),
    ],
  },
  {
    event: "skip",
    re: /^(\S+) skips their draw step$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " passe son étape de pioche" : " skips their draw step"],
  },
  {
    event: "turn",
    re: /^(\S+) will take an extra turn after this one$/,
    say: (g, _o, fr) => [
      g[0] ?? "",
      fr ? " jouera un tour supplémentaire après celui-ci" : " will take an extra turn after this one",
    ],
  },
  {
    event: "life",
    re: /^(\S+) can't gain life$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " ne peut pas gagner de points de vie" : " can't gain life"],
  },
];
