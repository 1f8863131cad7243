import type { AbilityDef } from "../../../abilities/ability.js";
import type { Effect } from "../../../abilities/effect.js";

/** "Choose a creature type." as an instruction (608.2d): chosen as the spell or ability resolves. */
export function compileChooseCreatureType(s: string): Effect[] | null {
  return /^choose a creature type$/.test(s) ? [{ do: "choose", choice: { choose: "creatureType" } }] : null;
}

const CHOSEN = '"chosenCreatureType"';
/** Instructions read later than the resolution, which keeps the chosen type only while it resolves. */
const LATER: readonly Effect["do"][] = [
  "continuous",
  "atNextEndStep",
  "atEndOfCombat",
  "atNextUpkeep",
  "whenYouCastNext",
  "wheneverCastThisTurn",
  "rulesThisTurn",
];

/**
 * The type chosen as a spell or ability resolves is known to that resolution only: "of the chosen
 * type" must come after the choice, in instructions carried out then (Kindred Charge's "for each
 * creature you control of the chosen type"), not in its targets (chosen earlier, 601.2c) nor in an
 * effect that lasts or waits. Otherwise the ability stays text.
 */
export function requireChosenTypeOnResolution(abilities: readonly AbilityDef[]): AbilityDef[] {
  return abilities.map((a): AbilityDef => {
    if (a.kind !== "spell" && a.kind !== "triggered" && a.kind !== "activated") return a;
    const at = a.effects.findIndex((e) => e.do === "choose" && e.choice.choose === "creatureType");
    if (at < 0) return a;
    const fits =
      !JSON.stringify(a.targets ?? []).includes(CHOSEN) &&
      a.effects.every((e, i) => !JSON.stringify(e).includes(CHOSEN) || (i > at && !LATER.includes(e.do)));
    return fits
      ? a
      : { kind: "text", text: a.text, reason: "the chosen creature type is read after the ability resolved" };
  });
}
