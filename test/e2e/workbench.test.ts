/**
 * End-to-end tests of the workbench in a real browser: Debian's Chromium, headless, driven by
 * Playwright (playwright-core, no browser download). They need the page built and Chromium
 * installed, so they run only under `npm run e2e` (DOPPEL_E2E=1); `npm test` skips them.
 *
 *     npm run e2e                 # build, build the page, run these
 *     npm run screenshots         # the same, and refresh docs/screenshots/
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import assert from "node:assert/strict";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";

const ENABLED = process.env.DOPPEL_E2E === "1";
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SHOTS =
  process.env.DOPPEL_SCREENSHOTS === "1"
    ? join(ROOT, "docs/screenshots")
    : mkdtempSync(join(tmpdir(), "doppel-shots-"));
const CLI = join(ROOT, "dist/src/cli/main.js");
const SERVER = join(ROOT, "dist/src/web/server.js");
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

/** Starts `node dist/src/web/server.js` and reads the address it prints. */
function startServer(port: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, PORT: port },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const timer = setTimeout(() => reject(new Error(`the server printed no address: ${out}`)), 15_000);
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolveStart({ child, url: m[1] });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${out}`));
    });
  });
}

interface Session {
  readonly page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[];
}

describe("workbench in Chromium", {
  skip: ENABLED ? false : "set DOPPEL_E2E=1 (npm run e2e) to run the browser tests",
}, () => {
  let server: ChildProcess;
  let url: string;
  let browser: Browser;

  before(async () => {
    assert.ok(existsSync(join(ROOT, "dist/web/index.html")), "the page is not built: npm run build:web");
    assert.ok(existsSync(CHROMIUM), `no Chromium at ${CHROMIUM} (apt-get install chromium)`);
    mkdirSync(SHOTS, { recursive: true });
    ({ child: server, url } = await startServer("0"));
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });

  after(async () => {
    await browser?.close();
    server?.kill();
    if (process.env.DOPPEL_SCREENSHOTS !== "1") rmSync(SHOTS, { recursive: true, force: true });
  });

  async function open(path = "", viewport = { width: 1280, height: 800 }): Promise<Session> {
    const context = await browser.newContext({ viewport, locale: "en-US" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${url}${path}`);
    await page.getByTestId("status").waitFor();
    return { page, errors };
  }

  async function done(s: Session): Promise<void> {
    await s.page.context().close();
    assert.deepEqual(s.errors, [], "no console errors");
  }

  /** Waits until the page has no request in flight (the page marks them on its root element). */
  async function settled(page: Page): Promise<void> {
    await page.waitForSelector("html:not([data-busy])", { state: "attached" });
  }

  async function addCard(page: Page, search: string, card: string, zone: string): Promise<void> {
    await page.getByTestId("card-search").fill(search);
    await page.locator(`[data-card="${card}"]`).click();
    await page.getByTestId("add-zone").selectOption(zone);
    await page.getByTestId("add-card").click();
    await settled(page);
  }

  /** Builds "Clone copies an animated Chimeric Staff" by hand. */
  async function buildCloneStaff(page: Page, shots: boolean): Promise<void> {
    await page.getByRole("button", { name: "New board" }).click();
    await settled(page);
    await addCard(page, "chimeric", "Chimeric Staff", "battlefield");
    await page.locator('[data-obj="chimeric-staff"]').click();
    await settled(page);
    await page.locator('[data-ability="1"]').click();
    const dialog = page.getByTestId("decision");
    await dialog.waitFor();
    await page.getByTestId("number-answer").fill("5");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await settled(page);
    await page.getByTestId("resolve").click();
    await settled(page);
    assert.equal(await page.locator('[data-obj="chimeric-staff"] .tile-pt').textContent(), "5/5");
    await addCard(page, "clone", "Clone", "hand");
    await page.locator('[data-obj="clone"]').click();
    await settled(page);
    await page.getByTestId("selected").getByRole("button", { name: "Cast", exact: true }).click();
    await settled(page);
    await page.getByTestId("resolve").click();
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? "", /enter as a copy of any creature/);
    await dialog.getByRole("radio", { name: /Chimeric Staff \[chimeric-staff\]/ }).check();
    if (shots) await page.screenshot({ path: join(SHOTS, "decision-dialog.png") });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await settled(page);
  }

  it("opens a showcase scenario and reads a derived power", async () => {
    const s = await open();
    const { page } = s;
    await page.getByRole("button", { name: "Open a scenario…" }).click();
    const suite = page.getByTestId("suite");
    await suite.getByRole("searchbox").fill("svogthos");
    await suite.locator('[data-path="scenarios/showcase/svogthos.yaml"]').click();
    await settled(page);
    const tomb = page.locator('[data-obj="tomb"]');
    assert.equal(await tomb.locator(".tile-pt").textContent(), "11/11");
    assert.match((await tomb.textContent()) ?? "", /Land Creature — Plant Zombie/);
    assert.match((await tomb.textContent()) ?? "", /changed \(layers/);
    assert.equal(await page.getByTestId("status").textContent(), "passes");
    await tomb.click();
    await settled(page);
    await page.getByTestId("explanation").locator(".explain-lines").getByText("power: 11").waitFor();
    await page.screenshot({ path: join(SHOTS, "showcase-svogthos.png") });
    // The history names each step by what it did, its YAML on demand, and shows the board after any step.
    assert.match((await page.getByTestId("history").textContent()) ?? "", /resolves/);
    await page.getByTestId("history-yaml").check();
    await page.getByTestId("history").getByRole("button", { name: "{ resolve: 1 }" }).first().click();
    await settled(page);
    assert.equal(await tomb.locator(".tile-pt").textContent(), "3/3");
    await page.getByRole("button", { name: "Back to the present" }).click();
    await settled(page);
    assert.equal(await tomb.locator(".tile-pt").textContent(), "11/11");
    await done(s);
  });

  it("builds Clone copying an animated Chimeric Staff by hand: a noncreature artifact", async () => {
    const s = await open();
    const { page } = s;
    await buildCloneStaff(page, true);
    const clone = page.locator('[data-obj="clone"]');
    const text = (await clone.textContent()) ?? "";
    assert.match(text, /Chimeric Staff \[clone\]/);
    assert.equal(await clone.locator(".tile-type").textContent(), "Artifact");
    assert.equal(await clone.locator(".tile-pt").count(), 0, "no power/toughness: not a creature");
    assert.match(text, /copy/);
    await clone.click();
    await settled(page);
    const why = page.getByTestId("explanation");
    await why.locator(".explain-lines").getByText("card types: Artifact").waitFor();
    assert.match((await why.textContent()) ?? "", /layer 1a \(copy\): Creature → Artifact/);
    await page.screenshot({ path: join(SHOTS, "clone-chimeric-staff.png") });
    // Rule numbers show the rule's text on hover.
    await why.locator('[data-rule="707.2b"]').first().hover();
    const tip = page.getByRole("tooltip").filter({ hasText: "707.2" });
    await tip.first().waitFor();
    assert.match((await tip.first().textContent()) ?? "", /copiable values/i);
    await page.screenshot({ path: join(SHOTS, "rule-tooltip.png") });
    // Undo takes back the Clone's resolution with its answer; redo replays it.
    await page.getByTestId("undo").click();
    await settled(page);
    assert.equal(
      await page.locator('[data-obj="clone"]').locator(".tile-type").textContent(),
      "Creature — Shapeshifter",
    );
    await page.getByTestId("redo").click();
    await settled(page);
    assert.equal(await page.locator('[data-obj="clone"]').locator(".tile-type").textContent(), "Artifact");
    await done(s);
  });

  it("logs every event with its rule: a sacrifice trigger, an ability that fizzles, a state-based action", async () => {
    const s = await open("#open=scenarios/cr/707/707.9a-phantasmal-image-targeted-by-a-triggered-ability.yaml");
    const { page } = s;
    await settled(page);
    const log = page.getByTestId("game-log");
    // The last step: the Image's sacrifice trigger resolves, then Cryptoplasm's ability has no legal target.
    const sacrifice = log.locator('[data-event="sacrifice"]');
    assert.equal(await sacrifice.locator(".log-text").textContent(), "Bob sacrifices Serra Angel");
    assert.equal(await sacrifice.locator('[data-rule="701.21a"]').count(), 1);
    const fizzle = log.locator('[data-event="resolve"]').filter({ has: page.locator('[data-rule="608.2b"]') });
    assert.match(
      (await fizzle.textContent()) ?? "",
      /Cryptoplasm's ability doesn't resolve: all its targets are illegal/,
    );
    // A rule number shows the rule's text; an object's name selects it.
    await fizzle.locator('[data-rule="608.2b"]').hover();
    await page.getByRole("tooltip").filter({ hasText: "608.2b" }).first().waitFor();
    await fizzle.getByRole("button", { name: "Cryptoplasm" }).click();
    await settled(page);
    await page
      .getByTestId("explanation")
      .getByText(/^Cryptoplasm \[plasm\]/)
      .first()
      .waitFor();
    // The whole game: the setup's copy effect and the upkeep's triggers too.
    await page.getByTestId("log-whole").click();
    assert.match((await log.textContent()) ?? "", /Setup.*Phantasmal Image becomes a copy of Serra Angel/s);
    assert.match((await log.textContent()) ?? "", /Cryptoplasm's ability triggers/);
    await page.mouse.move(0, 0);
    await log.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, "game-log.png") });
    // In French.
    await page.getByTestId("lang-fr").click();
    await settled(page);
    assert.equal(await sacrifice.locator(".log-text").textContent(), "Bob sacrifie Ange de Serra");
    await page.getByTestId("lang-en").click();
    await settled(page);
    // A state-based action, with the reason its rule gives.
    await page.getByRole("button", { name: "Open a scenario…" }).click();
    const suite = page.getByTestId("suite");
    await suite.getByRole("searchbox").fill("zero toughness");
    await suite.locator('[data-path="scenarios/rules/704.5f-zero-toughness-goes-to-graveyard.yaml"]').click();
    await settled(page);
    const sba = log.locator('[data-event="sba"]');
    assert.equal(
      await sba.locator(".log-text").textContent(),
      "Llanowar Elves is put into its owner's graveyard: its toughness is 0 or less",
    );
    assert.equal(await sba.locator('[data-rule="704.5f"]').count(), 1);
    await done(s);
  });

  it("asks a card's “as enters” choice when it is added to the battlefield, and shows a refusal beside its control", async () => {
    const s = await open();
    const { page } = s;
    await page.getByRole("button", { name: "New board" }).click();
    await settled(page);
    await addCard(page, "serra", "Serra Angel", "battlefield");
    await page.getByTestId("card-search").fill("clone");
    await page.locator('[data-card="Clone"]').click();
    const choice = page.getByTestId("as-enters");
    await choice.getByRole("radio", { name: "a copy of Serra Angel [serra-angel]" }).waitFor();
    assert.match((await choice.textContent()) ?? "", /You may have Clone enter as a copy of any creature/);
    assert.equal(await choice.locator('[data-rule="707.5"]').count(), 1);
    assert.ok(await page.getByTestId("add-card").isDisabled(), "nothing is added before the choice is made");
    await choice.getByRole("radio", { name: "a copy of Serra Angel [serra-angel]" }).check();
    await page.getByTestId("add-card").click();
    await settled(page);
    const clone = page.locator('[data-obj="clone"]');
    assert.match((await clone.textContent()) ?? "", /Serra Angel \[clone\]/);
    assert.equal(await clone.locator(".tile-pt").textContent(), "4/4");
    assert.equal(
      await page.getByTestId("card-search").evaluate((el) => el === el.ownerDocument.activeElement),
      true,
      "focus returns to the search after Add",
    );
    // Declining is explicit: the Clone enters as itself, a 0/0, and is put into the graveyard (704.5f).
    await page.locator('[data-card="Clone"]').click();
    await page.getByTestId("as-enters-decline").check();
    await page.getByTestId("add-card").click();
    await settled(page);
    await page.getByTestId("game-log").locator('[data-event="sba"] [data-rule="704.5f"]').waitFor();
    await page.screenshot({ path: join(SHOTS, "as-enters.png") });
    // A land played in the opponent's turn is refused beside the button, with its rule.
    await page.getByTestId("add-player").selectOption("Bob");
    await addCard(page, "mountain", "Mountain", "hand");
    await page.locator('[data-obj="mountain"]').click();
    await settled(page);
    await page.getByTestId("selected").getByRole("button", { name: "Play land" }).click();
    await settled(page);
    const refusal = page.getByTestId("feedback-object");
    assert.match((await refusal.locator(".feedback-refused").textContent()) ?? "", /^Refused:/);
    assert.ok((await refusal.locator("[data-rule]").count()) > 0, "the refusal cites its rule");
    assert.equal(await page.getByTestId("message").count(), 0, "not only at the top of the page");
    await done(s);
  });

  it("gives a link that opens exactly the same board in a new page", async () => {
    const s = await open();
    const { page } = s;
    await buildCloneStaff(page, false);
    await page.getByTestId("copy-link").click();
    const field = page.getByTestId("share-link");
    await field.waitFor();
    const link = await field.inputValue();
    assert.match(link, /#board=[A-Za-z0-9_-]+$/);
    const board = async (p: Page) => (await p.locator("[data-player]").allTextContents()).join(" | ");
    const history = async (p: Page) => (await p.getByTestId("history").textContent()) ?? "";
    const expected = { board: await board(page), history: await history(page) };
    const other = await open(link.slice(url.length));
    await settled(other.page);
    assert.equal(await board(other.page), expected.board, "the same board");
    assert.equal(await history(other.page), expected.history, "the same steps");
    assert.equal(await other.page.locator('[data-obj="clone"] .tile-type').textContent(), "Artifact");
    assert.equal(new URL(other.page.url()).hash, "", "the board is the page's own once opened");
    await done(other);
    await done(s);
  });

  it("shows the selected object's official rulings, dated, and its French printing", async () => {
    const s = await open("#open=scenarios/cr/707/707.9a-phantasmal-image-targeted-by-a-triggered-ability.yaml");
    const { page } = s;
    await settled(page);
    await page.locator('[data-obj="image"]').click();
    await settled(page);
    const rulings = page.getByTestId("rulings");
    await rulings.getByRole("heading", { name: "Official rulings: Phantasmal Image" }).waitFor();
    const first = rulings.locator(".rulings li").first();
    assert.equal(await first.locator("time").getAttribute("datetime"), "2017-03-14");
    assert.match((await first.textContent()) ?? "", /copies exactly what was printed on the original creature/);
    assert.equal(await rulings.locator(".rulings li").count(), 7);
    await page.getByTestId("explanation").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, "rulings.png") });
    await page.getByTestId("lang-fr").click();
    await settled(page);
    assert.match(
      (await page.getByTestId("french-printing").textContent()) ?? "",
      /Image phantasmatique Créature : illusion/,
    );
    await page.getByTestId("lang-en").click();
    await settled(page);
    await done(s);
  });

  it("toggles French and shows a French explanation", async () => {
    const s = await open();
    const { page } = s;
    await buildCloneStaff(page, false);
    await page.locator('[data-obj="clone"]').click();
    await settled(page);
    await page.getByTestId("lang-fr").click();
    await settled(page);
    const why = page.getByTestId("explanation");
    await why.locator(".explain-lines").getByText("types de carte: Artefact").waitFor();
    const text = (await why.textContent()) ?? "";
    assert.match(text, /Bâton chimérique \[clone\] — champ de bataille, contrôlé par Alice/);
    assert.match(text, /couche 1a \(copie\): Créature → Artefact/);
    assert.equal(await page.locator("html").getAttribute("lang"), "fr");
    assert.match((await page.locator('[data-obj="clone"]').textContent()) ?? "", /Bâton chimérique/);
    await page.screenshot({ path: join(SHOTS, "explanation-fr.png") });
    // The add form's zone menu shows its longest French zone whole (it was cut off in a half-width cell).
    await page.getByTestId("add-zone").selectOption("battlefield");
    // (A string: the tests compile without the DOM library.)
    const fits = await page.evaluate(`(() => {
      const select = document.querySelector('[data-testid="add-zone"]');
      const ctx = document.createElement("canvas").getContext("2d");
      ctx.font = getComputedStyle(select).font;
      const widest = Math.max(...[...select.options].map((o) => ctx.measureText(o.text).width));
      return select.clientWidth >= widest + 24;
    })()`);
    assert.equal(fits, true, "the zone menu is wide enough for « champ de bataille »");
    await page.getByTestId("lang-en").click();
    await settled(page);
    await done(s);
  });

  it("exports YAML that the CLI runs to the same state", async () => {
    const s = await open();
    const { page } = s;
    await buildCloneStaff(page, false);
    await page.getByTestId("export").click();
    const text = page.getByTestId("export-text");
    await text.waitFor();
    const yaml = await text.inputValue();
    await page.screenshot({ path: join(SHOTS, "export.png") });
    assert.match(yaml, /answers: \[ chimeric-staff \]/);
    const dir = mkdtempSync(join(tmpdir(), "doppel-e2e-"));
    try {
      const file = join(dir, "clone-staff.yaml");
      writeFileSync(file, yaml);
      const report = JSON.parse(
        execFileSync(process.execPath, [CLI, "test", "--json", file], { encoding: "utf8" }),
      ) as { passed: number; failed: number };
      assert.deepEqual(
        [report.passed, report.failed],
        [1, 0],
        "the board the page showed is the board doppel test reaches",
      );
      const explained = execFileSync(process.execPath, [CLI, "explain", file, "--object", "clone"], {
        encoding: "utf8",
      });
      assert.match(explained, /^Chimeric Staff \[clone\]/);
      assert.match(explained, /card types: Artifact/);
      assert.match(explained, /^ {2}power: \(none\)$/m);
      // Importing the file again gives the same board.
      await page.getByTestId("export").getByRole("button", { name: "Close" }).click();
      await page.getByRole("button", { name: "New board" }).click();
      await settled(page);
      await page.getByRole("button", { name: "Import YAML…" }).click();
      await page.getByTestId("import-text").fill(yaml);
      await page.getByTestId("import").getByRole("button", { name: "Open" }).click();
      await settled(page);
      assert.equal(await page.locator('[data-obj="clone"] .tile-type').textContent(), "Artifact");
      assert.equal(await page.getByTestId("status").textContent(), "passes");
      // An imported file is run strictly (issue 20): a card ability the engine keeps as text is an error.
      await page.getByRole("button", { name: "Import YAML…" }).click();
      await page
        .getByTestId("import-text")
        .fill(
          "scenario: strict\nsetup:\n  battlefield:\n    - { id: savant, card: Arcane Savant, controller: Alice }\n",
        );
      await page.getByTestId("import").getByRole("button", { name: "Open" }).click();
      await settled(page);
      assert.equal(await page.getByTestId("status").textContent(), "stopped");
      assert.match((await page.getByTestId("problems").textContent()) ?? "", /Arcane Savant: Before you shuffle/);
      // A new board is not an imported file: its run is not strict.
      await page.getByRole("button", { name: "New board" }).click();
      await settled(page);
      assert.equal(await page.getByTestId("status").textContent(), "passes");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await done(s);
  });

  it("can be used with the keyboard alone", async () => {
    const s = await open("#open=scenarios/showcase/blood-moon-urborg-dependency.yaml");
    const { page } = s;
    await settled(page);
    // The skip link, then Tab to the Urborg tile; Enter selects it and shows its explanation.
    await page.keyboard.press("Tab");
    assert.equal(await page.locator("a.skip:focus").textContent(), "Skip to the board");
    await page.keyboard.press("Enter");
    const focused = async () => (await page.locator('[data-obj="urborg"]:focus').count()) === 1;
    for (let i = 0; i < 40 && !(await focused()); i++) await page.keyboard.press("Tab");
    assert.ok(await focused(), "the tile is reachable with Tab");
    await page.keyboard.press("Enter");
    await settled(page);
    await page.getByTestId("explanation").locator(".explain-lines").getByText("subtypes: Mountain").waitFor();
    // A rule number shows its text when focused.
    const rule = page.getByTestId("explanation").locator('[data-rule="613.8a"]').first();
    await rule.focus();
    await page.getByRole("tooltip").filter({ hasText: "613.8" }).first().waitFor();
    // A decision dialog answered with the keyboard: X for Chimeric Staff.
    await page.getByRole("button", { name: "New board" }).focus();
    await page.keyboard.press("Enter");
    await settled(page);
    await addCard(page, "chimeric", "Chimeric Staff", "battlefield");
    await page.locator('[data-obj="chimeric-staff"]').focus();
    await page.keyboard.press("Enter");
    await settled(page);
    await page.locator('[data-ability="1"]').focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("decision").waitFor();
    await page.keyboard.type("3");
    await page.keyboard.press("Enter");
    await settled(page);
    await page.getByTestId("history-yaml").check();
    await page.getByTestId("history").getByText("answers: [ 3 ]").waitFor();
    // Escape cancels a decision and takes the action back.
    await page.locator('[data-ability="1"]').focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("decision").waitFor();
    await page.keyboard.press("Escape");
    await settled(page);
    assert.equal(await page.getByTestId("history").locator("li").count(), 2, "setup and the first activation only");
    await done(s);
  });

  it("is readable on a phone-sized screen", async () => {
    const s = await open("#open=scenarios/showcase/humility-opalescence-honor.yaml", { width: 390, height: 844 });
    const { page } = s;
    await settled(page);
    const overflow = async () =>
      (await page.locator("html").evaluate((el) => el.scrollWidth)) - (page.viewportSize()?.width ?? 0);
    assert.ok((await overflow()) <= 0, "no sideways scrolling");
    await page.locator('[data-player="Alice"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, "phone-board.png") });
    await page.locator('[data-obj="humility"]').click();
    await settled(page);
    assert.ok((await overflow()) <= 0, "no sideways scrolling with an object selected");
    // The explanation is in the selected object's panel, shown at once.
    const inline = page.getByTestId("selected").getByTestId("explanation-inline");
    await inline
      .getByText(/^Humility \[humility\]/)
      .first()
      .waitFor();
    assert.ok(await inline.isVisible());
    await page.screenshot({ path: join(SHOTS, "phone-explanation.png") });
    // "Add a card" is reachable from the top of the page.
    await page.locator("header.top").scrollIntoViewIfNeeded();
    const go = page.getByTestId("go-add-card");
    const box = await go.boundingBox();
    assert.ok(box !== null && box.y + box.height < 844, `on the first screen (${JSON.stringify(box)})`);
    await go.click();
    assert.equal(await page.getByTestId("card-search").evaluate((el) => el === el.ownerDocument.activeElement), true);
    await done(s);
  });

  it("explains bad counters, lists the library beyond one page, and says in words when the server is gone", async () => {
    const s = await open();
    const { page } = s;
    await settled(page);
    await page.locator(".add-form input[aria-invalid]").fill("lots");
    await page.getByTestId("counters-error").waitFor();
    assert.match((await page.getByTestId("counters-error").textContent()) ?? "", /kind: number/);
    await page.locator(".add-form input[aria-invalid]").fill("");
    await page.getByTestId("card-search").fill("");
    await page.getByTestId("more-cards").click();
    await page
      .getByTestId("search-status")
      .getByText(/^120 of \d+ cards$/)
      .waitFor();
    // The server stops answering: the page says so, and stale results are cleared.
    await page.route("**/api/**", (r) => r.abort());
    await page.getByTestId("card-search").fill("clone");
    await page
      .getByTestId("search-status")
      .getByText("The workbench server stopped; restart it with npm start.")
      .waitFor();
    assert.equal(await page.locator("button.card-result").count(), 0);
    await page.unroute("**/api/**");
    await page.context().close();
  });

  it("follows the system's dark theme", async () => {
    const s = await open("#open=scenarios/showcase/svogthos.yaml");
    const { page } = s;
    await settled(page);
    const background = () =>
      page.locator("html").evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor ?? "");
    const light = await background();
    await page.emulateMedia({ colorScheme: "dark" });
    const dark = await background();
    assert.notEqual(dark, light);
    const channels = (c: string) => (c.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    assert.ok(
      channels(dark).every((v) => v < 60),
      `a dark background (${dark})`,
    );
    const ink = await page
      .locator(".scenario-name")
      .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).color ?? "");
    assert.ok(
      channels(ink).every((v) => v > 180),
      `light text (${ink})`,
    );
    await page.screenshot({ path: join(SHOTS, "dark.png") });
    await done(s);
  });

  it("says how to choose another port when the port is taken", async () => {
    const port = new URL(url).port;
    const out = await new Promise<{ code: number | null; stderr: string }>((resolveRun) => {
      const child = spawn(process.execPath, [SERVER], {
        env: { ...process.env, PORT: port },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr?.on("data", (d: Buffer) => {
        stderr += d.toString();
      });
      child.on("exit", (code) => resolveRun({ code, stderr }));
    });
    assert.equal(out.code, 1);
    assert.match(out.stderr, new RegExp(`Port ${port} .* already in use`));
    assert.match(out.stderr, /PORT=\d+ npm start/);
  });
});

describe("rule texts embedded for the page", () => {
  it("include the layer system's and copy effects' rules", async () => {
    const { RULE_TEXT } = await import("../../src/web/rulesText.js");
    for (const r of ["613.1", "613.1d", "613.8a", "707.2", "707.9b", "707.10c"]) assert.ok(RULE_TEXT[r], r);
    assert.match(RULE_TEXT["707.2"] ?? "", /copiable values/);
  });
});
