/**
 * Sentences of the log's rarer events: libraries and hands, exile, faces and transforming,
 * copies put on the stack, costs paid with keywords, effects that end.
 */
import { named, namedList, type Part, quote, type Shape } from "./logShape.js";

/** A shape whose detail is one pattern and whose sentence only fills its groups in, in each language. */
function simple(
  event: string,
  re: RegExp,
  en: (g: readonly string[]) => string,
  fr: (g: readonly string[]) => string,
): Shape {
  return { event, re, say: (g, _o, isFr) => [isFr ? fr(g) : en(g)] };
}

/** A shape "<subject> <verb phrase>" whose subject is an object, a player or a card, named and linked. */
function about(
  event: string,
  re: RegExp,
  en: (g: readonly string[]) => string,
  fr: (g: readonly string[]) => string,
): Shape {
  return { event, re, say: (g, _o, isFr, _e, n) => [named(n, g[0] ?? ""), isFr ? fr(g) : en(g)] };
}

/** "<player> <words> <card name> <words>": a player's action about a card, named and linked (903.8, 114.2). */
function playerCard(event: string, re: RegExp, en: readonly [string, string], fr: readonly [string, string]): Shape {
  return {
    event,
    re,
    say: (g, _o, isFr, _e, n) => {
      const [before, after] = isFr ? fr : en;
      return [g[0] ?? "", before, n.cardName(g[1] ?? ""), after];
    },
  };
}

/** "<player> taps o1, o2 for <keyword>" (702.51a convoke, 702.126a improvise, 702.78a conspire). */
function tapsFor(event: string, re: RegExp, frWord: string): Shape {
  return {
    event,
    re,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " engage " : " taps ",
      ...namedList(n, g[1] ?? ""),
      fr ? ` (${frWord})` : ` (${event === "tap" ? "conspire" : event})`,
    ],
  };
}

/** "<player> taps o1, o2 to crew <card>": a player, a verb, objects named and linked, then a card; [English, French]. */
function objectsForCard(
  event: string,
  re: RegExp,
  verb: readonly [string, string],
  link: readonly [string, string],
): Shape {
  return {
    event,
    re,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? verb[1] : verb[0],
      ...namedList(n, g[1] ?? ""),
      fr ? link[1] : link[0],
      n.cardName(g[2] ?? ""),
    ],
  };
}

/** The log's card-action shapes, most specific first within an event. */
export const CARD_ACTION_SHAPES: readonly Shape[] = [
  about(
    "adventure",
    /^(.+) goes on an adventure: it may be cast from exile$/,
    () => " goes on an adventure: it may be cast from exile",
    () => " part à l'aventure : il peut être lancé depuis l'exil",
  ),
  {
    event: "choose",
    re: /^(\S+) chooses (.+)$/,
    say: (g, _o, fr, _e, n) => [g[0] ?? "", fr ? " choisit " : " chooses ", n.cardName(g[1] ?? "")],
  },
  {
    event: "cipher",
    re: /^(.+) is encoded on (\S+)$/,
    say: (g, _o, fr, _e, n) => [
      named(n, g[0] ?? ""),
      fr ? " est encodé sur " : " is encoded on ",
      named(n, g[1] ?? ""),
    ],
  },
  simple(
    "cleanup",
    /^(\d+) "until end of turn" effect\(s\) end$/,
    (g) => `${g[0]} "until end of turn" effect(s) end`,
    (g) => `Fin de ${g[0]} effet(s) « jusqu'à la fin du tour »`,
  ),
  tapsFor("convoke", /^(\S+) taps (.+) for convoke$/, "convocation"),
  tapsFor("improvise", /^(\S+) taps (.+) for improvise$/, "improvisation"),
  tapsFor("tap", /^(\S+) taps (.+) \(conspire\)$/, "conspiration"),
  objectsForCard(
    "crew",
    /^(\S+) taps (.+) to crew (.+)$/,
    [" taps ", " engage "],
    [" to crew ", " pour l'équipage de "],
  ),
  {
    event: "tap",
    re: /^(\S+) taps (.+) to pay a cost of (.+)$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " engage " : " taps ",
      ...namedList(n, g[1] ?? ""),
      fr ? " pour payer un coût de " : " to pay a cost of ",
      n.cardName(g[2] ?? ""),
    ],
  },
  {
    event: "delve",
    re: /^(\S+) exiles (.+) for delve$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " exile " : " exiles ",
      ...namedList(n, g[1] ?? ""),
      fr ? " (fouille)" : " for delve",
    ],
  },
  {
    event: "copy",
    re: /^(\S+) puts a copy of (.+?)( ability)? on the stack(?: targeting (.+))?$/,
    say: (g, _o, fr, _e, n) => {
      const what: Part[] = g[2]
        ? [fr ? "une copie de la capacité de " : "a copy of ", n.cardName(g[1] ?? ""), fr ? "" : "'s ability"]
        : [fr ? "une copie de " : "a copy of ", n.cardName(g[1] ?? "")];
      const targets: Part[] = g[3] ? [fr ? " en ciblant " : " targeting ", ...namedList(n, g[3])] : [];
      return [g[0] ?? "", fr ? " met " : " puts ", ...what, fr ? " sur la pile" : " on the stack", ...targets];
    },
  },
  {
    event: "targets",
    re: /^(\S+) changes the targets of (\S+) to (.+)$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " change les cibles de " : " changes the targets of ",
      ...namedList(n, g[1] ?? ""),
      fr ? " en " : " to ",
      ...namedList(n, g[2] ?? ""),
    ],
  },
  {
    event: "copy",
    re: /^a copy of (.+) is created$/,
    say: (g, _o, fr, _e, n) => [
      fr ? "Une copie de " : "A copy of ",
      n.cardName(g[0] ?? ""),
      fr ? " est créée" : " is created",
    ],
  },
  about(
    "counter",
    /^(\S+) can't be countered$/,
    () => " can't be countered",
    () => " ne peut pas être contrecarré",
  ),
  about(
    "counters",
    /^(\S+) keeps (\d+) (\S+) counters, the engine's limit \(it would have had (\d+)\)$/,
    (g) => ` keeps ${g[1]} ${g[2]} counters, the engine's limit (it would have had ${g[3]})`,
    (g) => ` garde ${g[1]} marqueurs ${g[2]}, la limite du moteur (il en aurait eu ${g[3]})`,
  ),
  {
    event: "discard",
    re: /^(\S+) discards (.+?)(?: \((retrace|jump-start)\))?$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " défausse " : " discards ",
      named(n, g[1] ?? ""),
      g[2] ? ` (${fr ? (g[2] === "retrace" ? "retraçage" : "relance") : g[2]})` : "",
    ],
  },
  about(
    "draw",
    /^(\S+) draws from an empty library(?: \((\d+) cards\))?$/,
    (g) => ` draws from an empty library${g[1] ? ` (${g[1]} cards)` : ""}`,
    (g) => ` pioche dans une bibliothèque vide${g[1] ? ` (${g[1]} cartes)` : ""}`,
  ),
  objectsForCard("tap", /^(\S+) taps (.+) to pay for (.+)$/, [" taps ", " engage "], [" to pay for ", " pour payer "]),
  objectsForCard(
    "return",
    /^(\S+) returns (.+) to their owners' hands to pay for (.+)$/,
    [" returns ", " renvoie "],
    [" to their owners' hands to pay for ", " dans la main de leur propriétaire pour payer "],
  ),
  about(
    "return",
    /^(\S+) left the battlefield: the cards it exiled return$/,
    () => " left the battlefield: the cards it exiled return",
    () => " a quitté le champ de bataille : les cartes qu'il a exilées reviennent",
  ),
  {
    event: "effect",
    re: /^the effect of (.+?) ends \(“(.*)”\)$/s,
    say: (g, _o, fr, _e, n) => [
      fr ? "L'effet de " : "The effect of ",
      n.cardName(g[0] ?? ""),
      fr ? ` prend fin (${quote(fr, g[1] ?? "")})` : ` ends (${quote(fr, g[1] ?? "")})`,
    ],
  },
  {
    event: "exile",
    re: /^(\S+) doesn't cast it: (.+) stays in exile$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " ne le lance pas : " : " doesn't cast it: ",
      n.cardName(g[1] ?? ""),
      fr ? " reste en exil" : " stays in exile",
    ],
  },
  about(
    "exile",
    /^(\S+) exiles (\d+) card\(s\) and finds (\d+)$/,
    (g) => ` exiles ${g[1]} card(s) and finds ${g[2]}`,
    (g) => ` exile ${g[1]} carte(s) et en trouve ${g[2]}`,
  ),
  about(
    "exile",
    /^(\S+) exiles all but the bottom card of their library$/,
    () => " exiles all but the bottom card of their library",
    () => " exile toute sa bibliothèque sauf la carte du dessous",
  ),
  about(
    "exile",
    /^(.+) is exiled as a token: it can't be cast transformed and stays in exile$/,
    () => " is exiled as a token: it can't be cast transformed and stays in exile",
    () => " est exilé en tant que jeton : il ne peut pas être lancé transformé et reste en exil",
  ),
  {
    event: "exile",
    re: /^(.+) is exiled as (.+), not a transforming double-faced card: it can't be cast transformed and stays in exile$/,
    say: (g, _o, fr, _e, n) => [
      n.cardName(g[0] ?? ""),
      fr ? " est exilé en tant que " : " is exiled as ",
      n.cardName(g[1] ?? ""),
      fr
        ? ", qui n'est pas une carte recto verso transformable : il ne peut pas être lancé transformé et reste en exil"
        : ", not a transforming double-faced card: it can't be cast transformed and stays in exile",
    ],
  },
  about(
    "exile",
    /^(.+) is exiled by its Siege ability$/,
    () => " is exiled by its Siege ability",
    () => " est exilé par sa capacité de Siège",
  ),
  {
    event: "exile",
    re: /^(\S+)'s graveyard is exiled \((\d+) card\(s\)\)$/,
    say: (g, _o, fr) => [
      fr ? `Le cimetière de ${g[0]} est exilé (${g[1]} carte(s))` : `${g[0]}'s graveyard is exiled (${g[1]} card(s))`,
    ],
  },
  about(
    "faceUp",
    /^(.+) is turned face up$/,
    () => " is turned face up",
    () => " est retourné face visible",
  ),
  about(
    "faceDown",
    /^(\S+) is double-faced: it can't be turned face down$/,
    () => " is double-faced: it can't be turned face down",
    () => " est une carte recto verso : il ne peut pas être retourné face cachée",
  ),
  about(
    "faceDown",
    /^(\S+) is turned face down$/,
    () => " is turned face down",
    () => " est retourné face cachée",
  ),
  {
    event: "fight",
    re: /^(.+) fights (.+)$/,
    say: (g, _o, fr, _e, n) => [n.cardName(g[0] ?? ""), fr ? " se bat contre " : " fights ", n.cardName(g[1] ?? "")],
  },
  about(
    "flip",
    /^(\S+) is not a flip card: nothing happens$/,
    () => " is not a flip card: nothing happens",
    () => " n'est pas une carte à retourner : rien ne se passe",
  ),
  about(
    "flip",
    /^(\S+) flips$/,
    () => " flips",
    () => " se retourne",
  ),
  playerCard(
    "commander",
    /^(\S+) casts their commander (.+) from the command zone$/,
    [" casts their commander ", " from the command zone"],
    [" lance son commandant ", " depuis la zone de commandement"],
  ),
  playerCard(
    "commander",
    /^(\S+) puts their commander (.+) into the command zone instead$/,
    [" puts their commander ", " into the command zone instead"],
    [" met son commandant ", " dans la zone de commandement à la place"],
  ),
  playerCard(
    "sba",
    /^(\S+) puts their commander (.+) into the command zone$/,
    [" puts their commander ", " into the command zone"],
    [" met son commandant ", " dans la zone de commandement"],
  ),
  playerCard(
    "emblem",
    /^(\S+) gets an emblem from (.+)$/,
    [" gets an emblem from ", ""],
    [" reçoit un emblème de ", ""],
  ),
  about(
    "land",
    /^(\S+) may play (\d+) additional land\(s\) this turn$/,
    (g) => ` may play ${g[1]} additional land(s) this turn`,
    (g) => ` peut jouer ${g[1]} terrain(s) supplémentaire(s) ce tour-ci`,
  ),
  simple(
    "library",
    /^(\d+) card\(s\) put on the bottom of (\S+)'s library in a random order$/,
    (g) => `${g[0]} card(s) put on the bottom of ${g[1]}'s library in a random order`,
    (g) => `${g[0]} carte(s) mise(s) au-dessous de la bibliothèque de ${g[1]} dans un ordre aléatoire`,
  ),
  {
    event: "lore",
    re: /^a lore counter is put on (\S+)$/,
    say: (g, _o, fr, _e, n) => [
      fr ? "Un marqueur « histoire » est placé sur " : "A lore counter is put on ",
      named(n, g[0] ?? ""),
    ],
  },
  about(
    "mana",
    /^(.+): no color was chosen for this ability: no mana$/,
    () => ": no color was chosen for this ability: no mana",
    () => " : aucune couleur n'a été choisie pour cette capacité : pas de mana",
  ),
  simple(
    "meld",
    /^the meld pair is not both there under your control: nothing melds$/,
    () => "The meld pair is not both there under your control: nothing melds",
    () => "La paire à assembler n'est pas entièrement là sous votre contrôle : rien ne s'assemble",
  ),
  {
    event: "meld",
    re: /^(\S+) and (\S+) meld into one permanent$/,
    say: (g, _o, fr, _e, n) => [
      named(n, g[0] ?? ""),
      fr ? " et " : " and ",
      named(n, g[1] ?? ""),
      fr ? " s'assemblent en un seul permanent" : " meld into one permanent",
    ],
  },
  about(
    "mill",
    /^(\S+) mills (\d+) card\(s\)$/,
    (g) => ` mills ${g[1]} card(s)`,
    (g) => ` meule ${g[1]} carte(s)`,
  ),
  {
    event: "move",
    re: /^(.+) has nothing it can enchant: it doesn't enter the battlefield \((\w+), as (o\d+)\)$/,
    say: (g, _o, fr, _e, n) => [
      n.cardName(g[0] ?? ""),
      fr
        ? ` n'a rien qu'il puisse enchanter : il n'arrive pas sur le champ de bataille (${g[1] === "hand" ? "main" : g[1] === "graveyard" ? "cimetière" : g[1]}, en tant que `
        : ` has nothing it can enchant: it doesn't enter the battlefield (${g[1]}, as `,
      named(n, g[2] ?? ""),
      ")",
    ],
  },
  {
    event: "note",
    re: /^(\S+) notes the name (.+)$/,
    say: (g, _o, fr, _e, n) => [g[0] ?? "", fr ? " note le nom " : " notes the name ", n.cardName(g[1] ?? "")],
  },
  about(
    "pay",
    /^(\S+) pays (\d+) life$/,
    (g) => ` pays ${g[1]} life`,
    (g) => ` paie ${g[1]} point(s) de vie`,
  ),
  about(
    "pay",
    /^(\S+) pays (\{.+)$/,
    (g) => ` pays ${g[1]}`,
    (g) => ` paie ${g[1]}`,
  ),
  simple(
    "prevention",
    /^damage can't be prevented this turn$/,
    () => "Damage can't be prevented this turn",
    () => "Les blessures ne peuvent pas être prévenues ce tour-ci",
  ),
  {
    // 615.1a, 615.7: a prevention shield is created
    event: "prevention",
    re: /^(the next (\d+)|all( combat)?) damage(?: to (.+?))?(?: by (.+?))? will be prevented this turn$/,
    say: (g, _o, fr, _e, n) => {
      const to = g[3] ? [fr ? " à " : " to ", ...namedList(n, g[3])] : [];
      const by = g[4] ? [fr ? " par " : " by ", ...namedList(n, g[4])] : [];
      const what = g[1]
        ? fr
          ? `Les ${g[1]} prochaine(s) blessure(s) infligée(s)`
          : `The next ${g[1]} damage`
        : fr
          ? `Toutes les blessures${g[2] ? " de combat" : ""} infligées`
          : `All${g[2] ? " combat" : ""} damage`;
      return [what, ...to, ...by, fr ? " seront prévenues ce tour-ci" : " will be prevented this turn"];
    },
  },
  {
    // 615.6: damage a prevention effect prevented
    event: "prevention",
    re: /^(\d+) damage to (.+?)(?: from (.+?))? is prevented: (.*)$/s,
    say: (g, _o, fr, _e, n) => [
      fr ? `${g[0]} blessure(s) à ` : `${g[0]} damage to `,
      named(n, g[1] ?? ""),
      ...(g[2] ? [fr ? " par " : " from ", named(n, g[2])] : []),
      fr ? ` : prévenue(s) (${quote(fr, g[3] ?? "")})` : ` is prevented: ${quote(fr, g[3] ?? "")}`,
    ],
  },
  {
    // 101.2: a rule set for this turn by a resolved spell or ability ("can't block this turn")
    event: "rules",
    re: /^(.*) \((this turn|until your next turn)(?:: (.+))?\)$/s,
    say: (g, _o, fr, _e, n) => [
      quote(fr, g[0] ?? ""),
      g[1] === "this turn"
        ? fr
          ? " (ce tour-ci"
          : " (this turn"
        : fr
          ? " (jusqu'à votre prochain tour"
          : " (until your next turn",
      ...(g[2] ? [": ", ...namedList(n, g[2])] : []),
      ")",
    ],
  },
  about(
    "regenerate",
    /^(.+) gets a regeneration shield$/,
    () => " gets a regeneration shield",
    () => " reçoit un bouclier de régénération",
  ),
  about(
    "destroy",
    /^(.+) isn't destroyed: a shield counter is removed instead$/,
    () => " isn't destroyed: a shield counter is removed instead",
    () => " n'est pas détruit : un marqueur bouclier est retiré à la place",
  ),
  {
    // 614.1c: Mystic Reflection's one-shot replacement, kept until the next objects enter
    event: "copy",
    re: /^the next objects to enter this turn will enter as copies of (.+)$/,
    say: (g, _o, fr, _e, n) => [
      fr
        ? "Les prochains objets à arriver ce tour-ci arriveront comme des copies de "
        : "The next objects to enter this turn will enter as copies of ",
      named(n, g[0] ?? ""),
    ],
  },
  about(
    "regenerate",
    /^(.+) regenerates$/,
    () => " regenerates",
    () => " se régénère",
  ),
  simple(
    "resolve",
    /^the effect's duration ended before it began: it does nothing$/,
    () => "The effect's duration ended before it began: it does nothing",
    () => "La durée de l'effet a pris fin avant qu'il ne commence : il ne fait rien",
  ),
  {
    event: "reveal",
    re: /^(\S+) reveals (.+)$/,
    say: (g, _o, fr, _e, n) => [g[0] ?? "", fr ? " révèle " : " reveals ", named(n, g[1] ?? "")],
  },
  {
    event: "sacrifice",
    re: /^(\S+) can't sacrifice (.+): (\S+) controls it$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " ne peut pas sacrifier " : " can't sacrifice ",
      n.cardName(g[1] ?? ""),
      fr ? ` : ${g[2]} le contrôle` : `: ${g[2]} controls it`,
    ],
  },
  {
    event: "sba",
    re: /^(.+) has reached its final chapter and is sacrificed$/,
    say: (g, o, fr) => [
      o(0, g[0]),
      fr ? " a atteint son dernier chapitre et est sacrifié" : " has reached its final chapter and is sacrificed",
    ],
  },
  about(
    "scry",
    /^(\S+) scrys (\d+): (\d+) to the bottom$/,
    (g) => ` scries ${g[1]}: ${g[2]} to the bottom`,
    (g) => ` fait un regard ${g[1]} : ${g[2]} au-dessous`,
  ),
  about(
    "surveil",
    /^(\S+) surveils (\d+): (\d+) to the graveyard$/,
    (g) => ` surveils ${g[1]}: ${g[2]} to the graveyard`,
    (g) => ` fait une surveillance ${g[1]} : ${g[2]} au cimetière`,
  ),
  about(
    "search",
    /^(\S+) searches their library and finds (\d+) card\(s\)$/,
    (g) => ` searches their library and finds ${g[1]} card(s)`,
    (g) => ` cherche dans sa bibliothèque et trouve ${g[1]} carte(s)`,
  ),
  about(
    "search",
    /^(\S+) searches (\S+)'s library and finds (\d+) card\(s\)$/,
    (g) => ` searches ${g[1]}'s library and finds ${g[2]} card(s)`,
    (g) => ` cherche dans la bibliothèque de ${g[1]} et trouve ${g[2]} carte(s)`,
  ),
  about(
    "search",
    /^(\S+) puts the card\(s\) found into exile$/,
    () => " puts the card(s) found into exile",
    () => " exile la ou les cartes trouvées",
  ),
  about(
    "search",
    /^(\S+) puts the card\(s\) found into their hand$/,
    () => " puts the card(s) found into their hand",
    () => " met la ou les cartes trouvées dans sa main",
  ),
  about(
    "search",
    /^(\S+) puts the card\(s\) found on top of their library$/,
    () => " puts the card(s) found on top of their library",
    () => " met la ou les cartes trouvées au-dessus de sa bibliothèque",
  ),
  about(
    "search",
    /^(\S+) puts the card\(s\) found onto the battlefield under their control$/,
    () => " puts the card(s) found onto the battlefield under their control",
    () => " met la ou les cartes trouvées sur le champ de bataille sous son contrôle",
  ),
  about(
    "coin",
    /^(\S+) (wins|loses) the flip$/,
    (g) => ` ${g[1] ?? ""} the flip`,
    (g) => (g[1] === "wins" ? " gagne le pile ou face" : " perd le pile ou face"),
  ),
  about(
    "vote",
    /^(\S+) votes for (\S+)$/,
    (g) => ` votes for ${g[2] ?? ""}`,
    (g) => ` vote pour « ${g[2] ?? ""} »`,
  ),
  about(
    "die",
    /^(\S+) rolls a d(\d+): (\d+)$/,
    (g) => ` rolls a d${g[1] ?? ""}: ${g[2] ?? ""}`,
    (g) => ` lance un d${g[1] ?? ""} : ${g[2] ?? ""}`,
  ),
  about(
    "shuffle",
    /^(\S+) shuffles their library$/,
    () => " shuffles their library",
    () => " mélange sa bibliothèque",
  ),
  about(
    "skip",
    /^(\S+) skips their untap step$/,
    () => " skips their untap step",
    () => " passe son étape de dégagement",
  ),
  about(
    "skip",
    /^(\S+) will skip their next untap step$/,
    () => " will skip their next untap step",
    () => " passera sa prochaine étape de dégagement",
  ),
  {
    event: "suspend",
    re: /^(\S+) suspends (.+) with (\d+) time counters$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " suspend " : " suspends ",
      n.cardName(g[1] ?? ""),
      fr ? ` avec ${g[2]} marqueur(s) « temps »` : ` with ${g[2]} time counters`,
    ],
  },
  about(
    "suspend",
    /^(.+) remains exiled$/,
    () => " remains exiled",
    () => " reste en exil",
  ),
  about(
    "transform",
    /^(\S+) can't transform: nothing happens$/,
    () => " can't transform: nothing happens",
    () => " ne peut pas se transformer : rien ne se passe",
  ),
  about(
    "transform",
    /^(\S+) transforms$/,
    () => " transforms",
    () => " se transforme",
  ),
];
