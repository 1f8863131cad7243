import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { namesAndCountsCase, runNamesAndCountsCase } from "../../src/reliability/namesAndCounts.js";
import { Rng } from "../../src/reliability/rng.js";
import { loadCorpus } from "../../src/reliability/yamlFuzz.js";

describe("fuzz cases for built-in names and huge counts (src/reliability/namesAndCounts.ts)", () => {
  it("40 cases of every kind end as they must", () => {
    const corpus = loadCorpus();
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const c = namesAndCountsCase(new Rng(seed), corpus);
      kinds.add(
        c.how
          .replace(/^\S+\.yaml with.*/, "renamed")
          .replace(/^\d+ Doubling Seasons.*/, "seasons")
          .replace(/ (named|of kind|key in) .*/, " $1"),
      );
      assert.equal(runNamesAndCountsCase(c), null, `seed ${seed}: ${c.how}\n${c.text.slice(0, 2000)}`);
    }
    assert.deepEqual([...kinds].sort(), [
      "a __proto__ key in",
      "a card named",
      "counters of kind",
      "renamed",
      "seasons",
    ]);
  });
});
