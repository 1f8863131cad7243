import type { Lang } from "./protocol.js";

/** Step names as the page and the game log show them. */
export const STEP_LABELS: Record<Lang, Record<string, string>> = {
  en: {
    untap: "untap",
    upkeep: "upkeep",
    draw: "draw",
    main1: "first main phase",
    beginCombat: "beginning of combat",
    declareAttackers: "declare attackers",
    declareBlockers: "declare blockers",
    combatDamage: "combat damage",
    endCombat: "end of combat",
    main2: "second main phase",
    end: "end step",
    cleanup: "cleanup",
  },
  fr: {
    untap: "dégagement",
    upkeep: "entretien",
    draw: "pioche",
    main1: "première phase principale",
    beginCombat: "début du combat",
    declareAttackers: "déclaration des attaquants",
    declareBlockers: "déclaration des bloqueurs",
    combatDamage: "blessures de combat",
    endCombat: "fin du combat",
    main2: "seconde phase principale",
    end: "étape de fin",
    cleanup: "nettoyage",
  },
};
