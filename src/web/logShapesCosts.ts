/** Sentences of the log's cost changes (601.2f, src/mtg/rules/casting/costModification.ts). */
import type { Shape } from "./logShape.js";

const CHANGE: Readonly<Record<string, readonly [string, string]>> = {
  less: ["de moins", "less"],
  more: ["de plus", "more"],
};

/** The cost changes' shapes: "o7 costs {1} less to cast", "o3 makes o7 cost {1} more to cast". */
export const COST_SHAPES: readonly Shape[] = [
  {
    event: "cost",
    re: /^(\S+) costs (\S+) (less|more) to cast$/,
    say: (g, o, fr) => {
      const change = CHANGE[g[2] ?? ""];
      if (!change) return null;
      return fr
        ? ["Le lancement de ", o(0), ` coûte ${g[1] ?? ""} ${change[0]}`]
        : [o(0), ` costs ${g[1] ?? ""} ${change[1]} to cast`];
    },
  },
  {
    event: "cost",
    re: /^(\S+) makes (\S+) cost (\S+) (less|more) to cast$/,
    say: (g, o, fr) => {
      const change = CHANGE[g[3] ?? ""];
      if (!change) return null;
      return fr
        ? [o(0), " fait coûter le lancement de ", o(1), ` ${g[2] ?? ""} ${change[0]}`]
        : [o(0), " makes ", o(1), ` cost ${g[2] ?? ""} ${change[1]} to cast`];
    },
  },
];
