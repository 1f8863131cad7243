// Records the hash of the public API's surface that docs/api-reference was made from (run by
// `npm run docs:api` after TypeDoc; test/api/apiReference.test.ts compares it with the code's).
// Not in dist/test: node --test runs every .js file under a test folder.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SURFACE_HASH_FILE, surfaceHash } from "../dist/test/api/apiReference.js";

writeFileSync(SURFACE_HASH_FILE, `${surfaceHash(join(process.cwd(), "dist", "src"))}\n`);
