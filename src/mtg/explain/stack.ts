import { derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { type Lang, phrases } from "./i18n.js";

/**
 * For a spell or ability on the stack: the decisions made for it (601.2, 602.2) and, for a copy,
 * where they came from (707.10).
 */
export function renderStackDecisions(
  state: GameState,
  id: ObjectId,
  lang: Lang,
  label: (id: string) => string,
): string[] {
  const o = state.objects[id];
  if (o?.zone !== "stack" || !o.decisions) return [];
  const p = phrases(lang);
  const d = derive(state);
  const dec = o.decisions;
  const lines: string[] = [];
  if (o.ability) {
    const src = d.get(o.ability.sourceId)?.name ?? o.ability.sourceId;
    lines.push(
      `  ${p.ability}: “${o.ability.abilityText}” — ${p.source}: ${src} [${label(o.ability.sourceId)}]  [113.7]`,
    );
  }
  const parts: string[] = [];
  if (dec.modes.length) parts.push(`${p.modes} ${dec.modes.map((m) => m + 1).join(", ")}`);
  if (dec.targets.length) parts.push(`${p.targets} ${dec.targets.map(label).join(", ")}`);
  if (dec.x !== null) parts.push(`${p.x} = ${dec.x}`);
  if (dec.kicked) parts.push(p.kicked);
  if (dec.sacrificed.length)
    parts.push(`${p.sacrificed}: ${dec.sacrificed.map((s) => `${label(s.id)} (${s.power ?? "—"})`).join(", ")}`);
  if (dec.castFrom) parts.push(`${p.castFrom} ${p.zone[dec.castFrom] ?? dec.castFrom}`);
  if (dec.manaSpent) parts.push(`${p.manaSpent} ${dec.manaSpent}`);
  if (parts.length) lines.push(`  ${p.decisions}: ${parts.join("; ")}  [601.2]`);
  const original = o.ability?.copiedFrom ?? (o.isCopyOfSpell ? o.token?.copyOf : undefined);
  if (original !== undefined) {
    const name = o.ability
      ? (d.get(o.ability.sourceId)?.name ?? "")
      : (d.get(original)?.name ?? o.token?.faces[0]?.name ?? "");
    lines.push(`  ${p.copyOfObject(`${name} [${label(original)}]`)}: ${p.decisionsCopied}  [707.10]`);
  }
  return lines;
}
