/** Sentences of the log's events that end the game by an effect (104.2b). */
import type { Shape } from "./logShape.js";

/** The shapes of those log entries. */
export const GAME_END_SHAPES: readonly Shape[] = [
  {
    event: "win",
    re: /^(\S+) wins the game$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " gagne la partie" : " wins the game"],
  },
];
