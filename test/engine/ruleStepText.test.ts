import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, it } from "node:test";
import { ruleStepText } from "../../src/mtg/explain/i18n.js";

const root = join(import.meta.dirname, "..", "..", "..");

describe("the layer system's rule steps in French (issue 19: 'intrinsic mana abilities of Mountain')", () => {
  it("names the basic land types in French, with the article their number asks for (305.6)", () => {
    assert.equal(
      ruleStepText("fr", "intrinsic mana abilities of Mountain"),
      "capacités de mana intrinsèques du type Montagne",
    );
    assert.equal(
      ruleStepText("fr", "intrinsic mana abilities of Island, Swamp"),
      "capacités de mana intrinsèques des types Île, Marais",
    );
    assert.equal(ruleStepText("en", "intrinsic mana abilities of Mountain"), "intrinsic mana abilities of Mountain");
  });
  it("explain --lang fr shows no English rule step", () => {
    const r = spawnSync(
      process.execPath,
      [
        join(root, "dist", "src", "cli", "main.js"),
        "explain",
        join(root, "scenarios", "showcase", "blood-moon-urborg-dependency.yaml"),
        "--object",
        "island",
        "--lang",
        "fr",
      ],
      { encoding: "utf8", timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } },
    );
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /capacités de mana intrinsèques du type Île/);
    assert.doesNotMatch(r.stdout, /intrinsic mana/);
  });
});
