import { illegal } from "../../game/draft.js";
import type { CastingKeyword } from "./keyword.js";

/** 702.33a: kicker — an optional additional cost announced as the spell is cast (601.2b). */
export const kicker: CastingKeyword = {
  name: "kicker",
  // 702.33a: a kicker cost with {X} (Thieving Skydiver) asks for X when the spell is kicked.
  asksX: (c) => c.args.kicked === true && (c.keyword("kicker")?.cost ?? "").includes("{X}"),
  announce: (c, decisions) => {
    const k = c.keyword("kicker");
    const name = c.chars?.name;
    if (decisions.kicked && !k) illegal(`${name ?? c.card.id} has no kicker`, "702.33");
    // "Kicker {X}. X can't be 0." — the card's own restriction on the announced X (601.2b).
    if (kicker.asksX?.(c) && decisions.x === 0 && k?.text.includes("X can't be 0"))
      illegal(`${name ?? c.card.id}: X can't be 0`, "601.2b");
    if (k && c.args.kicked === undefined && c.args.duringResolution) {
      // 601.2b: the player announces whether they pay an optional additional cost (also when cast by an effect).
      const a = c.ctx.chooser.choose({
        kind: "yesNo",
        player: c.caster,
        prompt: `${name ?? "the spell"}: pay its kicker cost?`,
        rule: "601.2b",
      });
      decisions.kicked = a.kind === "yesNo" && a.yes;
    }
  },
  additionalMana: (c, decisions) => (decisions.kicked ? (c.keyword("kicker")?.cost ?? "") : ""),
};
