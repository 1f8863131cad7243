import { frenchName } from "../cards/library.js";
import { CHARACTERISTIC_KEYS, type CharacteristicKey, showCharacteristic } from "../layers/characteristics.js";
import { derive } from "../layers/derive.js";
import type { SnapshotSummary, TraceStep } from "../layers/trace.js";
import type { ObjectId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { copyExceptionText } from "./copyExceptionText.js";
import { type Lang, phrases, ruleStepText, word } from "./i18n.js";

/** One characteristic of one object and the chain that produced it. */
export interface CharacteristicExplanation {
  readonly characteristic: CharacteristicKey;
  readonly value: string;
  readonly chain: readonly TraceStep[];
}

/** Why an object has its characteristics: each one's value, its printed value and the effects by layer (613). */
export interface ObjectExplanation {
  readonly id: ObjectId;
  readonly label: string;
  readonly zone: string;
  readonly controller: string;
  readonly owner: string;
  readonly status: readonly string[];
  readonly characteristics: readonly CharacteristicExplanation[];
  /** For a battle (or a permanent that has a protector): its defense and protector, and why (310). */
  readonly battle?: BattleExplanation;
  /** The texts of its abilities that the engine keeps as text only, not executed yet. */
  readonly notExecuted: readonly string[];
}

/** A battle's defense and protector, with the rules that made them (310.4, 310.8, 310.10-11, 704.5w-x). */
export interface BattleExplanation {
  readonly isBattle: boolean;
  readonly defense: number | null;
  readonly defenseCounters: number;
  readonly protector: string | null;
  /** The rule under which the protector was last chosen: 310.8a / 310.11a (as it entered), 704.5w, 704.5x, 310.10; null if not recorded (set up so). */
  readonly protectorRule: string | null;
  /** Its defense is 0 but its own triggered ability waits (310.7). */
  readonly waitingAtZero: boolean;
  /** Its protector has left the game (a new one is chosen once no creature attacks it, 704.5w). */
  readonly protectorLeft: boolean;
}

/** Derives with provenance and gathers, per characteristic, every step that touched it. */
export function explainObject(state: GameState, id: ObjectId, label: string): ObjectExplanation | null {
  const d = derive(state, { trace: true });
  const o = state.objects[id];
  const c = d.get(id);
  if (!o || !c) return null;
  const steps = d.tracer?.steps.get(id) ?? [];
  const status: string[] = [];
  if (o.status.tapped) status.push("tapped");
  if (o.status.faceDown) status.push("faceDown");
  if (o.token && !o.isCopyOfSpell) status.push("token");
  if (o.isCopyOfSpell) status.push("copyOfSpell");
  for (const [k, n] of Object.entries(o.counters)) status.push(`${n} ${k}`);
  const isBattle = c.types.includes("Battle");
  const battle: BattleExplanation | undefined =
    isBattle || o.protector !== null
      ? {
          isBattle,
          defense: c.defense,
          defenseCounters: o.counters.defense ?? 0,
          protector: o.protector,
          protectorRule:
            [...state.log].reverse().find((l) => l.event === "protector" && l.detail.startsWith(`${id}:`))?.rule ??
            null,
          waitingAtZero:
            isBattle &&
            o.zone === "battlefield" &&
            (c.defense ?? 0) <= 0 &&
            (state.pendingTriggers.some((t) => t.sourceId === id) ||
              state.stack.some((s) => state.objects[s]?.ability?.sourceId === id)),
          protectorLeft: o.protector !== null && state.players.some((p) => p.name === o.protector && p.lost),
        }
      : undefined;
  return {
    ...(battle ? { battle } : {}),
    id,
    label,
    zone: o.zone,
    controller: c.controller,
    owner: o.owner,
    status,
    notExecuted: c.abilities.flatMap((a) => (a.def.kind === "text" ? [a.def.text] : [])),
    characteristics: CHARACTERISTIC_KEYS.map((key) => ({
      characteristic: key,
      value: showCharacteristic(c, key),
      chain: steps.filter((s) => s.characteristic === key),
    })),
  };
}

/** French card names where the library knows them. */
function cardName(lang: Lang, name: string | null): string {
  if (name === null) return "—";
  if (lang !== "fr") return name;
  // Multi-face cards have French names per face (a back face, a flipped half, a melded permanent).
  return frenchName(name);
}

function value(lang: Lang, key: CharacteristicKey, v: string): string {
  const p = phrases(lang);
  if (v === "(none)") return p.none;
  if (key === "name") return cardName(lang, v);
  if (key === "colors" || key === "types" || key === "supertypes")
    return v
      .split(" ")
      .map((w) => word(lang, w))
      .join(" ");
  return v;
}

function summary(lang: Lang, v: SnapshotSummary): string {
  const p = phrases(lang);
  const types = v.types.map((t) => word(lang, t)).join(" ") || p.none;
  const line = v.subtypes.length ? `${types} — ${v.subtypes.join(" ")}` : types;
  const colors = v.colors.length ? v.colors.map((c) => word(lang, c)).join(" ") : p.colorless;
  return `${cardName(lang, v.name)} ${v.manaCost ?? p.none} (${colors}) — ${line}${v.pt ? ` ${v.pt}` : ""}, ${p.abilityCount(v.abilities)}`;
}

/** Text form of an explanation (docs/scenario-format.md §7), in English or French. */
export function renderExplanation(
  e: ObjectExplanation,
  lang: Lang,
  label: (id: string) => string = (id) => id,
): string {
  const p = phrases(lang);
  const name = e.characteristics.find((c) => c.characteristic === "name")?.value ?? "";
  const lines: string[] = [];
  const status = e.status.map((s) =>
    s === "tapped"
      ? p.tapped
      : s === "faceDown"
        ? p.faceDown
        : s === "token"
          ? p.token
          : s === "copyOfSpell"
            ? p.copyOfSpell
            : s,
  );
  lines.push(
    `${cardName(lang, name === "(none)" ? null : name)} [${e.label}] — ${p.zone[e.zone] ?? e.zone}, ${p.controlledBy} ${e.controller}, ${p.ownedBy} ${e.owner}${status.length ? ` (${status.join(", ")})` : ""}`,
  );
  if (e.battle) lines.push(`  ${renderBattle(lang, e)}`);
  // Each copy effect once (layer 1a): what it copied, the values it fixed, its exceptions (707.2, 707.9).
  const copies = new Map<string, TraceStep>();
  for (const c of e.characteristics)
    for (const st of c.chain) if (st.copied && st.effectId && !copies.has(st.effectId)) copies.set(st.effectId, st);
  const copyNumber = new Map([...copies.keys()].map((id, i) => [id, i + 1]));
  if (copies.size > 0) lines.push(`  ${p.copyEffects}:`);
  for (const [id, st] of copies) {
    const copied = st.copied;
    if (!copied) continue;
    lines.push(
      `    #${copyNumber.get(id)} ${cardName(lang, st.sourceName)} “${st.text}”, ${p.timestamp} ${st.timestamp}  [${st.rule}]`,
    );
    lines.push(
      `       ${p.copiedFrom(cardName(lang, copied.name))} [${label(copied.from)}]: ${p.snapshot} ${summary(lang, copied.snapshot)}  [707.2b]`,
    );
    if (copied.exceptions.length)
      lines.push(
        `       ${p.exceptions}: ${copied.exceptions.map((x) => copyExceptionText(lang, x, (n) => cardName(lang, n))).join("; ")}`,
      );
  }
  for (const c of e.characteristics) {
    const interesting = c.chain.some((s) => s.layer !== "base") || c.characteristic === "name";
    if (!interesting && (c.value === "(none)" || c.characteristic === "controller")) continue;
    lines.push(`  ${p.characteristic[c.characteristic]}: ${value(lang, c.characteristic, c.value)}`);
    for (const s of c.chain) lines.push(...renderStep(lang, c.characteristic, s, copyNumber));
  }
  if (e.notExecuted.length > 0) lines.push(`  ${p.notExecuted}:`, ...e.notExecuted.map((t) => `    “${t}”`));
  return lines.join("\n");
}

function renderStep(
  lang: Lang,
  key: CharacteristicKey,
  s: TraceStep,
  copyNumber: ReadonlyMap<string, number>,
): string[] {
  const p = phrases(lang);
  if (s.layer === "base") return [`    ${p.printed}: ${value(lang, key, s.after)}  [${s.rule}]`];
  const n = s.effectId ? copyNumber.get(s.effectId) : undefined;
  if (n !== undefined)
    return [
      `    ${p.layer[s.layer]}: ${value(lang, key, s.before)} → ${value(lang, key, s.after)} — ${p.copyEffect} #${n}  [${s.rule}]`,
    ];
  const change = s.before === s.after ? p.noChange : `${value(lang, key, s.before)} → ${value(lang, key, s.after)}`;
  const source = s.sourceName ? `${cardName(lang, s.sourceName)}` : s.layer === "1b" ? p.faceDownText : "";
  const ts = s.timestamp !== null ? `, ${p.timestamp} ${s.timestamp}` : "";
  // A rule step (no effect, no source) says what the rule did; an effect quotes its card's text.
  const said = s.effectId === null && s.sourceId === null ? ruleStepText(lang, s.text) : s.text;
  const text = s.text && s.layer !== "1b" ? ` “${said}”` : "";
  const what = [source, text.trim()].filter((x) => x !== "").join(" ");
  const out = [`    ${p.layer[s.layer]}: ${change} — ${what}${ts}  [${s.rule}]`];
  if (s.dependency) {
    const head =
      s.dependency.kind === "waitedFor"
        ? p.waitedFor
        : s.dependency.kind === "appliedBefore"
          ? p.appliedBefore
          : p.loop;
    const reasons = s.dependency.kind === "appliedBefore" ? p.reasonBefore : p.reasonWaited;
    const who = s.dependency.on
      .map((d) => `${cardName(lang, d.sourceName)} (${p.timestamp} ${d.timestamp}: ${reasons[d.reason]})`)
      .join("; ");
    out.push(`      ${head}: ${who}  [${s.dependency.kind === "loop" ? "613.8b" : "613.8a"}]`);
  }
  return out;
}

/** The battle line of an object's header: its defense and its protector, and why (310). */
function renderBattle(lang: Lang, e: ObjectExplanation): string {
  const p = phrases(lang);
  const b = e.battle;
  if (!b) return "";
  const parts: string[] = [];
  if (b.isBattle && e.zone === "battlefield") {
    parts.push(`${p.battleDefense(b.defense ?? 0, b.defenseCounters)}  [310.4c]`);
    if (b.waitingAtZero) parts.push(`${p.battleWaiting}  [310.7, 704.5v]`);
  } else if (b.isBattle) {
    parts.push(`${p.battlePrintedDefense(b.defense ?? 0)}  [310.4a]`);
  }
  if (b.protector !== null) {
    const why = b.protectorRule === null ? "" : ` — ${p.protectorWhy[b.protectorRule] ?? b.protectorRule}`;
    const rule = b.protectorRule ?? "310.8";
    const stillBattle = b.isBattle ? "" : ` (${p.notABattleAnymore})`;
    parts.push(`${p.protectedBy} ${b.protector}${why}${stillBattle}  [${b.isBattle ? rule : "310.8g"}]`);
    if (b.protectorLeft && b.isBattle) parts.push(`${p.protectorLeft(b.protector)}  [704.5w, 310.10]`);
  } else if (b.isBattle && e.zone === "battlefield") {
    parts.push(`${p.noProtector}  [704.5w]`);
  }
  return `${p.battle}: ${parts.join("; ")}`;
}
