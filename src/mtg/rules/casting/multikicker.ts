import type { CastingKeyword } from "./keyword.js";

/**
 * 702.33c: multikicker — "You may pay an additional [cost] any number of times as you cast this
 * spell" (announced, 601.2b; added to the total cost, 601.2f). 702.33d: paid at least once, the
 * spell is kicked; "for each time it was kicked" counts the payments (the spell's and then the
 * permanent's decisions).
 */
export const multikicker: CastingKeyword = {
  name: "multikicker",
  announce: (c, decisions) => {
    if (!c.keyword("multikicker")?.cost) return;
    const a = c.ctx.chooser.choose({
      kind: "chooseNumber",
      player: c.caster,
      prompt: `${c.chars?.name ?? "the spell"}: how many times do you pay its multikicker cost?`,
      min: 0,
      max: 1000000,
      rule: "702.33c",
    });
    const times = a.kind === "number" ? a.n : 0;
    decisions.timesKicked = times;
    if (times > 0) decisions.kicked = true;
  },
  additionalMana: (c, decisions) => (c.keyword("multikicker")?.cost ?? "").repeat(decisions.timesKicked ?? 0),
};
