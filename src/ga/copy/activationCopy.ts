import { findGaCard } from "../cards/library.js";
import { deriveGa } from "../layers/derive.js";
import { copyPage, EDITIONS } from "../model/edition.js";
import type { GaPlayerId } from "../model/object.js";
import type { GaInstance } from "../model/stack.js";
import { changed, illegal, log, newId } from "../game/act.js";
import { ask, type GaCtx } from "../game/decision.js";
import { abilityTargetSpecs, cardTargetSpecs, instanceById, legalTargets } from "../game/targets.js";
import { createObject } from "../game/zones.js";

export interface ActivationCopyOptions {
  /** "You may choose new targets for the copy" (Copy General 5). */
  readonly newTargets: boolean;
  /** Scenario shortcut: the new targets, instead of a decision. */
  readonly targets?: readonly string[];
}

/**
 * Copies a card activation, materialization or ability on the Effects Stack (Copying Abilities 1):
 * a new instance, on top, with the same modes, X, alternative costs and choices (1, 1.a), the
 * same properties (3), controlled by the player who made it (General 3); an ability copy has the
 * same source (General 4). Edition `ga`: the copy is an instance of the same card (Playing Cards
 * 9.b: the "copy" property). Edition `ga-2025`: the copy is a card of its own on the Effects Stack,
 * with the original's properties (before 2026-04-20 an activation was "a uniquely defined instance").
 */
export function copyInstance(
  ctx: GaCtx,
  instanceId: string,
  copier: GaPlayerId,
  options: ActivationCopyOptions,
): string | null {
  const { state } = ctx;
  const inst = instanceById(state, instanceId);
  if (!inst) return null;
  const edition = EDITIONS[state.edition];
  const page = copyPage(state.edition);
  let sourceId = inst.sourceId;
  const isCard = inst.kind === "activation" || inst.kind === "materialization";
  if (isCard && edition.stackModel === "cards") {
    const card = state.objects[inst.sourceId];
    if (!card) return null;
    const faces = card.virtual?.faces ?? (card.card ? findGaCard(state, card.card)?.faces : undefined) ?? [];
    const name = faces[0]?.name ?? null;
    const copy = createObject(state, {
      kind: "cardCopy",
      card: null,
      virtual: {
        faces,
        createdBy: `copy of the activation of ${name ?? inst.sourceId}`,
        copy: { from: card.id, name, exceptions: [], rule: `${page}: Copying Abilities 1, 3` },
      },
      owner: copier,
      controller: copier,
      zone: "effectsStack",
    });
    copy.properties = { ...card.properties, empowered: edition.empoweredIsProperty && card.properties.empowered };
    sourceId = copy.id;
  }
  const decisions = structuredClone(inst.decisions);
  if (options.newTargets && decisions.targets.length > 0)
    decisions.targets = newTargets(ctx, inst, copier, sourceId, options.targets);
  const copy: GaInstance = {
    id: newId(state, "i"),
    kind: inst.kind,
    sourceId,
    sourceName: inst.sourceName,
    controller: copier,
    copy: true,
    copyOf: inst.id,
    decisions,
    ability: inst.ability,
    triggerObject: inst.triggerObject,
  };
  state.stack.push(copy);
  changed(state);
  log(
    state,
    "copy",
    `${copier} copies ${inst.sourceName ?? inst.sourceId}${inst.ability ? `: “${inst.ability.def.text}”` : ""} (${copy.id}, a copy of ${inst.id})`,
    `${page}: Copying Abilities 1; General Rules 2-4`,
  );
  return copy.id;
}

/** Copy General 5-5.a: the player may choose new targets; every other choice stays. */
function newTargets(
  ctx: GaCtx,
  inst: GaInstance,
  copier: GaPlayerId,
  sourceId: string,
  preset: readonly string[] | undefined,
): string[] {
  const { state } = ctx;
  const d = deriveGa(state);
  const source = d.get(sourceId) ?? d.get(inst.sourceId);
  const specs = inst.ability
    ? abilityTargetSpecs(inst.ability.def)
    : source
      ? cardTargetSpecs(source, inst.decisions.modes)
      : [];
  const current = inst.decisions.targets;
  let chosen: readonly string[];
  if (preset) chosen = preset;
  else {
    const a = ask(ctx, {
      kind: "chooseNewTargets",
      player: copier,
      prompt: `choose new targets for the copy of ${inst.sourceName ?? inst.sourceId}`,
      current,
      rule: `${copyPage(state.edition)}: General Rules 5`,
    });
    if (a.kind === "yesNo" && !a.yes) return [...current];
    chosen = a.kind === "targets" ? a.targets : current;
  }
  const p = { sourceId, controller: copier };
  specs.forEach((spec, i) => {
    const t = chosen[i];
    if (t === undefined || t === current[i]) return;
    if (!legalTargets(d, spec, p, source ?? { subtypes: [] }).includes(t))
      illegal(`${t} is not a legal new target for the copy`, "Copy: General Rules 5");
  });
  return specs.map((_, i) => chosen[i] ?? current[i] ?? "").filter((t) => t !== "");
}
