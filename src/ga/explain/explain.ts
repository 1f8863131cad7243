import { GA_CHARACTERISTIC_KEYS, type GaCharacteristicKey, showGaCharacteristic } from "../layers/characteristics.js";
import { deriveGa } from "../layers/derive.js";
import type { GaTraceStep } from "../layers/trace.js";
import { copyPage } from "../model/edition.js";
import type { GaObjectId } from "../model/object.js";
import { propertyList } from "../model/properties.js";
import type { GaState } from "../model/state.js";

export interface GaCharacteristicExplanation {
  readonly characteristic: GaCharacteristicKey;
  readonly value: string;
  readonly chain: readonly GaTraceStep[];
}

export interface GaObjectExplanation {
  readonly id: GaObjectId;
  readonly label: string;
  readonly zone: string;
  readonly controller: string;
  readonly owner: string;
  readonly status: readonly string[];
  readonly characteristics: readonly GaCharacteristicExplanation[];
}

const LABEL: Readonly<Record<GaCharacteristicKey, string>> = {
  name: "name",
  elements: "element",
  supertypes: "supertypes",
  types: "types",
  classes: "classes",
  subtypes: "subtypes",
  reserveCost: "reserve cost",
  memoryCost: "memory cost",
  level: "level",
  power: "power",
  life: "life",
  durability: "durability",
  speed: "speed",
  abilities: "abilities",
  controller: "controller",
};

const LAYER: Readonly<Record<GaTraceStep["layer"], string>> = {
  printed: "printed",
  copy: "copy effect",
  A: "layer A (base values)",
  B: "layer B (types)",
  C: "layer C (element)",
  D: "layer D (abilities)",
  E: "layer E (modifications)",
  counters: "counters",
  rules: "rules",
};

/** Derives with provenance and gathers, per characteristic, every step that touched it. */
export function explainGaObject(state: GaState, id: GaObjectId, label: string): GaObjectExplanation | null {
  const d = deriveGa(state, { trace: true });
  const o = state.objects[id];
  const c = d.get(id);
  if (!o || !c) return null;
  const steps = d.tracer?.steps.get(id) ?? [];
  const status: string[] = [];
  if (o.kind === "token") status.push("token");
  if (o.kind === "cardCopy") status.push("copy of a card (not an object)");
  if (o.zone === "field") status.push(o.rested ? "rested" : "awake");
  if (o.zone === "field" && o.face === 1) status.push("transformed");
  for (const p of propertyList(o.properties)) status.push(p);
  for (const [k, n] of Object.entries(o.counters)) status.push(`${n} ${k} counter${n === 1 ? "" : "s"}`);
  if (o.damage > 0) status.push(`${o.damage} damage`);
  if (o.choices.cardName) status.push(`chosen name: ${o.choices.cardName.name}`);
  if (o.virtual?.copy) status.push(`a copy of ${o.virtual.copy.name ?? o.virtual.copy.from} [${o.virtual.copy.rule}]`);
  return {
    id,
    label,
    zone: o.zone,
    controller: c.controller,
    owner: o.owner,
    status,
    characteristics: GA_CHARACTERISTIC_KEYS.map((key) => ({
      characteristic: key,
      value: showGaCharacteristic(c, key),
      chain: steps.filter((s) => s.characteristic === key),
    })),
  };
}

export function renderGaExplanation(e: GaObjectExplanation): string {
  const name = e.characteristics.find((c) => c.characteristic === "name")?.value ?? "";
  const lines = [
    `${name} [${e.label}] — ${e.zone}, controlled by ${e.controller}, owned by ${e.owner}${e.status.length ? ` (${e.status.join(", ")})` : ""}`,
  ];
  for (const c of e.characteristics) {
    const interesting = c.chain.some((s) => s.layer !== "printed") || c.characteristic === "name";
    if (!interesting && (c.value === "(none)" || c.characteristic === "controller")) continue;
    lines.push(`  ${LABEL[c.characteristic]}: ${c.value}`);
    for (const s of c.chain) {
      if (s.layer === "printed") {
        const how = s.text && s.text !== "printed" ? ` — ${s.text}` : "";
        lines.push(`    printed: ${s.after}${how}  [${s.rule}]`);
        continue;
      }
      const change = s.before === s.after ? "(no change)" : `${s.before} → ${s.after}`;
      const ts = s.timestamp !== null ? `, timestamp ${s.timestamp}` : "";
      lines.push(
        `    ${LAYER[s.layer]}: ${change} — ${s.sourceName ?? ""}${s.text ? ` “${s.text}”` : ""}${ts}  [${s.rule}]`,
      );
      if (s.copied)
        lines.push(
          `      copied from ${s.copied.name ?? s.copied.from}${s.copied.exceptions.length ? `; except: ${s.copied.exceptions.join("; ")}` : ""}`,
        );
      if (s.dependency) {
        const head =
          s.dependency.kind === "waitedFor"
            ? "applied after the effects it depends on"
            : s.dependency.kind === "appliedBefore"
              ? "applied before older effects that depend on it"
              : "in a dependency loop: timestamp order";
        lines.push(
          `      ${head}: ${s.dependency.on.map((o) => `${o.sourceName ?? "?"} (timestamp ${o.timestamp}, ${o.reason})`).join("; ")}  [Continuous Effects: Dependencies 2]`,
        );
      }
    }
  }
  return lines.join("\n");
}

/** For a card on the Effects Stack: each instance reading it, with its choices and copy status. */
export function renderGaStack(state: GaState, cardId: GaObjectId, label: (id: string) => string): string[] {
  const out: string[] = [];
  const page = copyPage(state.edition);
  for (const inst of state.stack) {
    if (inst.sourceId !== cardId || inst.ability) continue;
    const parts: string[] = [];
    if (inst.decisions.modes.length) parts.push(`modes ${inst.decisions.modes.map((m) => m + 1).join(", ")}`);
    if (inst.decisions.targets.length) parts.push(`targets ${inst.decisions.targets.map(label).join(", ")}`);
    if (inst.decisions.x !== null) parts.push(`X = ${inst.decisions.x}`);
    if (inst.decisions.alternativeCost) parts.push(`alternative cost: ${inst.decisions.alternativeCost}`);
    out.push(
      `  ${inst.kind} ${inst.id}, controlled by ${inst.controller}${inst.copy ? `, a copy of ${inst.copyOf ?? "?"} [${page}: General Rules 2; Copying Abilities 1]` : ""}${parts.length ? ` — ${parts.join("; ")}` : ""}`,
    );
  }
  return out;
}
