import type { GaAbilityDef } from "../abilities/ability.js";
import { deriveGa } from "../layers/derive.js";
import { matchesGaFilter } from "../layers/evaluate.js";
import { copyPage, EDITIONS } from "../model/edition.js";
import type { GaObjectId } from "../model/object.js";
import { changed, illegal, log } from "../game/act.js";
import { ask, type GaCtx } from "../game/decision.js";
import { takeSnapshot } from "./snapshot.js";
import { recordEffect } from "../game/recordEffect.js";

/**
 * Static Copying 1: the object enters the field as a copy of the chosen object — its copiable
 * values (Copying Objects 1, 5) with the ability's exceptions — and then acts as if that card had
 * entered, so the copied On Enter abilities trigger (enter.ts). It is not a triggered ability
 * (Static Copying 2): nothing goes on the Effects Stack and nobody can respond before it applies.
 */
export function entersAsCopy(
  ctx: GaCtx,
  id: GaObjectId,
  def: Extract<GaAbilityDef, { kind: "entersAsCopy" }>,
  preset: GaObjectId | null | undefined,
): void {
  const { state } = ctx;
  const obj = state.objects[id];
  if (!obj) return;
  const d = deriveGa(state);
  const p = { sourceId: id, controller: obj.controller };
  const options = Object.keys(state.objects).filter((o) => o !== id && matchesGaFilter(d.view, o, def.filter, p));
  let chosen: GaObjectId | null;
  if (preset !== undefined) {
    if (preset !== null && !options.includes(preset))
      illegal(
        `${preset} can't be copied by “${def.text}”: it isn't one of ${options.join(", ") || "(none)"}`,
        "Copy: Static Copying 1",
      );
    chosen = preset;
  } else if (options.length === 0) {
    chosen = null;
  } else {
    const a = ask(ctx, {
      kind: "chooseObject",
      player: obj.controller,
      prompt: `choose what ${d.get(id)?.name ?? id} enters as a copy of`,
      options,
      optional: def.optional,
      rule: `${copyPage(state.edition)}: Static Copying 1`,
    });
    chosen = a.kind === "object" ? a.id : null;
    if (chosen !== null && !options.includes(chosen))
      illegal(`${chosen} is not one of the objects that can be copied`, "Copy: Static Copying 1");
  }
  if (chosen === null) {
    log(state, "copy", `${d.get(id)?.name ?? id} enters as itself (nothing copied)`, "Copy: Static Copying 1");
    return;
  }
  const values = d.copiable(chosen);
  if (!values) return;
  const rule = `${copyPage(state.edition)}: Static Copying 1; Copying Objects 1`;
  recordEffect(state, {
    sourceId: id,
    sourceName: d.get(id)?.name ?? null,
    controller: obj.controller,
    duration: { until: "game" },
    affected: [id],
    parts: [],
    copy: takeSnapshot(values, chosen, def.exceptions, rule),
    rule,
    text: def.text,
  });
  // Copying Objects 1.a: which properties of the card the copy carries depends on the edition.
  const source = state.objects[chosen];
  for (const prop of EDITIONS[state.edition].objectCopyCarries)
    if (source?.properties[prop]) obj.properties[prop] = true;
  changed(state);
  log(state, "copy", `${d.get(id)?.name ?? id} enters as a copy of ${values.name ?? chosen}`, rule);
}
