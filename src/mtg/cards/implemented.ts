import type { AbilityDef } from "../abilities/ability.js";
import type { ContinuousPart } from "../abilities/continuous.js";
import type { CopyException } from "../abilities/copyException.js";
import type { Effect } from "../abilities/effect.js";

/**
 * Why an ability, or an ability it contains (granted abilities, token abilities, copy exceptions
 * that add abilities), can't be executed by the engine; null when it can.
 */
export function unimplementedReason(def: AbilityDef): string | null {
  switch (def.kind) {
    case "text":
      return def.reason ?? "rules text the engine does not execute";
    case "keyword":
      // Every keyword of the vocabulary (abilities/keyword.ts) has its rule in the engine; partner and
      // friends forever (702.124) are deck-building rules with nothing to do during a game.
      return null;
    case "static":
      return first(def.effects.flatMap((e) => e.parts.map(partReason)));
    case "triggered":
    case "activated":
    case "spell":
      return first([effectsReason(def.effects), ...(def.modes ?? []).map((m) => effectsReason(m.effects))]);
    case "replacement": {
      const r = def.replacement;
      if (r.effect !== "entersAsCopy") return null;
      return first([...r.exceptions.map(exceptionReason), r.whenYouDo ? effectsReason(r.whenYouDo.effects) : null]);
    }
  }
}

function first(reasons: readonly (string | null)[]): string | null {
  return reasons.find((r) => r !== null) ?? null;
}

function abilitiesReason(abilities: readonly AbilityDef[]): string | null {
  return first(
    abilities.map((a) => {
      const why = unimplementedReason(a);
      return why === null ? null : `contains "${a.text}": ${why}`;
    }),
  );
}

function partReason(p: ContinuousPart): string | null {
  return p.op === "addAbilities" ? abilitiesReason(p.abilities) : null;
}

function exceptionReason(e: CopyException): string | null {
  if (e.except === "hasAbilities") return abilitiesReason(e.abilities);
  if (e.except === "ifType" || e.except === "ifYouControlCopied" || e.except === "ifKeywordToken")
    return first(e.apply.map(exceptionReason));
  return null;
}

function effectsReason(effects: readonly Effect[]): string | null {
  return first(effects.map(effectReason));
}

function effectReason(e: Effect): string | null {
  switch (e.do) {
    case "createToken":
      return abilitiesReason(e.token.abilities ?? []);
    case "createTokenKinds":
      return first(e.kinds.map((k) => abilitiesReason(k.token.abilities ?? [])));
    case "getEmblem":
      return abilitiesReason(e.abilities);
    case "continuous":
      return first(e.parts.map(partReason));
    case "if":
      return first([effectsReason(e.effects), effectsReason(e.otherwise ?? [])]);
    case "vote":
      return first([effectsReason(e.ifMore), effectsReason(e.otherwise)]);
    case "atNextEndStep":
    case "atEndOfCombat":
    case "byPlayer":
    case "whenYouCastNext":
    case "addManaWhenSpent":
      return effectsReason(e.effects);
    case "becomeCopy":
    case "createTokenCopy":
    case "createTokenCopyOfEach":
    case "copySpell":
      return first(e.exceptions.map(exceptionReason));
    case "noteNameAndPutFaceDown":
      return first(e.parts.map(partReason));
    default:
      return null;
  }
}
