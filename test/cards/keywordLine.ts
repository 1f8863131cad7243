// The keyword ability one keyword line compiles to, shared by the keyword template tests.
import assert from "node:assert/strict";
import type { KeywordAbility } from "../../src/mtg/abilities/ability.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";

export function keyword(text: string): KeywordAbility {
  const [k, ...rest] = compileOracleText(text, "Test Card");
  assert.equal(rest.length, 0);
  assert.equal(k?.kind, "keyword", text);
  return k as KeywordAbility;
}
