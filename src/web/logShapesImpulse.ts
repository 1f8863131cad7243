/** Sentences of the log about playing cards from exile (rules/playFromExile.ts, rules/effects/impulse.ts). */
import { named, type Part, type Shape } from "./logShape.js";

/** The durations of a permission to play a card from exile, English then French. */
const LASTS: Readonly<Record<string, string>> = {
  "this turn": "ce tour-ci",
  "until the end of their next turn": "jusqu'à la fin de son prochain tour",
  "during their next turn": "pendant son prochain tour",
  "for as long as it remains exiled": "tant qu'elle reste en exil",
};

export const IMPULSE_SHAPES: readonly Shape[] = [
  {
    event: "exile",
    re: /^(\S+) exiles the top (\d+) card\(s\) of their library$/,
    say: (g, _o, fr, _e, n) => [
      named(n, g[0] ?? ""),
      fr ? ` exile ${g[1]} carte(s) du dessus de sa bibliothèque` : ` exiles the top ${g[1]} card(s) of their library`,
    ],
  },
  {
    event: "permission",
    re: /^(\S+) may (play|cast) (\S+) from exile (.+)$/,
    say: (g, o, fr, _e, n) => {
      const lasts = g[3] ?? "";
      const frLasts = LASTS[lasts];
      if (fr && frLasts === undefined) return null;
      const verb = g[1] === "play" ? (fr ? " peut jouer " : " may play ") : fr ? " peut lancer " : " may cast ";
      const out: Part[] = [named(n, g[0] ?? ""), verb, o(0), fr ? ` depuis l'exil ${frLasts}` : ` from exile ${lasts}`];
      return out;
    },
  },
];
