/**
 * The keyword lines of permanents' keywords this compiler knows, by their parameter (702): a cost
 * (Echo {cost}, Level up {cost}) or a number (Renown N). None is printed without its parameter.
 */
export const PERMANENT_KEYWORDS_WITH_COST = ["echo", "level up", "cumulative upkeep"] as const;
export const PERMANENT_KEYWORDS_WITH_NUMBER = ["renown"] as const;
