/** 205: a type line split into supertypes, card types and subtypes. */
export interface TypeLine {
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
}

export const SUPERTYPES = ["Basic", "Legendary", "Ongoing", "Snow", "World"] as const;

/** 205.3i: the basic land types, each with its intrinsic mana ability (305.6). */
export const BASIC_LAND_TYPES = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" } as const;
export type BasicLandType = keyof typeof BASIC_LAND_TYPES;

export function isBasicLandType(s: string): s is BasicLandType {
  return Object.hasOwn(BASIC_LAND_TYPES, s);
}

/** Parses "Legendary Artifact Creature — Human Wizard" (em dash or "-"). */
export function parseTypeLine(line: string): TypeLine {
  const [left = "", right = ""] = line.split(/\s+[—-]\s+/, 2);
  const supertypes: string[] = [];
  const types: string[] = [];
  for (const word of left.trim().split(/\s+/).filter(Boolean)) {
    if ((SUPERTYPES as readonly string[]).includes(word)) supertypes.push(word);
    else types.push(word);
  }
  const subtypes = splitSubtypes(right);
  return { supertypes, types, subtypes };
}

/** Subtypes are single words except a few multi-word ones (e.g. "Urza's Saga" is "Urza's" + "Saga"). */
function splitSubtypes(s: string): string[] {
  return s.trim().split(/\s+/).filter(Boolean);
}
