import { type ManaSymbol, parseManaCost } from "../model/manaCost.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { changedNoObject, illegal } from "../game/draft.js";
import { player } from "../game/objects.js";
import { manaSpentOn, manaTags } from "./manaSpentTriggers.js";

/** The mana that can pay one mana symbol: one of the listed kinds, or any mana (generic, 107.4b). */
type Need = readonly string[] | "any";

/**
 * 601.2g-h: pays a mana cost. Scenarios pay automatically (docs/scenario-format.md §4.1): each colored symbol with its
 * color, hybrid with its first color, Phyrexian with its color, generic with colorless. When the
 * player's pool was set by the scenario, the cost is paid from it or the action is illegal.
 * Returns the mana spent, as symbols.
 */
export function payMana(
  ctx: Ctx,
  who: PlayerId,
  cost: string,
  x: number,
  spendAsAny?: "color" | "type",
  spell?: ObjectId,
): string {
  const symbols = parseManaCost(cost);
  if (symbols === null) return illegal(`${cost} is not a mana cost`, "107.4");
  const p = player(ctx.state, who);
  // Generic mana (and X) is counted, not listed: X may be huge (X = 1,000,000 is a legal choice).
  const generic = symbols.reduce(
    (n, s) => n + (s.kind === "generic" ? s.n : s.kind === "x" ? x : s.kind === "snow" ? 1 : 0),
    0,
  );
  const colored = symbols
    .filter((s) => s.kind !== "generic" && s.kind !== "x" && s.kind !== "snow")
    .flatMap((s) => needsOf(s, x));
  if (!p.payFromPool) return colored.map((n) => (n === "any" ? "{C}" : (n[0] ?? "{C}"))).join("") + colorless(generic);
  if (generic > p.manaPool.length) illegal(`${who} can't pay ${cost}: not enough mana in the mana pool`, "601.2h");
  const needs = [...colored.map((n) => widen(n, spendAsAny)), ...Array.from({ length: generic }, () => "any" as const)];
  const pool = [...p.manaPool];
  const tags = manaTags(p);
  const spentTags: string[] = [];
  const spent = needsInPaymentOrder(needs).map((need) => takeFromPool(pool, need, who, cost, tags, spentTags));
  p.manaPool = pool;
  if (p.manaSpendTriggers) p.manaSpendTriggers = tags;
  manaSpentOn(ctx, spentTags, spell ?? null);
  changedNoObject(ctx.state);
  return spent.join("");
}

/** Automatic payment spends colorless mana for generic costs: "{C}{C}", or "{C}×N" when N is large. */
function colorless(n: number): string {
  return n <= 16 ? "{C}".repeat(n) : `{C}×${n}`;
}

/** The most demanding symbols are paid first, generic mana last, so that no choice wastes mana. */
function needsInPaymentOrder(needs: readonly Need[]): Need[] {
  const rank = (n: Need) => (n === "any" ? Number.MAX_SAFE_INTEGER : n.length);
  return [...needs].sort((a, b) => rank(a) - rank(b));
}

/**
 * Removes one mana that can pay `need` from the pool (106.4, 107.4e: hybrid takes either color),
 * and its delayed trigger from `tags` into `spentTags` (603.7).
 */
function takeFromPool(
  pool: string[],
  need: Need,
  who: PlayerId,
  cost: string,
  tags: string[],
  spentTags: string[],
): string {
  const i = need === "any" ? (pool.length > 0 ? 0 : -1) : pool.findIndex((m) => need.includes(m));
  const taken = i >= 0 ? pool.splice(i, 1)[0] : undefined;
  const tag = i >= 0 ? tags.splice(i, 1)[0] : undefined;
  if (tag) spentTags.push(tag);
  if (taken === undefined)
    return illegal(
      `${who} can't pay ${cost}: no ${need === "any" ? "mana" : need.join(" or ")} left in the mana pool`,
      "601.2h",
    );
  return taken;
}

const COLORED = ["{W}", "{U}", "{B}", "{R}", "{G}"];

/**
 * 609.4b, 118.14: mana spent "as though it were mana of any type" pays any symbol; "of any color",
 * any colored symbol with mana of any color (colorless mana is of no color: it still pays only {C} and generic).
 */
function widen(need: Need, spendAsAny: "color" | "type" | undefined): Need {
  if (spendAsAny === undefined || need === "any") return need;
  if (spendAsAny === "type") return "any";
  return need.includes("{C}") ? need : COLORED;
}

/** What one symbol asks for (107.4). */
function needsOf(s: ManaSymbol, x: number): Need[] {
  switch (s.kind) {
    case "generic":
      return Array.from({ length: s.n }, () => "any" as const);
    case "x":
      return Array.from({ length: x }, () => "any" as const);
    case "colored":
    case "phyrexian":
    case "twobrid":
      return [[`{${s.color}}`]];
    case "hybrid":
      return [s.colors.map((c) => `{${c}}`)];
    case "colorless":
      return [["{C}"]];
    case "snow":
      return ["any"];
  }
}
