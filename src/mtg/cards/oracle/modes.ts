import type { AbilityDef, Mode, ModeCount } from "../../abilities/ability.js";
import { type EffectContext, compileEffects, newEffectContext } from "./effects.js";
import { parseCost } from "./costs/costs.js";
import { normalizeParagraph, splitSentences } from "./text/sentences.js";
import { parseTrigger } from "./triggers.js";

/**
 * 700.2: a modal paragraph — "Choose one —", "Choose two —", "Choose one or both —", "Choose one
 * or more —", "Choose three. You may choose the same mode more than once." — followed by its "•"
 * modes. The header says how many modes are chosen; each mode is compiled as instructions of its
 * own, with its own targets (700.2c). The paragraph compiles only when every mode does.
 */
export interface ModalParagraph {
  /** The header before its "choose …" part, normalized: "" for a spell, a trigger condition, a cost. */
  readonly lead: string;
  /** What ends the lead: ", " after a trigger condition, ": " after a cost. */
  readonly separator: string;
  readonly count: ModeCount;
  readonly modeTexts: readonly string[];
}

const COUNTS: Readonly<Record<string, (n: number) => ModeCount>> = {
  one: () => ({ min: 1, max: 1 }),
  two: () => ({ min: 2, max: 2 }),
  three: () => ({ min: 3, max: 3 }),
  "one or both": () => ({ min: 1, max: 2 }),
  "one or more": (n) => ({ min: 1, max: n }),
  // Rulings (Ravager Wurm, Rankle): "up to one" and "any number" allow choosing no mode at all.
  "up to one": () => ({ min: 0, max: 1 }),
  "any number": (n) => ({ min: 0, max: n }),
};

const REPEAT = ". You may choose the same mode more than once";

/** Splits a modal paragraph into its header's parts and its modes; null if it is not one. */
export function parseModalParagraph(paragraph: string, selfName: string): ModalParagraph | null {
  const [header, ...bullets] = paragraph.split("\n").map((l) => l.trim());
  if (header === undefined || bullets.length < 2 || bullets.some((b) => !b.startsWith("•"))) return null;
  const text = normalizeParagraph(header.replace(/\s*—$/, ""), selfName);
  if (text === null) return null;
  const plain = text.replace(/\.$/, "");
  const repeat = plain.endsWith(REPEAT);
  const m = /^(?:(.+?)(, |: ))?[Cc]hoose (one or both|one or more|one|two|three|up to one|any number)$/.exec(
    repeat ? plain.slice(0, -REPEAT.length) : plain,
  );
  const count = m?.[3] ? COUNTS[m[3]]?.(bullets.length) : undefined;
  if (!m || !count || count.max > bullets.length) return null;
  // 700.2d: "the same mode more than once" is said only where several modes are chosen.
  if (repeat && count.max < 2) return null;
  return {
    lead: m[1] ?? "",
    separator: m[2] ?? "",
    count: repeat ? { ...count, repeat: true } : count,
    modeTexts: bullets.map((b) => b.replace(/^•\s*/, "")),
  };
}

/**
 * Compiles each mode with a fresh context (its own targets; "it" starts as `pronoun`). A mode's
 * target slots must each take one target, so that the chosen modes' targets can be told apart.
 */
export function compileModes(
  modal: ModalParagraph,
  selfName: string,
  context: () => EffectContext = () => newEffectContext(),
): Mode[] | null {
  const modes: Mode[] = [];
  for (const text of modal.modeTexts) {
    const normalized = normalizeParagraph(text, selfName);
    const sentences = normalized === null ? null : splitSentences(normalized);
    if (!sentences) return null;
    const ctx = context();
    const effects = compileEffects(sentences, ctx);
    if (!effects || ctx.targets.some((t) => t.min !== undefined || t.max !== undefined)) return null;
    modes.push({ text, effects, ...(ctx.targets.length > 0 ? { targets: ctx.targets } : {}) });
  }
  return modes;
}

/**
 * A modal spell (700.2a: "Choose one — • … • …"), triggered ability (700.2b: "When …, choose one
 * —") or activated ability ("{cost}: Choose one —"); null unless every mode is understood.
 */
export function compileModal(paragraph: string, selfName: string): AbilityDef | null {
  const modal = parseModalParagraph(paragraph, selfName);
  if (!modal) return null;
  const base = { text: paragraph, effects: [], modeCount: modal.count };
  if (modal.lead === "") {
    // "Choose up to one" / "any number" is the wording of abilities, not of spells.
    const modes = modal.count.min > 0 ? compileModes(modal, selfName) : null;
    return modes ? { kind: "spell", ...base, modes } : null;
  }
  if (modal.separator === ", " && /^(When|Whenever|At) /.test(modal.lead)) {
    const parsed = parseTrigger(modal.lead);
    if (!parsed) return null;
    const spell = parsed.trigger.on === "cast" ? parsed.pronoun : null;
    const dies = parsed.trigger.on === "dies";
    const modes = compileModes(modal, selfName, () => newEffectContext(parsed.pronoun, spell, dies, parsed.thatPlayer));
    return modes ? { kind: "triggered", ...base, trigger: parsed.trigger, modes } : null;
  }
  const cost = modal.separator === ": " ? parseCost(modal.lead) : null;
  const modes = cost && cost.loyalty === undefined ? compileModes(modal, selfName) : null;
  // 605.1a: a modal activated ability that adds mana is left to a later template.
  if (!cost || !modes || modes.some((m) => m.effects.some((e) => e.do.startsWith("addMana")))) return null;
  return { kind: "activated", ...base, cost, modes };
}
