import { derive } from "../../layers/derive.js";
import type { ObjectId, StackDecisions } from "../../model/object.js";
import { changed, illegal, log } from "../../game/draft.js";
import { moveObject } from "../zones.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";
import { writable } from "../../model/writableObject.js";

/**
 * Optional additional costs whose payment makes the spell copy itself as it is cast (the keyword's
 * triggered part, abilities/copyKeywords.ts): 702.78a conspire "you may tap two untapped creatures
 * you control that each share a color with it", 702.153a casualty N "you may sacrifice a creature
 * with power N or greater". Paying is announced with the other choices (601.2b) and done after
 * the mana (601.2h); "if its cost was paid" is kept in the spell's decisions.
 */
interface CopyCost {
  readonly name: "conspire" | "casualty";
  readonly rule: string;
  /** What the player is asked to do. */
  readonly describe: (c: CastingFrom) => string;
  /** The permanents that may pay it, and how many are needed. */
  readonly candidates: (c: CastingFrom) => ObjectId[];
  readonly count: number;
  readonly pay: (c: CastingFrom, chosen: readonly ObjectId[]) => void;
}

function copyCostKeyword(cost: CopyCost): CastingKeyword {
  return {
    name: cost.name,
    announce: (c, decisions) => {
      if (!c.keyword(cost.name)) return;
      const a = c.ctx.chooser.choose({
        kind: "yesNo",
        player: c.caster,
        prompt: `${c.chars?.name ?? "the spell"}: ${cost.describe(c)} (${cost.name})?`,
        rule: cost.rule,
      });
      if (a.kind === "yesNo" && a.yes) decisions.paidCosts = [...(decisions.paidCosts ?? []), cost.name];
    },
    payOtherCost: (c, decisions) => {
      if (!decisions.paidCosts?.includes(cost.name)) return;
      const chosen: ObjectId[] = [];
      for (let i = 0; i < cost.count; i++) {
        const options = cost.candidates(c).filter((id) => !chosen.includes(id));
        if (options.length === 0) illegal(`${c.caster} can't ${cost.describe(c)}`, "118.3");
        const a = c.ctx.chooser.choose({
          kind: "chooseObject",
          player: c.caster,
          prompt: `${c.chars?.name ?? "the spell"}: ${cost.describe(c)} (${cost.name}, ${i + 1} of ${cost.count})`,
          options,
          optional: false,
          rule: cost.rule,
        });
        const id = a.kind === "object" ? a.id : null;
        if (id === null || !options.includes(id)) illegal(`that can't pay the ${cost.name} cost`, "118.3");
        chosen.push(id);
      }
      cost.pay(c, chosen);
    },
    triggersAsCast: true,
    triggersIf: (decisions: StackDecisions) => decisions.paidCosts?.includes(cost.name) === true,
  };
}

/** The creatures the caster controls. */
export function creaturesOf(c: CastingFrom): ObjectId[] {
  const d = derive(c.ctx.state);
  return c.ctx.state.battlefield.filter(
    (id) => d.get(id)?.controller === c.caster && d.get(id)?.types.includes("Creature") === true,
  );
}

export const conspire = copyCostKeyword({
  name: "conspire",
  rule: "702.78a",
  describe: () => "tap two untapped creatures you control that share a color with it",
  candidates: (c) => {
    const d = derive(c.ctx.state);
    const colors = c.chars?.colors ?? [];
    return creaturesOf(c).filter(
      (id) => !c.ctx.state.objects[id]?.status.tapped && d.get(id)?.colors.some((x) => colors.includes(x)),
    );
  },
  count: 2,
  pay: (c, chosen) => {
    for (const id of chosen) {
      const o = c.ctx.state.objects[id];
      if (o) writable(c.ctx.state, o).status.tapped = true;
    }
    changed(c.ctx.state, ...chosen);
    log(c.ctx.state, "tap", `${c.caster} taps ${chosen.join(", ")} (conspire)`, "702.78a");
  },
});

/** The N of "Casualty N". */
function casualtyN(c: CastingFrom): number {
  return c.keyword("casualty")?.n ?? 0;
}

export const casualty = copyCostKeyword({
  name: "casualty",
  rule: "702.153a",
  describe: (c) => `sacrifice a creature with power ${casualtyN(c)} or greater`,
  candidates: (c) => {
    const d = derive(c.ctx.state);
    return creaturesOf(c).filter((id) => (d.get(id)?.power ?? 0) >= casualtyN(c));
  },
  count: 1,
  pay: (c, [id]) => {
    if (id === undefined) return;
    log(c.ctx.state, "sacrifice", `${c.caster} sacrifices ${id} (casualty)`, "701.21a");
    moveObject(c.ctx, id, "graveyard", { sacrificed: true });
  },
});
