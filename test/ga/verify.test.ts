// Verification of the Grand Archive card library against the reference card data: the printed
// characteristics of every card (both faces of a double-faced card) and its rules text, paragraph by
// paragraph, against the abilities the definition gives.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import { GA_CARDS, libraryCard } from "../../src/ga/cards/library.js";
import type { GaFace } from "../../src/ga/model/card.js";

interface RefFace {
  readonly name: string;
  readonly element: string | readonly string[];
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly classes: readonly string[];
  readonly subtypes: readonly string[];
  readonly costReserve: number | null;
  readonly costMemory: number | null;
  readonly level: number | null;
  readonly power: number | null;
  readonly life: number | null;
  readonly durability: number | null;
  readonly speed: string | null;
  readonly effectText: string;
}

interface RefCard extends RefFace {
  readonly slug: string;
  readonly lineageName: string | null;
  readonly backFace?: RefFace;
}

const REFERENCE_PATH = resolve(process.cwd(), "../shared/reference/ga/ga-cards.json");
const SKIP: string | false = existsSync(REFERENCE_PATH) ? false : `reference card data not found at ${REFERENCE_PATH}`;

/** "GREATER BOON" → "Greater Boon": the library writes types, classes and elements in title case. */
function title(s: string): string {
  return s
    .toLowerCase()
    .split(" ")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** Text Box 3: line breaks separate abilities; each paragraph is one ability's text. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

function checkFace(ref: RefFace, face: GaFace | undefined, label: string): void {
  assert.ok(face, `${label}: no such face in the library`);
  assert.equal(face.name, ref.name, `${label}: name`);
  const elements = (typeof ref.element === "string" ? [ref.element] : ref.element).map(title);
  assert.deepEqual([...face.elements].sort(), [...elements].sort(), `${label}: element`);
  assert.deepEqual(face.supertypes, ref.supertypes.map(title), `${label}: supertypes`);
  assert.deepEqual(face.types, ref.types.map(title), `${label}: types`);
  assert.deepEqual(face.classes, ref.classes.map(title), `${label}: classes`);
  assert.deepEqual(face.subtypes, ref.subtypes.map(title), `${label}: subtypes`);
  assert.equal(face.reserveCost, ref.costReserve, `${label}: reserve cost`);
  assert.equal(face.memoryCost, ref.costMemory, `${label}: memory cost`);
  assert.equal(face.level, ref.level, `${label}: level`);
  assert.equal(face.power, ref.power, `${label}: power`);
  assert.equal(face.life, ref.life, `${label}: life`);
  assert.equal(face.durability, ref.durability, `${label}: durability`);
  assert.equal(face.speed, ref.speed === null ? null : title(ref.speed), `${label}: speed`);
  assert.deepEqual(
    face.abilities.map((a) => a.text),
    paragraphs(ref.effectText),
    `${label}: rules text, paragraph by paragraph`,
  );
}

describe("Grand Archive card library against the reference data", { skip: SKIP }, () => {
  const reference = SKIP ? [] : (JSON.parse(readFileSync(REFERENCE_PATH, "utf8")) as RefCard[]);

  it("has every reference card, and no other", () => {
    assert.equal(reference.length, 42);
    for (const ref of reference) assert.ok(libraryCard(ref.name), `${ref.name} is missing from src/ga/cards`);
    const names = new Set(reference.map((r) => r.name));
    for (const c of GA_CARDS) assert.ok(names.has(c.name), `${c.name} is in the library but not in the reference data`);
    assert.equal(GA_CARDS.length, reference.length);
  });

  for (const ref of reference) {
    it(`${ref.name}: printed characteristics and rules text`, () => {
      const card = libraryCard(ref.name);
      assert.ok(card, `${ref.name} is missing`);
      assert.equal(card.slug, ref.slug, "slug");
      checkFace(ref, card.faces[0], ref.name);
      assert.equal(card.faces[0]?.lineageName ?? null, ref.lineageName, `${ref.name}: lineage`);
      if (ref.backFace) checkFace(ref.backFace, card.faces[1], `${ref.name} (back: ${ref.backFace.name})`);
      else assert.equal(card.faces.length, 1, `${ref.name} is single-faced`);
    });
  }
});
