import type { ChoiceValue, PlayerId } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";

/** Asks a player for an "as enters" choice (614.12) and returns it as a stored choice value. */
export function askChoice(
  ctx: Ctx,
  kind: "color" | "creatureType" | "cardName" | "opponent",
  player: PlayerId,
  prompt: string,
): ChoiceValue {
  switch (kind) {
    case "color": {
      const a = ctx.chooser.choose({ kind: "chooseColor", player, prompt, rule: "614.12" });
      if (a.kind === "color") return { kind: "color", color: a.color };
      break;
    }
    case "creatureType": {
      const a = ctx.chooser.choose({ kind: "chooseCreatureType", player, prompt, rule: "614.12" });
      if (a.kind === "text") return { kind: "creatureType", type: a.value };
      break;
    }
    case "cardName": {
      const a = ctx.chooser.choose({ kind: "chooseCardName", player, prompt, rule: "614.12" });
      if (a.kind === "text") return { kind: "cardName", name: a.value };
      break;
    }
    case "opponent": {
      const options = ctx.state.players.filter((p) => p.name !== player && !p.lost).map((p) => p.name);
      const a = ctx.chooser.choose({ kind: "choosePlayer", player, prompt, options, rule: "614.12" });
      if (a.kind === "player") return { kind: "player", player: a.player };
      break;
    }
  }
  throw new Error(`the chooser answered a ${kind} choice with the wrong kind of answer`);
}
