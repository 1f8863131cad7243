import { derive } from "../../layers/derive.js";
import type { ObjectId } from "../../model/object.js";
import { changed, illegal, log } from "../../game/draft.js";
import { costText, takeColored, takeGeneric, totalSymbols } from "./costSymbols.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";
import { writable } from "../../model/writableObject.js";

/**
 * Tapping permanents instead of paying mana (601.2h): the caster chooses untapped permanents of the
 * kind, one at a time (none: done); each pays one mana of the total cost, a colored one of its
 * color first (convoke), else a generic one. Returns the total cost left to pay with mana.
 */
function tapToPay(c: CastingFrom, total: string, x: number, type: "Creature" | "Artifact", colored: boolean): string {
  const { state } = c.ctx;
  const symbols = totalSymbols(total, x);
  const d = derive(state);
  const keyword = colored ? "convoke" : "improvise";
  const tapped: ObjectId[] = [];
  for (;;) {
    const options = state.battlefield.filter((id) => {
      const o = state.objects[id];
      const chars = d.get(id);
      return (
        o !== undefined &&
        !o.status.tapped &&
        !o.status.phasedOut &&
        !tapped.includes(id) &&
        chars?.controller === c.caster &&
        chars.types.includes(type)
      );
    });
    if (options.length === 0 || costText(symbols) === "") break;
    const a = c.ctx.chooser.choose({
      kind: "chooseObject",
      player: c.caster,
      prompt: `${keyword}: tap an untapped ${type.toLowerCase()} you control to pay for ${c.chars?.name ?? "the spell"} (null: done)`,
      options,
      optional: true,
      rule: colored ? "702.51a" : "702.126a",
    });
    const id = a.kind === "object" ? a.id : null;
    if (id === null) break;
    if (!options.includes(id)) illegal(`${d.get(id)?.name ?? id} can't be tapped for ${keyword}`, "601.2h");
    if (!((colored && takeColored(symbols, d.get(id)?.colors ?? [])) || takeGeneric(symbols)))
      illegal(`${d.get(id)?.name ?? id} can pay for no mana left in the total cost`, colored ? "702.51a" : "702.126a");
    const o = state.objects[id];
    if (o) writable(state, o).status.tapped = true;
    tapped.push(id);
  }
  if (tapped.length === 0) return total;
  changed(state, ...tapped);
  log(state, keyword, `${c.caster} taps ${tapped.join(", ")} for ${keyword}`, colored ? "702.51a" : "702.126a");
  return costText(symbols);
}

/**
 * 702.51a: convoke — "For each colored mana in this spell's total cost, you may tap an untapped
 * creature of that color you control rather than pay that mana. For each generic mana in this
 * spell's total cost, you may tap an untapped creature you control rather than pay that mana."
 */
export const convoke: CastingKeyword = {
  name: "convoke",
  paysInstead: (c, total, x) => (c.keyword("convoke") ? tapToPay(c, total, x, "Creature", true) : total),
};

/**
 * 702.126a: improvise — "For each generic mana in this spell's total cost, you may tap an untapped
 * artifact you control rather than pay that mana."
 */
export const improvise: CastingKeyword = {
  name: "improvise",
  paysInstead: (c, total, x) => (c.keyword("improvise") ? tapToPay(c, total, x, "Artifact", false) : total),
};
