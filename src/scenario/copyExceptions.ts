import type { CopyException } from "../mtg/abilities/copyException.js";
import { compileOracleText } from "../mtg/cards/oracle/compile.js";
import type { CopyExceptions } from "./ast.js";

/** A step's `except:` (createCopy, becomeCopy) as the engine's copy exceptions (707.9). */
export function copyExceptionsOf(e: CopyExceptions | undefined): CopyException[] {
  if (!e) return [];
  const out: CopyException[] = [];
  if (e.name !== undefined) out.push({ except: "name", name: e.name });
  if (e.power !== undefined || e.toughness !== undefined) {
    out.push({
      except: "pt",
      ...(e.power !== undefined ? { power: e.power } : {}),
      ...(e.toughness !== undefined ? { toughness: e.toughness } : {}),
    });
  }
  if (e.colors) out.push({ except: "colors", colors: e.colors });
  if (
    e.manaCost !== undefined ||
    e.types ||
    e.subtypes ||
    e.supertypes ||
    e.loyalty !== undefined ||
    e.defense !== undefined
  ) {
    out.push({
      except: "setValues",
      ...(e.manaCost !== undefined ? { manaCost: e.manaCost } : {}),
      ...(e.types ? { types: e.types } : {}),
      ...(e.subtypes ? { subtypes: e.subtypes } : {}),
      ...(e.supertypes ? { supertypes: e.supertypes } : {}),
      ...(e.loyalty !== undefined ? { loyalty: e.loyalty } : {}),
      ...(e.defense !== undefined ? { defense: e.defense } : {}),
    });
  }
  if (e.addTypes || e.addSubtypes || e.addSupertypes) {
    out.push({
      except: "additionalTypes",
      ...(e.addTypes ? { types: e.addTypes } : {}),
      ...(e.addSubtypes ? { subtypes: e.addSubtypes } : {}),
      ...(e.addSupertypes ? { supertypes: e.addSupertypes } : {}),
    });
  }
  if (e.removeSupertypes) out.push({ except: "notSupertypes", supertypes: e.removeSupertypes });
  if (e.addAbilities && e.addAbilities.length > 0) {
    out.push({ except: "hasAbilities", abilities: e.addAbilities.flatMap((t) => compileOracleText(t, "")) });
  }
  return out;
}
