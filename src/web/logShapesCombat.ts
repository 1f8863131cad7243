/** Sentences of the log's combat events: attacks, combat damage, leaving combat, a battle's protector (506–511, 310). */
import { type LogNames, named, type Part, pick, reason, type Shape } from "./logShape.js";

/** Why a creature or a battle left combat (506.4), as the engine says it. */
const LEFT_COMBAT: Readonly<Record<string, string>> = {
  "it left the battlefield": "il a quitté le champ de bataille",
  "it stopped being a creature": "il a cessé d'être une créature",
  "it became a battle": "il est devenu une bataille",
  "its controller changed": "son contrôleur a changé",
  "it stopped being a battle or planeswalker": "il a cessé d'être une bataille ou un planeswalker",
};

/** Why a battle's protector was chosen (310.8a, 310.10, 704.5w-x), with the players it names. */
function protectorReason(fr: boolean, why: string, n: LogNames): Part[] | null {
  if (!fr) return [why];
  if (why === "chosen as it entered") return ["choisi à son arrivée"];
  if (why === "it had no protector") return ["elle n'avait pas de protecteur"];
  const left = /^its protector (\S+) left the game$/.exec(why);
  if (left) return ["son protecteur ", left[1] ?? "", " a quitté la partie"];
  const siege = /^its controller (\S+) can't protect a Siege$/.exec(why);
  if (siege) return ["son contrôleur ", siege[1] ?? "", " ne peut pas protéger un Siège"];
  const cant = /^(\S+) can't protect it$/.exec(why);
  if (cant) return [cant[1] ?? "", " ne peut pas la protéger"];
  return n.lang === "fr" ? null : [why];
}

const NO_DAMAGE = [" : il n'assigne aucune blessure de combat", ": it assigns no combat damage"];

/** The log's combat shapes, most specific first within an event. */
export const COMBAT_SHAPES: readonly Shape[] = [
  {
    event: "attack",
    re: /^(.+) enters the battlefield attacking (\S+)$/,
    say: (g, o, fr, _e, n) => [
      o(0, g[0]),
      fr ? " arrive sur le champ de bataille en attaquant " : " enters the battlefield attacking ",
      named(n, g[1] ?? ""),
    ],
  },
  {
    event: "attack",
    re: /^(.+) attacks (\S+)$/,
    say: (g, o, fr, _e, n) => [o(0, g[0]), fr ? " attaque " : " attacks ", named(n, g[1] ?? "")],
  },
  {
    event: "combat",
    re: /^(.+) deals (\d+) combat damage to (.+)$/,
    say: (g, o, fr, e) => {
      const to: Part = (e.objects ?? []).length > 1 ? o(1, g[2]) : (g[2] ?? "");
      return fr
        ? [o(0, g[0]), ` inflige ${g[1]} blessure(s) de combat à `, to]
        : [o(0, g[0]), ` deals ${g[1]} combat damage to `, to];
    },
  },
  {
    event: "combat",
    re: /^(.+) divides its damage: (.+)$/,
    say: (g, o, fr, _e, n) => {
      const shares = (g[1] ?? "").split(/, (?=\d+ to )/).map((s) => /^(\d+) to (.+?)(?: \[(o\d+)\])?$/.exec(s));
      if (shares.some((m) => m === null)) return null;
      const list = shares.flatMap((m, i): Part[] => [
        i === 0 ? "" : ", ",
        `${m?.[1]} ${fr ? "à" : "to"} `,
        m?.[3] !== undefined ? { name: n.cardName(m[2] ?? ""), id: m[3] } : (m?.[2] ?? ""),
      ]);
      return [o(0, g[0]), fr ? " répartit ses blessures : " : " divides its damage: ", ...list];
    },
  },
  {
    event: "combat",
    re: /^(.+) is attacking nothing: it assigns no combat damage$/,
    say: (g, o, fr) => [o(0, g[0]), fr ? " n'attaque rien" : " is attacking nothing", pick(fr, NO_DAMAGE)],
  },
  {
    event: "combat",
    re: /^(.+) is blocked but no creature blocks it any more: it assigns no combat damage$/,
    say: (g, o, fr) => [
      o(0, g[0]),
      fr ? " est bloqué mais plus aucune créature ne le bloque" : " is blocked but no creature blocks it any more",
      pick(fr, NO_DAMAGE),
    ],
  },
  {
    event: "combat",
    re: /^(.+) is removed from combat: (.+?)(; the creatures attacking it attack nothing)?$/,
    say: (g, o, fr) => {
      const why = reason(fr, g[1] ?? "", LEFT_COMBAT);
      if (why === null) return null;
      const rest = g[2] ? pick(fr, [" ; les créatures qui l'attaquaient n'attaquent rien", g[2]]) : "";
      return [o(0, g[0]), fr ? ` est retiré du combat : ${why}` : ` is removed from combat: ${why}`, rest];
    },
  },
  {
    event: "combat",
    re: /^(.+) attacks nothing: what it attacked left the battlefield$/,
    say: (g, o, fr) => [
      o(0, g[0]),
      fr
        ? " n'attaque rien : ce qu'il attaquait a quitté le champ de bataille"
        : " attacks nothing: what it attacked left the battlefield",
    ],
  },
  {
    event: "combat",
    re: /^first-strike combat damage step: only creatures with first strike or double strike deal damage$/,
    say: (_g, _o, fr) => [
      fr
        ? "Étape de blessures de combat de l'initiative : seules les créatures avec l'initiative ou la double initiative infligent des blessures"
        : "First-strike combat damage step: only creatures with first strike or double strike deal damage",
    ],
  },
  {
    event: "combat",
    re: /^second combat damage step$/,
    say: (_g, _o, fr) => [fr ? "Seconde étape de blessures de combat" : "Second combat damage step"],
  },
  {
    event: "protector",
    re: /^(o\d+): (\S+) protects (.+) — (.+)$/,
    say: (g, _o, fr, _e, n) => {
      const why = protectorReason(fr, g[3] ?? "", n);
      if (why === null) return null;
      const battle: Part = { name: n.cardName(g[2] ?? ""), id: g[0] };
      return [g[1] ?? "", fr ? " protège " : " protects ", battle, " — ", ...why];
    },
  },
];
