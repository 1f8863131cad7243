/**
 * The browser-safe core (issue 18 item 3): `doppel` bundled for the browser (no `node:` import
 * left) runs a Magic and a Grand Archive scenario in Chromium. Runs under `npm run e2e` only
 * (DOPPEL_E2E=1), like the workbench's browser tests; CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build, type Rollup } from "vite";

const ENABLED = process.env.DOPPEL_E2E === "1";
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCENARIOS = [
  "scenarios/cards/volraths-shapeshifter.yaml",
  "scenarios/ga/current/copying-abilities-1a-modes-stay-the-same.yaml",
];

/** The core and the Grand Archive entry bundled as one browser module (vite, which the workbench builds with). */
async function bundle(): Promise<string> {
  const entry = join(ROOT, "dist/test/e2e/browserEntry.js");
  const out = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ["es"], fileName: "core" },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rollup.RollupOutput[];
  const chunk = outputs[0]?.output.find((o) => o.type === "chunk");
  assert.ok(chunk && chunk.type === "chunk");
  return chunk.code;
}

test("the core, bundled for the browser, runs scenarios in Chromium", { skip: !ENABLED }, async () => {
  const code = await bundle();
  assert.deepEqual(code.match(/["']node:[a-z_/]+["']/g) ?? [], [], "the browser bundle imports Node modules");
  const texts = SCENARIOS.map((f) => ({ file: f, text: readFileSync(join(ROOT, f), "utf8") }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    const statuses = await page.evaluate(
      async ({ code, texts }) => {
        const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
        const core: typeof import("./browserEntry.js") = await import(url);
        return texts.map(({ file, text }) => core.runInBrowser(text, file));
      },
      { code, texts },
    );
    assert.deepEqual(statuses, ["passed", "passed"]);
  } finally {
    await browser.close();
  }
});
