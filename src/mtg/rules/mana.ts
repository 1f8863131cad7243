import { type ManaSymbol, parseManaCost } from "../model/manaCost.js";
import type { PlayerId } from "../model/object.js";
import type { Ctx } from "./ctx.js";
import { changed, illegal } from "./draft.js";
import { player } from "./objects.js";

/**
 * 601.2g-h: pays a mana cost. Scenarios pay automatically (spec 4.1): each colored symbol with its
 * color, hybrid with its first color, Phyrexian with its color, generic with colorless. When the
 * player's pool was set by the scenario, the cost is paid from it or the action is illegal.
 * Returns the mana spent, as symbols.
 */
export function payMana(ctx: Ctx, who: PlayerId, cost: string, x: number): string {
  const symbols = parseManaCost(cost);
  if (symbols === null) return illegal(`${cost} is not a mana cost`, "107.4");
  const p = player(ctx.state, who);
  const needed = symbols.flatMap((s) => expand(s, x));
  if (!p.payFromPool) return describeAutoPayment(needed.join(""));
  const pool = [...p.manaPool];
  const spent: string[] = [];
  // Colored requirements first, then generic from whatever remains.
  for (const need of needed.filter((n) => n !== "{1}")) {
    const i = pool.indexOf(need);
    if (i < 0) return illegal(`${who} can't pay ${cost}: no ${need} in the mana pool`, "601.2h");
    spent.push(...pool.splice(i, 1));
  }
  const generic = needed.filter((n) => n === "{1}").length;
  for (let i = 0; i < generic; i++) {
    const m = pool.shift();
    if (m === undefined) return illegal(`${who} can't pay ${cost}: not enough mana in the pool`, "601.2h");
    spent.push(m);
  }
  p.manaPool = pool;
  changed(ctx.state);
  return spent.join("");
}

/** The mana one symbol asks for under automatic payment. */
function expand(s: ManaSymbol, x: number): string[] {
  switch (s.kind) {
    case "generic":
      return Array.from({ length: s.n }, () => "{1}");
    case "x":
      return Array.from({ length: x }, () => "{1}");
    case "colored":
    case "phyrexian":
      return [`{${s.color}}`];
    case "hybrid":
      return [`{${s.colors[0] ?? "C"}}`];
    case "twobrid":
      return [`{${s.color}}`];
    case "colorless":
      return ["{C}"];
    case "snow":
      return ["{1}"];
  }
}

/** Automatic payment spends colorless mana for generic costs. */
export function describeAutoPayment(spent: string): string {
  return spent.replace(/\{1\}/g, "{C}");
}
