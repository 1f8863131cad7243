/**
 * The "as enters" choices (614.12) a card makes when it is put directly onto the battlefield by
 * the setup, with their legal options on the board as set up: what to copy (707.5: a permanent set
 * up earlier that the ability's filter allows, or none where "you may"), a color, a creature type,
 * a card name, an opponent. The page asks them before adding the card, and writes the answers as
 * the scenario format's `chosen:` (`copyOf: null` when a copy is declined).
 */
import type { ObjectFilter } from "../mtg/abilities/filter.js";
import { LIBRARY } from "../mtg/cards/library.js";
import { derive } from "../mtg/layers/derive.js";
import { matchesFilter } from "../mtg/layers/evaluate.js";
import type { GameState } from "../mtg/model/state.js";
import type { Aliases } from "../scenario/buildState.js";
import type { AsEntersChoice, AsEntersRequest, AsEntersResponse, OptionView } from "./protocol.js";
import { run } from "./session.js";
import { Naming } from "./view.js";

/** The permanents set up on the battlefield that "enter as a copy of [filter]" can copy, by scenario id. */
function copyOptions(state: GameState, aliases: Aliases, filter: ObjectFilter, req: AsEntersRequest): OptionView[] {
  const d = derive(state);
  const n = new Naming(state, aliases, req.lang);
  // The entering permanent isn't on the battlefield yet: "another" excludes nothing (sourceId "").
  const p = { sourceId: "", controller: req.player, abilityKey: null };
  return [...aliases.entries()].flatMap(([alias, id]) =>
    state.objects[id]?.zone === "battlefield" && matchesFilter(d.view, id, filter, p)
      ? [{ value: alias, label: n.label(id), objectId: id }]
      : [],
  );
}

export function handleAsEnters(req: AsEntersRequest): AsEntersResponse {
  const card = LIBRARY.byName.get(req.card.toLowerCase());
  const face = card?.faces[0];
  if (!face) return { choices: [] };
  // The board as set up: `copyOf` names a permanent set up before this one (scenario format §3).
  const setup = run(req.yaml, 0).result?.final;
  const choices: AsEntersChoice[] = [];
  for (const a of face.abilities) {
    if (a.kind !== "replacement") continue;
    const r = a.replacement;
    if (r.effect === "entersAsCopy") {
      const options = setup ? copyOptions(setup.state, setup.aliases, r.filter, req) : [];
      choices.push({ kind: "copyOf", text: a.text, rule: "707.5", optional: r.optional, options });
    } else if (r.effect === "asEntersChoose") {
      const kind = r.choice === "opponent" ? "player" : r.choice;
      const options =
        kind === "player" && setup ? setup.state.players.map((p) => p.name).filter((p) => p !== req.player) : [];
      choices.push({
        kind,
        text: a.text,
        rule: "614.12",
        optional: false,
        options: options.map((p) => ({ value: p, label: p })),
      });
    }
  }
  return { choices };
}
