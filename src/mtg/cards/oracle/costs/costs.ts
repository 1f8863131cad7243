import { parseDiscardKindCost } from "./discardKind.js";
import type { Cost } from "../../../abilities/cost.js";
import { SELF } from "../text/sentences.js";
import { parseExileFromGraveyardCost } from "../effects/linkedExile.js";
import { parseIndefinite } from "../text/subjects.js";
import { parseCount } from "../text/words.js";
import { payEnergyCost } from "../effects/energy.js";
import { addPermanentCost } from "./permanentCosts.js";
import { exileAndPayItsManaCost } from "./exileAndPayManaCost.js";

/** A mana symbol a cost may contain (107.4): generic, colored, colorless, snow, X, hybrid, Phyrexian. */
const MANA_SYMBOL = /^\{(\d+|[WUBRGCSX]|[WUBRG2]\/[WUBRGP])\}$/;

/**
 * The cost before an activated ability's colon (602.1a, 118): "{1}{R}", "{T}", "{2}, {T},
 * Sacrifice ~", "Pay 2 life", or a loyalty cost "+1" / "-2" (606.4). Null if any part is unknown.
 */
export function parseCost(text: string): Cost | null {
  // 606.4: printed in brackets ("[+1]", "[-2]", "[0]").
  const loyalty = /^\[?([+-]?)(\d+)\]?$/.exec(text);
  if (loyalty?.[2]) return { loyalty: loyalty[1] === "-" ? -Number(loyalty[2]) : Number(loyalty[2]) };
  let mana = "";
  let tap = false;
  const cost: { -readonly [K in keyof Cost]: Cost[K] } = {};
  for (const component of text.split(", ")) {
    if (/^(\{[^{}]+\})+$/.test(component)) {
      for (const symbol of component.match(/\{[^{}]+\}/g) ?? []) {
        if (symbol === "{T}") {
          if (tap) return null;
          tap = true;
        } else if (MANA_SYMBOL.test(symbol)) mana += symbol;
        else return null;
      }
      continue;
    }
    if (!addComponent(cost, component)) return null;
  }
  return { ...(mana !== "" ? { mana } : {}), ...(tap ? { tap } : {}), ...cost };
}

function addComponent(cost: { -readonly [K in keyof Cost]: Cost[K] }, component: string): boolean {
  if (component === `Sacrifice ${SELF}`) {
    if (cost.sacrificeSelf || cost.sacrifice) return false;
    cost.sacrificeSelf = true;
    return true;
  }
  if (component === `Exert ${SELF}`) {
    if (cost.exertSelf) return false;
    cost.exertSelf = true; // 701.43a
    return true;
  }
  if (component === `Exile ${SELF} from your graveyard`) {
    if (cost.exileSelfFromGraveyard) return false;
    cost.exileSelfFromGraveyard = true;
    return true;
  }
  let m = /^Sacrifice (.+)$/.exec(component);
  if (m?.[1]) {
    const filter = parseIndefinite(m[1]);
    if (!filter || cost.sacrifice || cost.sacrificeSelf) return false;
    cost.sacrifice = filter;
    return true;
  }
  const paying = exileAndPayItsManaCost(component);
  const exile = parseExileFromGraveyardCost(paying ?? component);
  if (exile && paying) cost.payExiledManaCost = true;
  if (exile) {
    if (cost.exileFromGraveyard) return false;
    cost.exileFromGraveyard = exile;
    return true;
  }
  const energy = payEnergyCost(component);
  if (energy !== null) {
    if (cost.energy !== undefined) return false;
    cost.energy = energy;
    return true;
  }
  m = /^Pay (\d+) life$/.exec(component);
  if (m?.[1]) {
    if (cost.payLife !== undefined) return false;
    cost.payLife = Number(m[1]);
    return true;
  }
  const kind = parseDiscardKindCost(component);
  if (kind) {
    if (cost.discard !== undefined || cost.discardAtRandom !== undefined) return false;
    cost.discard = 1;
    cost.discardFilter = kind;
    return true;
  }
  m = /^Discard (a card|(\S+) cards)( at random)?$/.exec(component);
  if (m?.[1]) {
    const n = m[2] === undefined ? 1 : parseCount(m[2]);
    if (n === null || n < 1 || (m[2] !== undefined && n === 1) || cost.discard !== undefined) return false;
    if (cost.discardAtRandom !== undefined) return false;
    if (m[3]) cost.discardAtRandom = n;
    else cost.discard = n;
    return true;
  }
  if (addPermanentCost(cost, component)) return true;
  m = new RegExp(`^Remove (\\S+) ([+-]\\d+/[+-]\\d+|[a-z]+) (counters?) from ${SELF}$`).exec(component);
  if (m?.[1] && m[2] && m[3]) {
    const n = parseCount(m[1]);
    if (n === null || (n === 1) !== (m[3] === "counter") || cost.removeCountersFromSelf) return false;
    cost.removeCountersFromSelf = { kind: m[2], n };
    return true;
  }
  return false;
}
