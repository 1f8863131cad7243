import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { recordedHash, SURFACE_HASH_FILE, surfaceHash, surfaceText } from "./apiReference.js";

const distSrc = join(process.cwd(), "dist", "src");

test("docs/api-reference was made from the public API as it is (npm run docs:api)", () => {
  assert.equal(
    surfaceHash(distSrc),
    recordedHash(process.cwd()),
    `the exported surface (signatures, TSDoc) changed since docs/api-reference was made: run npm run docs:api, which makes it again and records its hash in ${SURFACE_HASH_FILE}`,
  );
});

test("the surface text is deterministic and holds every entry and its TSDoc", () => {
  const text = surfaceText(distSrc);
  assert.equal(text, surfaceText(distSrc));
  for (const entry of ["# index.d.ts", "# node.d.ts", "# ga.d.ts", "## applyAction", "@packageDocumentation"])
    assert.ok(text.includes(entry), entry);
});
