import type { AbilityDef } from "../abilities/ability.js";
import type { ContinuousPart } from "../abilities/continuous.js";
import { COLOR_WORDS, type Color, sortColors } from "../model/color.js";
import { CREATURE_TYPES, isCreatureType, isLandType, subtypeFitsTypes } from "../model/subtypes.js";
import type { AbilityInstance, Characteristics } from "./characteristics.js";
import { characteristicsOfFace } from "./layer1.js";

/** Who applies a part: the effect's id and timestamp, for granted abilities (613.7a). */
export interface PartContext {
  readonly effectId: string;
  readonly timestamp: number;
  /** The player who controls the effect: the new controller for layer 2 (613.1b). */
  readonly controller: string;
}

/**
 * Applies one part of a continuous effect, already resolved to concrete values, to one object's
 * characteristics (mutating the copy the caller owns).
 */
export function applyPart(c: Characteristics, part: ContinuousPart, ctx: PartContext): void {
  switch (part.op) {
    case "control": // 613.1b
      c.controller = ctx.controller;
      return;
    case "changeText":
      applyLayer3(c, part.from, part.to);
      return;
    case "fullText": {
      // 613.1c: the card's text and the characteristics it defines; the object keeps its controller.
      if (!part.face) return;
      const text = characteristicsOfFace(part.face, c.controller, `x${ctx.effectId}:`, "copy");
      Object.assign(c, text, {
        abilities: [
          ...text.abilities,
          ...part.alsoHas.map((def, i) => ({ key: `x${ctx.effectId}:h${i}`, def, origin: "copy" as const })),
        ],
      });
      return;
    }
    case "addTypes": // 205.1b: "in addition to its other types", "it's still a land"
      c.types = union(c.types, part.types ?? []);
      c.supertypes = union(c.supertypes, part.supertypes ?? []);
      c.subtypes = union(c.subtypes, part.subtypes ?? []); // those that fit its types (205.3d, resolvePart)
      return;
    case "setCardTypes": // 205.1a: new card types replace the old; instant and sorcery stay
      c.types = union(
        c.types.filter((t) => t === "Instant" || t === "Sorcery"),
        part.types,
      );
      c.subtypes = c.subtypes.filter((s) => subtypeFitsTypes(s, c.types));
      return;
    case "removeTypes":
      c.types = c.types.filter((t) => !(part.types ?? []).includes(t));
      c.supertypes = c.supertypes.filter((t) => !(part.supertypes ?? []).includes(t));
      c.subtypes = c.subtypes.filter((s) => subtypeFitsTypes(s, c.types)); // 205.1a
      return;
    case "setCreatureTypes": // 205.1a: new creature types replace the old ones
      if (part.subtypes === "chosen") return; // resolved by resolvePart; "chosen" left means undefined (607.5a)
      c.subtypes = union(
        c.subtypes.filter((s) => !isCreatureType(s)),
        part.subtypes,
      );
      return;
    case "addCreatureTypes":
      return; // always resolved into addTypes by resolvePart
    case "setLandTypes": // 305.7
      c.subtypes = union(
        c.subtypes.filter((s) => !isLandType(s)),
        part.subtypes,
      );
      c.abilities = c.abilities.filter((a) => a.origin === "granted");
      return;
    case "allCreatureTypes": // 702.73a
      c.subtypes = union(c.subtypes, CREATURE_TYPES);
      return;
    case "setColors":
      if (part.colors !== "chosen") c.colors = sortColors(part.colors);
      return;
    case "addColors":
      if (part.colors !== "chosen") c.colors = sortColors([...c.colors, ...part.colors]);
      return;
    case "addAbilities":
      c.abilities = [...c.abilities, ...grantedAbilities(part.abilities, ctx)];
      return;
    case "removeKeywords":
      c.abilities = c.abilities.filter((a) => !(a.def.kind === "keyword" && part.keywords.includes(a.def.keyword)));
      return;
    case "removeAllAbilities":
      c.abilities = [];
      return;
    case "setPT": // 613.4a-b; 208.3a: meaningless on a noncreature until it becomes one
      if (typeof part.power === "number") c.power = part.power;
      if (typeof part.toughness === "number") c.toughness = part.toughness;
      return;
    case "modifyPT":
      if (typeof part.power === "number" && c.power !== null) c.power += part.power;
      if (typeof part.toughness === "number" && c.toughness !== null) c.toughness += part.toughness;
      return;
    case "switchPT": // 613.4d
      if (c.power !== null && c.toughness !== null) [c.power, c.toughness] = [c.toughness, c.power];
      return;
  }
}

/** 613.1f: the instances an effect grants, with its id and timestamp (613.7a). */
export function grantedAbilities(
  defs: readonly AbilityDef[],
  ctx: Pick<PartContext, "effectId" | "timestamp">,
): AbilityInstance[] {
  return defs.map((def, i) => ({
    key: `g${ctx.effectId}:${i}`,
    def,
    origin: "granted" as const,
    grantedBy: ctx.effectId,
    grantTimestamp: ctx.timestamp,
  }));
}

function union(a: readonly string[], b: readonly string[]): string[] {
  const out = [...a];
  for (const x of b) if (!out.includes(x)) out.push(x);
  return out;
}

/**
 * Layer 3 (612): a text-changing effect replaces a color word or creature type in the object's
 * rules text — both the words shown and the values the ability acts on.
 */
export function applyLayer3(c: Characteristics, from: string, to: string): void {
  const fromColor = colorOfWord(from);
  const toColor = colorOfWord(to);
  c.abilities = c.abilities.map((a) => ({
    ...a,
    def: replaceInAbility(a.def, from, to, fromColor, toColor),
  }));
}

function colorOfWord(w: string): Color | null {
  for (const [c, word] of Object.entries(COLOR_WORDS)) if (word === w.toLowerCase()) return c as Color;
  return null;
}

function replaceInAbility(
  def: AbilityDef,
  from: string,
  to: string,
  fromColor: Color | null,
  toColor: Color | null,
): AbilityDef {
  const words = new RegExp(`\\b${from}\\b`, "gi");
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === "string") {
      if (key === "text") return v.replace(words, to);
      if (v === from) return to;
      if (fromColor && toColor && v === fromColor && key === "color") return toColor;
      return v;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, key));
    if (v !== null && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x, k);
      return out;
    }
    return v;
  };
  return walk(def, "") as AbilityDef;
}
