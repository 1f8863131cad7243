import type { CharacteristicKey } from "../layers/characteristics.js";
import type { DependencyNote, TraceStep } from "../layers/trace.js";

/** The languages of explanations: English and French. */
export type Lang = "en" | "fr";

type Reason = DependencyNote["on"][number]["reason"];

/** Every phrase an explanation uses, in English and French. */
export interface Phrases {
  readonly characteristic: Readonly<Record<CharacteristicKey, string>>;
  readonly layer: Readonly<Record<TraceStep["layer"], string>>;
  readonly none: string;
  readonly printed: string;
  readonly face: (n: number, of: number) => string;
  readonly timestamp: string;
  readonly rule: string;
  readonly zone: Readonly<Record<string, string>>;
  readonly controlledBy: string;
  readonly ownedBy: string;
  readonly copiedFrom: (name: string) => string;
  readonly exceptions: string;
  readonly snapshot: string;
  readonly copyEffects: string;
  readonly colorless: string;
  readonly abilityCount: (n: number) => string;
  readonly copyEffect: string;
  readonly waitedFor: string;
  readonly appliedBefore: string;
  readonly loop: string;
  /** Why this effect waited for another: what applying the other does to this one. */
  readonly reasonWaited: Readonly<Record<Reason, string>>;
  /** Why another effect waited for this one: what applying this one does to the other. */
  readonly reasonBefore: Readonly<Record<Reason, string>>;
  readonly faceDownText: string;
  /** Heads the abilities the engine keeps as text only (issue 20: nothing silent). */
  readonly notExecuted: string;
  readonly noChange: string;
  readonly counters: string;
  readonly status: string;
  readonly tapped: string;
  readonly faceDown: string;
  readonly copyOfSpell: string;
  readonly token: string;
  readonly stack: string;
  readonly targets: string;
  readonly modes: string;
  readonly ability: string;
  readonly decisions: string;
  readonly x: string;
  readonly kicked: string;
  readonly sacrificed: string;
  readonly castFrom: string;
  readonly copyOfObject: (what: string) => string;
  readonly decisionsCopied: string;
  readonly notCast: string;
  readonly manaSpent: string;
  readonly source: string;
  readonly yes: string;
  readonly battle: string;
  readonly battleDefense: (defense: number, counters: number) => string;
  readonly battlePrintedDefense: (defense: number) => string;
  readonly battleWaiting: string;
  readonly protectedBy: string;
  readonly noProtector: string;
  readonly notABattleAnymore: string;
  readonly protectorLeft: (who: string) => string;
  /** Why the protector is who it is, by the rule it was chosen under. */
  readonly protectorWhy: Readonly<Record<string, string>>;
}

const EN: Phrases = {
  characteristic: {
    name: "name",
    manaCost: "mana cost",
    colors: "color",
    supertypes: "supertypes",
    types: "card types",
    subtypes: "subtypes",
    power: "power",
    toughness: "toughness",
    loyalty: "loyalty",
    defense: "defense",
    abilities: "abilities",
    controller: "controller",
  },
  layer: {
    base: "printed",
    "1a": "layer 1a (copy)",
    "1b": "layer 1b (face down)",
    "2": "layer 2 (control)",
    "3": "layer 3 (text)",
    "4": "layer 4 (type)",
    "5": "layer 5 (color)",
    "6": "layer 6 (abilities)",
    "7a": "layer 7a (P/T defined)",
    "7b": "layer 7b (P/T set)",
    "7c": "layer 7c (P/T modified)",
    "7d": "layer 7d (P/T switched)",
    counters: "layer 7c (counters)",
    rules: "game rule",
  },
  none: "(none)",
  printed: "printed",
  face: (n, of) => (of > 1 ? `face ${n + 1} of ${of}` : ""),
  timestamp: "timestamp",
  rule: "rule",
  zone: {
    battlefield: "battlefield",
    hand: "hand",
    library: "library",
    graveyard: "graveyard",
    stack: "stack",
    exile: "exile",
    command: "command zone",
  },
  controlledBy: "controlled by",
  ownedBy: "owned by",
  copiedFrom: (name) => `copying ${name}`,
  exceptions: "exceptions",
  snapshot: "values fixed when it began:",
  copyEffects: "copy effects (layer 1a, in timestamp order)",
  colorless: "colorless",
  abilityCount: (n) => `${n} abilit${n === 1 ? "y" : "ies"}`,
  copyEffect: "copy effect",
  waitedFor: "applied after effects it depends on, although they have later timestamps",
  appliedBefore: "applied before effects with earlier timestamps, because they depend on it",
  loop: "in a dependency loop with these effects, so applied in timestamp order",
  reasonWaited: {
    existence: "applying it changes whether this effect exists",
    appliesTo: "applying it changes what this effect applies to",
    whatItDoes: "applying it changes what this effect does",
  },
  reasonBefore: {
    existence: "applying this effect changes whether it exists",
    appliesTo: "applying this effect changes what it applies to",
    whatItDoes: "applying this effect changes what it does",
  },
  faceDownText: "face-down 2/2 creature with no name, types, abilities or mana cost",
  notExecuted: "not executed yet (the engine keeps this text but does not carry it out)",
  noChange: "applies, no change",
  counters: "counters",
  status: "status",
  tapped: "tapped",
  faceDown: "face down",
  copyOfSpell: "copy of a spell",
  token: "token",
  stack: "stack",
  targets: "targets",
  modes: "modes",
  ability: "ability",
  decisions: "decisions",
  x: "X",
  kicked: "kicked",
  sacrificed: "sacrificed to pay its costs",
  castFrom: "cast from",
  copyOfObject: (what) => `copy of ${what}`,
  decisionsCopied:
    "its modes, targets, X, kicker and costs paid are the original's (707.10); mana spent is not copied, and it was not cast",
  notCast: "not cast",
  manaSpent: "mana spent",
  source: "source",
  yes: "yes",
  battle: "battle",
  battleDefense: (d, n) => `defense ${d}, the number of defense counters on it (${n})`,
  battlePrintedDefense: (d) => `printed defense ${d}`,
  battleWaiting: "it stays at defense 0 while a triggered ability of its own waits or is on the stack",
  protectedBy: "protector",
  noProtector: "no protector yet",
  notABattleAnymore: "kept although it is no longer a battle",
  protectorLeft: (who) =>
    `${who} has left the game: its controller chooses a new protector once no creature attacks it`,
  protectorWhy: {
    "310.8a": "chosen by its controller as it entered",
    "310.11a": "an opponent chosen by its controller as it entered (a Siege)",
    "704.5w": "chosen by its controller as a state-based action: it had no protector in the game",
    "704.5x": "chosen as a state-based action: its controller had become its protector, which a Siege can't have",
    "310.10": "chosen as a state-based action: its previous protector couldn't protect it",
  },
};

const FR: Phrases = {
  characteristic: {
    name: "nom",
    manaCost: "coût de mana",
    colors: "couleur",
    supertypes: "supertypes",
    types: "types de carte",
    subtypes: "sous-types",
    power: "force",
    toughness: "endurance",
    loyalty: "loyauté",
    defense: "défense",
    abilities: "capacités",
    controller: "contrôleur",
  },
  layer: {
    base: "imprimé",
    "1a": "couche 1a (copie)",
    "1b": "couche 1b (face cachée)",
    "2": "couche 2 (contrôle)",
    "3": "couche 3 (texte)",
    "4": "couche 4 (type)",
    "5": "couche 5 (couleur)",
    "6": "couche 6 (capacités)",
    "7a": "couche 7a (F/E définies)",
    "7b": "couche 7b (F/E fixées)",
    "7c": "couche 7c (F/E modifiées)",
    "7d": "couche 7d (F/E inversées)",
    counters: "couche 7c (marqueurs)",
    rules: "règle du jeu",
  },
  none: "(aucun)",
  printed: "imprimé",
  face: (n, of) => (of > 1 ? `face ${n + 1} sur ${of}` : ""),
  timestamp: "horodatage",
  rule: "règle",
  zone: {
    battlefield: "champ de bataille",
    hand: "main",
    library: "bibliothèque",
    graveyard: "cimetière",
    stack: "pile",
    exile: "exil",
    command: "zone de commandement",
  },
  controlledBy: "contrôlé par",
  ownedBy: "appartenant à",
  copiedFrom: (name) => `copie de ${name}`,
  exceptions: "exceptions",
  snapshot: "valeurs fixées quand il a commencé :",
  copyEffects: "effets de copie (couche 1a, par ordre d'horodatage)",
  colorless: "incolore",
  abilityCount: (n) => `${n} capacité${n > 1 ? "s" : ""}`,
  copyEffect: "effet de copie",
  waitedFor: "appliqué après des effets dont il dépend, bien qu'ils aient un horodatage plus récent",
  appliedBefore: "appliqué avant des effets à l'horodatage plus ancien, parce qu'ils dépendent de lui",
  loop: "dans une boucle de dépendance avec ces effets, donc appliqué dans l'ordre des horodatages",
  reasonWaited: {
    existence: "l'appliquer change l'existence de cet effet",
    appliesTo: "l'appliquer change ce à quoi cet effet s'applique",
    whatItDoes: "l'appliquer change ce que fait cet effet",
  },
  reasonBefore: {
    existence: "appliquer cet effet change son existence",
    appliesTo: "appliquer cet effet change ce à quoi il s'applique",
    whatItDoes: "appliquer cet effet change ce qu'il fait",
  },
  faceDownText: "créature 2/2 face cachée sans nom, type, capacité ni coût de mana",
  notExecuted: "pas encore exécuté (le moteur garde ce texte mais ne l'applique pas)",
  noChange: "s'applique, sans changement",
  counters: "marqueurs",
  status: "statut",
  tapped: "engagé",
  faceDown: "face cachée",
  copyOfSpell: "copie d'un sort",
  token: "jeton",
  stack: "pile",
  targets: "cibles",
  modes: "modes",
  ability: "capacité",
  decisions: "décisions",
  x: "X",
  kicked: "kické",
  sacrificed: "sacrifié pour payer ses coûts",
  castFrom: "lancé depuis",
  copyOfObject: (what) => `copie de ${what}`,
  decisionsCopied:
    "ses modes, cibles, X, kicker et coûts payés sont ceux de l'original (707.10) ; le mana dépensé n'est pas copié, et elle n'a pas été lancée",
  notCast: "non lancé",
  manaSpent: "mana dépensé",
  source: "source",
  yes: "oui",
  battle: "bataille",
  battleDefense: (d, n) => `défense ${d}, le nombre de marqueurs « défense » sur elle (${n})`,
  battlePrintedDefense: (d) => `défense imprimée ${d}`,
  battleWaiting: "elle reste à défense 0 tant qu'une de ses propres capacités déclenchées attend ou est sur la pile",
  protectedBy: "protecteur",
  noProtector: "pas encore de protecteur",
  notABattleAnymore: "conservé bien qu'elle ne soit plus une bataille",
  protectorLeft: (who) =>
    `${who} a quitté la partie : son contrôleur choisit un nouveau protecteur dès qu'aucune créature ne l'attaque`,
  protectorWhy: {
    "310.8a": "choisi par son contrôleur quand elle est arrivée",
    "310.11a": "un adversaire choisi par son contrôleur quand elle est arrivée (un siège)",
    "704.5w":
      "choisi par son contrôleur par une action basée sur un état : elle n'avait pas de protecteur dans la partie",
    "704.5x":
      "choisi par une action basée sur un état : son contrôleur était devenu son protecteur, ce qu'un siège ne peut avoir",
    "310.10": "choisi par une action basée sur un état : son protecteur précédent ne pouvait pas la protéger",
  },
};

export function phrases(lang: Lang): Phrases {
  return lang === "fr" ? FR : EN;
}

/** Values that are words of the game (types, colors) shown in the reader's language. */
const FR_WORDS: Readonly<Record<string, string>> = {
  Artifact: "Artefact",
  Creature: "Créature",
  Enchantment: "Enchantement",
  Land: "Terrain",
  Planeswalker: "Planeswalker",
  Instant: "Éphémère",
  Sorcery: "Rituel",
  Battle: "Bataille",
  Legendary: "Légendaire",
  Basic: "De base",
  Snow: "Neige",
  W: "blanc",
  U: "bleu",
  B: "noir",
  R: "rouge",
  G: "vert",
};

/** The basic land types (205.3i), for the rule steps that name them. */
const FR_BASIC_LAND_TYPES: Readonly<Record<string, string>> = {
  Plains: "Plaine",
  Island: "Île",
  Swamp: "Marais",
  Mountain: "Montagne",
  Forest: "Forêt",
};

/** What the layer system's rule steps (ruleSteps.ts: 305.6, 310.11b, 613.4c, 208.3) say they do, in French. */
const FR_RULE_STEPS: Readonly<Record<string, string>> = {
  "the intrinsic triggered ability of a Siege": "la capacité déclenchée intrinsèque d'un Siège",
  "bestowed: an Aura enchantment with enchant creature": "grâce : un enchantement — Aura avec enchanter : créature",
  "an attached Equipment with reconfigure isn't a creature":
    "un Équipement attaché avec reconfiguration n'est pas une créature",
  counters: "les marqueurs",
  "a permanent's P/T, loyalty and defense (its loyalty / defense counters)":
    "la force, l'endurance, la loyauté et la défense d'un permanent (ses marqueurs loyauté / défense)",
};

/** What a rule step of the layer system did, in the reader's language. */
export function ruleStepText(lang: Lang, text: string): string {
  if (lang !== "fr") return text;
  const intrinsic = /^intrinsic mana abilities of (.+)$/.exec(text)?.[1];
  if (intrinsic === "no basic land type") return "capacités de mana intrinsèques : aucun type de terrain de base";
  if (intrinsic !== undefined) {
    const types = intrinsic.split(", ").map((t) => FR_BASIC_LAND_TYPES[t] ?? t);
    return `capacités de mana intrinsèques ${types.length > 1 ? "des types" : "du type"} ${types.join(", ")}`;
  }
  return FR_RULE_STEPS[text] ?? text;
}

const EN_COLORS: Readonly<Record<string, string>> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

export function word(lang: Lang, w: string): string {
  if (lang === "fr") return FR_WORDS[w] ?? w;
  return EN_COLORS[w] ?? w;
}
