import { derive } from "../../layers/derive.js";
import { manaValueOf } from "../../layers/evaluate.js";
import { illegal, log } from "../../game/draft.js";
import type { ObjectId, StackDecisions } from "../../model/object.js";
import { moveObject } from "../zones.js";
import { alternativeCostKeyword } from "./alternativeCost.js";
import { chose } from "./chosenCosts.js";
import { creaturesOf } from "./copyCosts.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

const alternative = alternativeCostKeyword({
  name: "emerge",
  rule: "702.119a",
  forbidden: (c) => (creaturesOf(c).length === 0 ? "there is no creature to sacrifice" : null),
});

/** 702.119c: the creature chosen as the emerge cost is chosen (601.2b); it is sacrificed as the total cost is paid. */
function chosenCreature(decisions: StackDecisions): ObjectId | undefined {
  return decisions.sacrificed[0]?.id;
}

/**
 * 702.119a: emerge — "You may cast this spell by paying [cost] and sacrificing a creature rather
 * than paying its mana cost" and "its total cost is reduced by an amount of generic mana equal to
 * the sacrificed creature's mana value" (colored mana is never reduced: the rulings).
 */
export const emerge: CastingKeyword = {
  ...alternative,
  announce: (c, decisions) => {
    alternative.announce?.(c, decisions);
    if (!chose(c, "emerge")) return;
    const options = creaturesOf(c);
    const preset = c.args.sacrifice?.[0];
    const a =
      preset === undefined
        ? c.ctx.chooser.choose({
            kind: "chooseObject",
            player: c.caster,
            prompt: `${c.chars?.name ?? "the spell"}: choose a creature to sacrifice for its emerge cost`,
            options,
            optional: false,
            rule: "702.119c",
          })
        : null;
    const id = preset ?? (a?.kind === "object" ? a.id : null);
    if (id === null || !options.includes(id))
      illegal("the emerge cost needs a creature you control to sacrifice", "702.119a");
    decisions.sacrificed.push({ id, power: derive(c.ctx.state).get(id)?.power ?? null });
  },
  costReduction: (c, decisions) => {
    const id = chose(c, "emerge") ? chosenCreature(decisions) : undefined;
    const d = derive(c.ctx.state);
    const chars = id === undefined ? undefined : d.get(id);
    return id === undefined || !chars ? 0 : manaValueOf(d.view, id, chars);
  },
  payOtherCost: (c: CastingFrom, decisions) => {
    const id = chose(c, "emerge") ? chosenCreature(decisions) : undefined;
    if (id === undefined) return;
    if (!creaturesOf(c).includes(id)) illegal(`${id} can't be sacrificed to pay the emerge cost`, "118.3");
    const name = derive(c.ctx.state).get(id)?.name ?? id;
    log(c.ctx.state, "sacrifice", `${c.caster} sacrifices ${name} to pay a cost`, "702.119a", [id]);
    moveObject(c.ctx, id, "graveyard", { sacrificed: true });
  },
};
