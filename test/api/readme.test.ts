import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { compileAsConsumer, consumerProject, removeProject, runConsumer } from "./consumer.js";

const ROOT = process.cwd();

/** The README's embedding example: the ts block after its marker. */
function example(): string {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const found = /<!-- embedding-example -->\s*```ts\n([\s\S]*?)```/.exec(readme);
  assert.ok(found?.[1], "README.md has no embedding example");
  return found[1];
}

test("the README's embedding example compiles strictly against the package and prints the copy", () => {
  const dir = consumerProject(example(), ROOT);
  try {
    assert.deepEqual(compileAsConsumer([join(dir, "main.ts")]), []);
    assert.match(runConsumer(dir), /^Grizzly Bears Grizzlis \[o\d+\] — champ de bataille/);
  } finally {
    removeProject(dir);
  }
});
