/**
 * One entry of the game's log (`state.log`, written by the rules functions) as a sentence in
 * English or French, made of text and of links to the objects it names. The entry's `objects`
 * say which objects its detail names; the sentence names them as they were then (the detail's
 * words) and links them to what they are now.
 */
import { phrases } from "../mtg/explain/i18n.js";
import type { LogEntry } from "../mtg/model/state.js";
import { CARD_ACTION_SHAPES } from "./logShapesCardActions.js";
import { CASTING_KEYWORD_SHAPES } from "./logShapesCastingKeywords.js";
import { COST_SHAPES } from "./logShapesCosts.js";
import { COMBAT_SHAPES } from "./logShapesCombat.js";
import { GENERAL_SHAPES } from "./logShapesGeneral.js";
import { BECOME_COPY_SHAPES } from "./logShapesBecomeCopy.js";
import { ABILITIES_SHAPES } from "./logShapesAbilities.js";
import { IMPULSE_SHAPES } from "./logShapesImpulse.js";
import { GAME_END_SHAPES } from "./logShapesGameEnd.js";
import { type LogNames, type Obj, type Part, pick, quote, type Shape } from "./logShape.js";
import type { LogSegment } from "./protocol.js";
import { STEP_LABELS } from "./stepLabels.js";

export type { LogNames } from "./logShape.js";

/** Why a state-based action put a permanent into its owner's graveyard, by its rule (704.5). */
const SBA_REASONS: Readonly<Record<string, readonly [string, string]>> = {
  "704.5f": ["its toughness is 0 or less", "son endurance est de 0 ou moins"],
  "704.5g": ["it has lethal damage", "il a subi des blessures mortelles"],
  "704.5h": [
    "it was dealt damage by a source with deathtouch",
    "une source avec le contact mortel lui a infligé des blessures",
  ],
  "704.5i": ["it is a planeswalker with no loyalty", "c'est un planeswalker sans loyauté"],
  "704.5j": ["the legend rule", "la règle des légendes"],
  "704.5m": ["an Aura attached illegally or to nothing", "une Aura attachée illégalement ou à rien"],
  "704.5s": ["a Saga past its final chapter", "une Saga au-delà de son dernier chapitre"],
  "704.5v": ["a battle with defense 0", "une bataille de défense 0"],
};

const ILLEGAL = [
  " ne se résout pas : toutes ses cibles sont devenues illégales",
  " doesn't resolve: all its targets are illegal",
];

/** The shapes of the engine's commonest log details (src/mtg/rules log calls), most specific first within an event. */
const COMMON_SHAPES: readonly Shape[] = [
  {
    event: "cast",
    re: /^(.+?) casts (.+?)(?: targeting .+)?$/,
    say: (g, o, fr, e) => {
      const targets = (e.objects ?? []).slice(1).flatMap((_, i): Part[] => [i === 0 ? "" : ", ", o(i + 1)]);
      const out: Part[] = [g[0] ?? "", fr ? " lance " : " casts ", o(0, g[1])];
      return targets.length > 0 ? [...out, fr ? " en ciblant " : " targeting ", ...targets] : out;
    },
  },
  {
    event: "resolve",
    re: /^(.+)'s ability doesn't resolve: all its targets are illegal$/,
    say: (g, o, fr) =>
      fr ? ["La capacité de ", o(0, g[0]), pick(fr, ILLEGAL)] : [o(0, g[0]), "'s ability", pick(fr, ILLEGAL)],
  },
  {
    event: "resolve",
    re: /^(.+)'s ability does nothing: its condition is false$/,
    say: (g, o, fr) =>
      fr
        ? ["La capacité de ", o(0, g[0]), " ne fait rien : sa condition n'est plus remplie"]
        : [o(0, g[0]), "'s ability does nothing: its condition is false"],
  },
  {
    event: "resolve",
    re: /^(.+)'s ability resolves: (.*)$/s,
    say: (g, o, fr) =>
      fr
        ? ["La capacité de ", o(0, g[0]), ` se résout : ${quote(fr, g[1] ?? "")}`]
        : [o(0, g[0]), `'s ability resolves: ${quote(fr, g[1] ?? "")}`],
  },
  {
    event: "resolve",
    re: /^(.+) doesn't resolve: all its targets are illegal$/,
    say: (g, o, fr) => [o(0, g[0]), pick(fr, ILLEGAL)],
  },
  { event: "resolve", re: /^(.+) resolves$/, say: (g, o, fr) => [o(0, g[0]), fr ? " se résout" : " resolves"] },
  {
    event: "trigger",
    re: /^(.*) has no legal targets and is removed$/s,
    say: (g, _o, fr) =>
      fr
        ? [`La capacité ${quote(fr, g[0] ?? "")} n'a aucune cible légale : elle est retirée de la pile`]
        : [`The ability ${quote(fr, g[0] ?? "")} has no legal targets: it is removed from the stack`],
  },
  {
    event: "trigger",
    re: /^(.*) has no mode chosen and is removed$/s,
    say: (g, _o, fr) =>
      fr
        ? [`Aucun mode n'est choisi pour la capacité ${quote(fr, g[0] ?? "")} : elle est retirée de la pile`]
        : [`No mode is chosen for the ability ${quote(fr, g[0] ?? "")}: it is removed from the stack`],
  },
  {
    event: "trigger",
    re: /^(.+?): (.*)$/s,
    say: (g, o, fr) =>
      fr
        ? ["Une capacité de ", o(0, g[0]), ` se déclenche : ${quote(fr, g[1] ?? "")}`]
        : [o(0, g[0]), `'s ability triggers: ${quote(fr, g[1] ?? "")}`],
  },
  {
    event: "stack",
    re: /^(.+)'s ability goes on the stack: (.*)$/s,
    say: (g, o, fr) =>
      fr
        ? ["La capacité de ", o(0, g[0]), ` est mise sur la pile : ${quote(fr, g[1] ?? "")}`]
        : [o(0, g[0]), `'s ability is put on the stack: ${quote(fr, g[1] ?? "")}`],
  },
  {
    event: "sba",
    re: /^(.+) is put into its owner's graveyard$/,
    say: (g, o, fr, e) => [
      o(0, g[0]),
      fr ? " est mis dans le cimetière de son propriétaire" : " is put into its owner's graveyard",
      because(e, fr),
    ],
  },
  {
    event: "sba",
    re: /^(.+) (?:has lethal damage|was dealt damage by a source with deathtouch) and is destroyed$/,
    say: (g, o, fr, e) => [o(0, g[0]), fr ? " est détruit" : " is destroyed", because(e, fr)],
  },
  { event: "sba", re: / ceases to exist$/, say: (_g, o, fr) => [o(0), fr ? " cesse d'exister" : " ceases to exist"] },
  {
    event: "sba",
    re: /^(\S+) loses the game$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " perd la partie" : " loses the game"],
  },
  {
    event: "sba",
    re: /^legend rule: (.*)$/,
    say: (g, _o, fr, _e, n) => [`${fr ? "Règle des légendes :" : "Legend rule:"} ${n.cardName(g[0] ?? "")}`],
  },
  {
    event: "move",
    re: /^\S+ (\w+) → (\w+) as \S+$/,
    say: (g, o, fr, _e, n) => {
      const z = phrases(n.lang).zone;
      const from = z[g[0] ?? ""] ?? g[0];
      const to = z[g[1] ?? ""] ?? g[1];
      return fr
        ? [o(0), ` passe de la zone ${from} à la zone ${to} (un nouvel objet)`]
        : [o(0), ` moves from the ${from} to the ${to} (a new object)`];
    },
  },
  {
    event: "sacrifice",
    re: /^(\S+) sacrifices (.+?)( to pay a cost)?$/,
    say: (g, o, fr) => [
      g[0] ?? "",
      fr ? " sacrifie " : " sacrifices ",
      o(0, g[1]),
      g[2] ? (fr ? " pour payer un coût" : " to pay a cost") : "",
    ],
  },
  {
    event: "destroy",
    re: /^(.+) is destroyed$/,
    say: (g, o, fr) => [o(0, g[0]), fr ? " est détruit" : " is destroyed"],
  },
  {
    event: "destroy",
    re: /^(.+) is indestructible$/,
    say: (g, o, fr) => [
      o(0, g[0]),
      fr ? " est indestructible : il n'est pas détruit" : " is indestructible: it isn't destroyed",
    ],
  },
  {
    event: "copy",
    re: /^\S+ becomes a copy of (.+)$/,
    say: (g, o, fr, e, n) => {
      const id = e.objects?.[0];
      const was = id !== undefined ? n.printedName(id) : null;
      return [
        o(0, was ?? undefined),
        `${fr ? " devient une copie de " : " becomes a copy of "}${n.cardName(g[0] ?? "")}`,
      ];
    },
  },
  {
    event: "copy",
    re: /^(.+) doesn't enter as a copy$/,
    say: (g, o, fr) => [o(0, g[0]), fr ? " n'arrive pas en tant que copie" : " doesn't enter as a copy"],
  },
  {
    event: "replace",
    re: /would be put into a graveyard; it is exiled instead$/,
    say: (_g, o, fr) =>
      fr
        ? ["Effet de remplacement : ", o(0), " serait mis dans un cimetière ; il est exilé à la place"]
        : ["Replacement effect: ", o(0), " would be put into a graveyard; it is exiled instead"],
  },
  {
    event: "replace",
    re: /would go to the (\w+); it is exiled instead$/,
    say: (g, o, fr, _e, n) => {
      const to = phrases(n.lang).zone[g[0] ?? ""] ?? g[0];
      return fr
        ? ["Effet de remplacement : ", o(0), ` irait en zone ${to} ; il est exilé à la place`]
        : ["Replacement effect: ", o(0), ` would go to the ${to}; it is exiled instead`];
    },
  },
  {
    event: "enters",
    re: /enters the battlefield$/,
    say: (_g, o, fr) => [o(0), fr ? " arrive sur le champ de bataille" : " enters the battlefield"],
  },
  {
    event: "activate",
    re: /^(\S+) activates (.+?): (.*)$/s,
    say: (g, o, fr) => [
      g[0] ?? "",
      fr ? " active " : " activates ",
      o(0, g[1]),
      `${fr ? " : " : ": "}${quote(fr, g[2] ?? "")}`,
    ],
  },
  {
    event: "damage",
    re: /^(\d+) damage to (.+?) is prevented: protection$/,
    say: (g, o, fr, e) => {
      const to: Part = (e.objects ?? []).length > 0 ? o(0, g[1]) : (g[1] ?? "");
      return fr
        ? [`${g[0]} blessure(s) à `, to, " : prévenues (protection)"]
        : [`${g[0]} damage to `, to, " is prevented: protection"];
    },
  },
  {
    event: "damage",
    re: /^(\d+) damage to (.+)$/,
    say: (g, o, fr, e) => {
      const to: Part = (e.objects ?? []).length > 0 ? o(0, g[1]) : (g[1] ?? "");
      return [fr ? `${g[0]} blessure(s) infligée(s) à ` : `${g[0]} damage to `, to];
    },
  },
  {
    event: "counters",
    re: /^(\d+) (\S+) counter\(s\) on \S+$/,
    say: (g, o, fr) => [fr ? `${g[0]} marqueur(s) ${g[1]} sur ` : `${g[0]} ${g[1]} counter(s) on `, o(0)],
  },
  {
    event: "counters",
    re: /^(\d+) (\S+) counter\(s\) removed from \S+$/,
    say: (g, o, fr) => [
      fr ? `${g[0]} marqueur(s) ${g[1]} retiré(s) de ` : `${g[0]} ${g[1]} counter(s) removed from `,
      o(0),
    ],
  },
  {
    event: "goad",
    re: /^(\S+) is goaded by (\S+)$/,
    say: (g, o, fr) => [o(0, g[0]), fr ? ` est provoqué par ${g[1]}` : ` is goaded by ${g[1]}`],
  },
  {
    event: "monstrous",
    re: /^(.+) becomes monstrous$/,
    say: (g, o, fr) => [o(0, g[0]), fr ? " devient monstrueux" : " becomes monstrous"],
  },
  {
    event: "pair",
    re: /^(.+) is paired with (.+)$/,
    say: (g, o, fr) => [o(0, g[0]), fr ? " est apparié à " : " is paired with ", o(1, g[1])],
  },
  {
    event: "exert",
    re: /^(\S+) exerts (.+)$/,
    say: (g, o, fr) => [g[0] ?? "", fr ? " épuise " : " exerts ", o(0, g[1])],
  },
  {
    event: "blessing",
    re: /^(\S+) gets the city's blessing$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " obtient la bénédiction de la cité" : " gets the city's blessing"],
  },
  {
    event: "renowned",
    re: /^(.+) becomes renowned$/,
    say: (g, o, fr) => [o(0, g[0]), fr ? " devient illustre" : " becomes renowned"],
  },
  {
    event: "epic",
    re: /^(\S+) can't cast spells for the rest of the game \(epic\)$/,
    say: (g, _o, fr) => [
      g[0] ?? "",
      fr
        ? " ne peut plus lancer de sorts de toute la partie (épique)"
        : " can't cast spells for the rest of the game (epic)",
    ],
  },
  { event: "counter", re: / is countered$/, say: (_g, o, fr) => [o(0), fr ? " est contrecarré" : " is countered"] },
  {
    event: "pass",
    re: /^(\S+) passes priority$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " passe la priorité" : " passes priority"],
  },
  {
    event: "land",
    re: /^(\S+) plays (.+)$/,
    say: (g, _o, fr, _e, n) => [g[0] ?? "", fr ? " joue " : " plays ", n.cardName(g[1] ?? "")],
  },
  {
    event: "draw",
    re: /^(\S+) draws a card$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " pioche une carte" : " draws a card"],
  },
  {
    event: "dredge",
    re: /^(\S+) dredges (.+) instead of drawing$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " récupère par dragage " : " dredges ",
      n.cardName(g[1] ?? ""),
      fr ? " au lieu de piocher" : " instead of drawing",
    ],
  },
  {
    event: "search",
    re: /^(\S+) searches their library and finds (\d+) card\(s\)$/,
    say: (g, _o, fr) => [
      g[0] ?? "",
      fr ? ` fouille sa bibliothèque et trouve ${g[1]} carte(s)` : ` searches their library and finds ${g[1]} card(s)`,
    ],
  },
  {
    event: "search",
    re: /^(\S+) searches (\S+)'s library and finds (\d+) card\(s\)$/,
    say: (g, _o, fr) => [
      g[0] ?? "",
      fr
        ? ` fouille la bibliothèque de ${g[1]} et trouve ${g[2]} carte(s)`
        : ` searches ${g[1]}'s library and finds ${g[2]} card(s)`,
    ],
  },
  {
    event: "search",
    re: /^(\S+) puts the card\(s\) found (into their hand|into their graveyard|on top of their library|into exile|onto the battlefield under their control)$/,
    say: (g, _o, fr) => {
      const where: Readonly<Record<string, string>> = {
        "into their hand": "dans sa main",
        "into their graveyard": "dans son cimetière",
        "on top of their library": "au-dessus de sa bibliothèque",
        "into exile": "en exil",
        "onto the battlefield under their control": "sur le champ de bataille sous son contrôle",
      };
      return [
        g[0] ?? "",
        fr ? ` met la ou les cartes trouvées ${where[g[1] ?? ""]}` : ` puts the card(s) found ${g[1]}`,
      ];
    },
  },
  {
    event: "destroy",
    re: /^(.+) isn't destroyed: its umbra armor Aura (\S+) is destroyed instead$/,
    say: (g, o, fr) => [
      o(0, g[0]),
      fr ? " n'est pas détruit : son Aura à armure d'ombre " : " isn't destroyed: its umbra armor Aura ",
      g[1] ?? "",
      fr ? " est détruite à la place" : " is destroyed instead",
    ],
  },
  {
    event: "level",
    re: /^(.+) becomes level (\d+)$/,
    say: (g, _o, fr, _e, n) => [n.cardName(g[0] ?? ""), fr ? " passe au niveau " : " becomes level ", g[1] ?? ""],
  },
  {
    event: "reveal",
    re: /^(\S+) reveals (.+) \(explore\)$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " révèle " : " reveals ",
      n.cardName(g[1] ?? ""),
      fr ? " (exploration)" : " (explore)",
    ],
  },
  {
    event: "reveal",
    re: /^(\S+) reveals (\d+) card\(s\) from their hand$/,
    say: (g, o, fr, e) => [
      g[0] ?? "",
      fr ? ` révèle ${g[1]} carte(s) de sa main : ` : ` reveals ${g[1]} card(s) from their hand: `,
      ...(e.objects ?? []).flatMap((_, i) => [i > 0 ? ", " : "", o(i)]),
    ],
  },
  {
    event: "reveal",
    re: /^(\S+) reveals their hand$/,
    say: (g, _o, fr) => [g[0] ?? "", fr ? " révèle sa main" : " reveals their hand"],
  },
  {
    event: "reveal",
    re: /^(\S+) reveals (\S+) at random from their hand$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " révèle au hasard " : " reveals ",
      n.cardName(g[1] ?? ""),
      fr ? " de sa main" : " at random from their hand",
    ],
  },
  {
    event: "discard",
    re: /^(\S+) discards (\S+) at random$/,
    say: (g, _o, fr, _e, n) => [
      g[0] ?? "",
      fr ? " défausse au hasard " : " discards ",
      n.cardName(g[1] ?? ""),
      fr ? "" : " at random",
    ],
  },
  {
    event: "library",
    re: /^(\S+) looks at the top (\d+) card\(s\) of their library$/,
    say: (g, _o, fr) => [
      g[0] ?? "",
      fr
        ? ` regarde les ${g[1]} carte(s) du dessus de sa bibliothèque`
        : ` looks at the top ${g[1]} card(s) of their library`,
    ],
  },
  {
    event: "library",
    re: /^(\S+) puts (\d+) card\(s\) on the bottom of their library$/,
    say: (g, _o, fr) => [
      g[0] ?? "",
      fr
        ? ` met ${g[1]} carte(s) au-dessous de sa bibliothèque`
        : ` puts ${g[1]} card(s) on the bottom of their library`,
    ],
  },
  {
    event: "step",
    re: /^(\w+)$/,
    say: (g, _o, fr, _e, n) => [`${fr ? "Étape :" : "Step:"} ${STEP_LABELS[n.lang][g[0] ?? ""] ?? g[0]}`],
  },
  { event: "turn", re: /^turn (\d+): (\S+)$/, say: (g, _o, fr) => [`${fr ? "Tour" : "Turn"} ${g[0]} (${g[1]})`] },
];

const SHAPES: readonly Shape[] = [
  ...COMMON_SHAPES,
  ...COMBAT_SHAPES,
  ...CARD_ACTION_SHAPES,
  ...CASTING_KEYWORD_SHAPES,
  ...COST_SHAPES,
  ...GENERAL_SHAPES,
  ...BECOME_COPY_SHAPES,
  ...ABILITIES_SHAPES,
  ...IMPULSE_SHAPES,
  ...GAME_END_SHAPES,
];

/** ": its toughness is 0 or less" — why a state-based action acted, from its rule. */
function because(e: LogEntry, fr: boolean): string {
  const reason = SBA_REASONS[e.rule ?? ""]?.[fr ? 1 : 0];
  return reason ? `${fr ? " : " : ": "}${reason}` : "";
}

/** The sentence of a log entry; null when no shape fits it (the detail is shown as it is). */
function parts(e: LogEntry, n: LogNames): Part[] | null {
  const fr = n.lang === "fr";
  const ids = e.objects ?? [];
  const o: Obj = (i, name) => {
    const id = ids[i];
    const shown = name !== undefined ? n.cardName(name) : id !== undefined ? n.nameOf(id) : "?";
    return { name: shown, id };
  };
  for (const shape of SHAPES) {
    if (shape.event !== e.event) continue;
    const m = shape.re.exec(e.detail);
    const said = m
      ? shape.say(
          m.slice(1).map((x) => x ?? ""),
          o,
          fr,
          e,
          n,
        )
      : null;
    if (said !== null) return said;
  }
  return null;
}

/**
 * The entry as segments of text and object links, in the page's language; when this module has no
 * sentence for it, the detail as the engine wrote it (in English: `translated` false).
 */
export function logSentence(
  e: LogEntry,
  n: LogNames,
  link: (id: string) => string | null,
): { segments: LogSegment[]; translated: boolean } {
  const ps = parts(e, n);
  if (ps === null) return { segments: linkIds(e.detail, n, link), translated: false };
  const out: LogSegment[] = [];
  for (const p of ps) {
    if (typeof p === "string") {
      if (p !== "") out.push({ text: p });
      continue;
    }
    const to = p.id !== undefined ? link(p.id) : null;
    out.push(to !== null ? { text: p.name, object: to } : { text: p.name });
  }
  const first = out[0];
  if (first && first.object === undefined) out[0] = { text: first.text.charAt(0).toUpperCase() + first.text.slice(1) };
  return { segments: out, translated: true };
}

/** A detail with no sentence of its own: its engine ids ("o12") become the objects' names, linked. */
function linkIds(detail: string, n: LogNames, link: (id: string) => string | null): LogSegment[] {
  const out: LogSegment[] = [];
  let last = 0;
  for (const m of detail.matchAll(/\bo\d+\b/g)) {
    if (m.index > last) out.push({ text: detail.slice(last, m.index) });
    const to = link(m[0]);
    out.push(to !== null ? { text: n.nameOf(m[0]), object: to } : { text: n.nameOf(m[0]) });
    last = m.index + m[0].length;
  }
  if (last < detail.length) out.push({ text: detail.slice(last) });
  return out;
}
