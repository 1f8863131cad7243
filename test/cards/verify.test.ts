// Verification of the built-in card library against the reference card data: the printed
// characteristics of every card, and the rules text of every hand-written definition.
import assert from "node:assert/strict";
import { joinModes } from "../../src/mtg/cards/oracle/text/paragraphs.js";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import type { AbilityDef } from "../../src/mtg/abilities/ability.js";
import { ALL_DEFINITIONS } from "../../src/mtg/cards/definitions/index.js";
import { COMPILED } from "../../src/mtg/cards/dsl.js";
import { frenchName, frenchNamesOf, LIBRARY } from "../../src/mtg/cards/library.js";
import { LIBRARY_CATALOG } from "../../src/scenario/catalog.js";
import type { CardDef, FaceDef } from "../../src/mtg/model/card.js";
import { type Color, sortColors } from "../../src/mtg/model/color.js";
import { colorsOfManaCost } from "../../src/mtg/model/manaCost.js";

/** One face (or a single-faced card) as the reference data gives it. */
interface RefFace {
  readonly name: string;
  readonly manaCost?: string | null;
  readonly colors?: readonly string[];
  readonly colorIndicator?: readonly string[] | null;
  readonly supertypes?: readonly string[];
  readonly types?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly power?: string | null;
  readonly toughness?: string | null;
  readonly loyalty?: string | null;
  readonly defense?: string | null;
  readonly oracleText?: string;
  readonly nameFr?: string;
}

interface RefCard extends RefFace {
  readonly layout: string;
  readonly faces?: readonly RefFace[];
}

const REFERENCE_PATH = resolve(process.cwd(), "../shared/reference/mtg/cards.json");
const SKIP: string | false = existsSync(REFERENCE_PATH) ? false : `reference card data not found at ${REFERENCE_PATH}`;

function loadReference(): readonly RefCard[] {
  return JSON.parse(readFileSync(REFERENCE_PATH, "utf8")) as RefCard[];
}

/** The reference's faces: its `faces`, or the card itself when single-faced. */
function refFaces(c: RefCard): readonly RefFace[] {
  return c.faces && c.faces.length > 0 ? c.faces : [c];
}

/** 202.2, 204: a face's colors come from its mana cost and its color indicator. */
function faceColors(f: Pick<FaceDef, "manaCost" | "colorIndicator">): Color[] {
  return sortColors([...colorsOfManaCost(f.manaCost), ...(f.colorIndicator ?? [])]);
}

/**
 * Cards whose reference colors are not those of their mana cost and color indicator, because a
 * characteristic-defining ability sets them (604.3, e.g. "is all colors", devoid): name → why.
 * None of the reference cards has one today; an entry here that is not needed fails the test.
 */
const COLOR_EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([]);

/**
 * Hand-written definitions whose ability texts legitimately differ from the Oracle paragraphs:
 * name → why. None today (basic lands and Dryad Arbor have only reminder text, hence no
 * abilities, which the rule below already expects); an entry that is not needed fails the test.
 */
const TEXT_EXCEPTIONS: ReadonlyMap<string, string> = new Map<string, string>([]);

/**
 * Keyword abilities whose text is a sentence granting the keyword to the object itself rather
 * than the keyword as printed: name → why.
 */
const KEYWORD_SENTENCE_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  // "Voice of All has protection from the chosen color." is modelled as the protection keyword
  // itself, so that "the chosen color" stays linked to its "As … enters" ability (607.2a).
  ["Voice of All", "protection from the chosen color, linked to the choice"],
]);

/**
 * The paragraphs of Oracle text that are abilities: reminder-only paragraphs are not (207.2);
 * the "•" lines of a modal ability belong to the paragraph that introduces them (700.2).
 */
function abilityParagraphs(oracle: string): string[] {
  return joinModes(oracle.split("\n").map((p) => p.trim())).filter((p) => p !== "" && !/^\(.*\)$/.test(p));
}

/**
 * Checks that abilities, in order, reproduce the Oracle paragraphs: each paragraph is either one
 * ability's whole text, or a keyword line ("Flying, vigilance") given as one keyword ability per
 * comma-separated keyword. Returns the problems found (empty when they match).
 */
function compareAbilityTexts(oracle: string, abilities: readonly AbilityDef[]): string[] {
  const paragraphs = abilityParagraphs(oracle);
  let i = 0;
  for (const [n, paragraph] of paragraphs.entries()) {
    const next = abilities[i];
    if (next === undefined) return [`paragraph ${n + 1} has no ability: ${JSON.stringify(paragraph)}`];
    if (next.text === paragraph) {
      i++;
      continue;
    }
    const line = paragraph.replace(/\s*\([^)]*\)\s*$/, "").trim();
    const parts = line.split(/,\s*/);
    const slice = abilities.slice(i, i + parts.length);
    const isSplitKeywordLine =
      parts.length > 1 &&
      slice.length === parts.length &&
      slice.every((a, k) => a.kind === "keyword" && a.text === parts[k]);
    if (isSplitKeywordLine) {
      i += parts.length;
      continue;
    }
    return [`paragraph ${n + 1} is ${JSON.stringify(paragraph)} but ability ${i + 1} is ${JSON.stringify(next.text)}`];
  }
  if (i < abilities.length)
    return [`${abilities.length - i} abilities beyond the Oracle text, from ${JSON.stringify(abilities[i]?.text)}`];
  return [];
}

function libraryCard(name: string): CardDef | undefined {
  return LIBRARY.cards.find((c) => c.name === name);
}

describe("the ability text comparison", () => {
  const kw = (text: string): AbilityDef => ({ kind: "keyword", text, keyword: "flying" });
  const txt = (text: string): AbilityDef => ({ kind: "text", text });

  it("accepts whole paragraphs and split keyword lines, skipping reminder-only paragraphs", () => {
    assert.deepEqual(
      compareAbilityTexts("Flying, vigilance\n({T}: Add {G}.)\nDraw a card.", [
        kw("Flying"),
        kw("vigilance"),
        txt("Draw a card."),
      ]),
      [],
    );
    assert.deepEqual(
      compareAbilityTexts("Fading 2 (This creature enters …)", [kw("Fading 2 (This creature enters …)")]),
      [],
    );
    assert.deepEqual(compareAbilityTexts("({T}: Add {U}.)", []), []);
  });

  it("rejects missing, extra, reordered or non-keyword split abilities", () => {
    assert.notDeepEqual(compareAbilityTexts("Flying\nDraw a card.", [kw("Flying")]), []);
    assert.notDeepEqual(compareAbilityTexts("Flying", [kw("Flying"), txt("Draw a card.")]), []);
    assert.notDeepEqual(compareAbilityTexts("Flying\nDraw a card.", [txt("Draw a card."), kw("Flying")]), []);
    assert.notDeepEqual(compareAbilityTexts("Flying, vigilance", [txt("Flying"), txt("vigilance")]), []);
  });
});

describe("the card library matches the reference card data", { skip: SKIP }, () => {
  const reference = SKIP ? [] : loadReference();

  it("has exactly the reference cards", () => {
    assert.deepEqual(LIBRARY.cards.map((c) => c.name).sort(), reference.map((c) => c.name).sort());
  });

  it("has each card's printed characteristics", () => {
    for (const ref of reference) {
      const card = libraryCard(ref.name);
      assert.ok(card, `${ref.name} is missing from the library`);
      assert.equal(card.layout, ref.layout, `${ref.name}: layout`);
      assert.equal(card.nameFr, ref.nameFr, `${ref.name}: French name`);
      const faces = refFaces(ref);
      assert.equal(card.faces.length, faces.length, `${ref.name}: number of faces`);
      faces.forEach((rf, i) => {
        const face = card.faces[i];
        assert.ok(face, `${ref.name}: face ${i}`);
        const at = `${ref.name}, face ${i} (${rf.name})`;
        assert.equal(face.name, rf.name, `${at}: name`);
        assert.equal(face.manaCost, rf.manaCost ? rf.manaCost : null, `${at}: mana cost`);
        assert.deepEqual(face.colorIndicator, rf.colorIndicator ?? null, `${at}: color indicator`);
        assert.deepEqual(face.supertypes, rf.supertypes ?? [], `${at}: supertypes`);
        assert.deepEqual(face.types, rf.types ?? [], `${at}: types`);
        assert.deepEqual(face.subtypes, rf.subtypes ?? [], `${at}: subtypes`);
        assert.equal(face.power, rf.power ?? null, `${at}: power`);
        assert.equal(face.toughness, rf.toughness ?? null, `${at}: toughness`);
        assert.equal(face.loyalty, rf.loyalty ?? null, `${at}: loyalty`);
        assert.equal(face.defense, rf.defense ?? null, `${at}: defense`);
        assert.equal(face.oracleText, rf.oracleText ?? "", `${at}: Oracle text`);
        // Multi-face cards have French names per face; a single face's is the card's.
        assert.equal(face.nameFr, ref.faces && ref.faces.length > 0 ? rf.nameFr : undefined, `${at}: French name`);
      });
    }
  });

  it("has each card's colors, from mana cost and color indicator", () => {
    const used = new Set<string>();
    for (const ref of reference) {
      const card = libraryCard(ref.name);
      const front = card?.faces[0];
      assert.ok(card && front, `${ref.name} is missing from the library`);
      if (COLOR_EXCEPTIONS.has(ref.name)) {
        used.add(ref.name);
        continue;
      }
      // The reference's card-level colors are those of the front face (for a split card this is
      // not 709.4's combined colors, e.g. Fire // Ice is listed as red only).
      assert.deepEqual(faceColors(front), ref.colors ?? [], `${ref.name}: colors`);
      if (ref.faces && ref.faces.length > 0) {
        ref.faces.forEach((rf, i) => {
          const face = card.faces[i];
          assert.ok(face, `${ref.name}: face ${i}`);
          assert.deepEqual(faceColors(face), rf.colors ?? [], `${ref.name}, face ${i} (${rf.name}): colors`);
        });
      }
    }
    for (const name of COLOR_EXCEPTIONS.keys()) assert.ok(used.has(name), `color exception for ${name} is not needed`);
  });
});

describe("hand-written card definitions", { skip: SKIP }, () => {
  const reference = SKIP ? [] : loadReference();
  const byName = new Map(reference.map((c) => [c.name, c]));

  it("are sorted by card name, without duplicates", () => {
    const names = ALL_DEFINITIONS.map((d) => d.name);
    const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    assert.deepEqual(names, sorted);
    assert.equal(new Set(names).size, names.length);
  });

  it("name reference cards, and the library uses them", () => {
    for (const def of ALL_DEFINITIONS) {
      const ref = byName.get(def.name);
      assert.ok(ref, `${def.name} is not a reference card`);
      assert.ok(def.faces.length >= 1 && def.faces.length <= refFaces(ref).length, `${def.name}: number of faces`);
      assert.ok(LIBRARY.defined.has(def.name), `${def.name} is not marked as defined`);
      const card = libraryCard(def.name);
      for (const [i, abilities] of def.faces.entries()) {
        if (abilities !== COMPILED)
          assert.equal(card?.faces[i]?.abilities, abilities, `${def.name}, face ${i}: abilities`);
      }
    }
  });

  it("reproduce the Oracle paragraphs of each face, in order", () => {
    const used = new Set<string>();
    for (const def of ALL_DEFINITIONS) {
      const ref = byName.get(def.name);
      if (!ref) continue;
      const faces = refFaces(ref);
      const problems = def.faces.flatMap((abilities, i) =>
        abilities === COMPILED
          ? []
          : compareAbilityTexts(faces[i]?.oracleText ?? "", abilities).map((p) => `face ${i}: ${p}`),
      );
      if (TEXT_EXCEPTIONS.has(def.name)) {
        assert.notDeepEqual(problems, [], `text exception for ${def.name} is not needed`);
        used.add(def.name);
        continue;
      }
      assert.deepEqual(problems, [], `${def.name}: ${problems.join("; ")}`);
    }
    for (const name of TEXT_EXCEPTIONS.keys())
      assert.ok(used.has(name), `text exception for ${name} names no definition`);
  });

  it("give keyword abilities the keyword they are printed with", () => {
    for (const def of ALL_DEFINITIONS) {
      for (const abilities of def.faces) {
        for (const a of abilities ?? []) {
          if (a.kind !== "keyword") continue;
          if (KEYWORD_SENTENCE_EXCEPTIONS.has(def.name) && !a.text.toLowerCase().startsWith(a.keyword)) continue;
          assert.ok(
            a.text.toLowerCase().startsWith(a.keyword),
            `${def.name}: ${JSON.stringify(a.text)} is not ${a.keyword}`,
          );
        }
      }
    }
  });
});

describe("card names", () => {
  it("every library card is found by its name, its front face's name and its French name", () => {
    for (const card of LIBRARY.cards) {
      assert.equal(LIBRARY_CATALOG.find(card.name), card, card.name);
      assert.equal(LIBRARY_CATALOG.find(card.name.toUpperCase()), card, `${card.name} (upper case)`);
      const front = card.faces[0]?.name;
      if (front) assert.equal(LIBRARY_CATALOG.find(front), card, `${card.name}: front face ${front}`);
      if (card.nameFr)
        assert.equal(LIBRARY_CATALOG.find(card.nameFr), card, `${card.name}: French name ${card.nameFr}`);
      for (const fr of frenchNamesOf(card))
        assert.equal(LIBRARY_CATALOG.find(fr), card, `${card.name}: French name ${fr}`);
    }
  });

  it("multi-face cards are found by their faces' French names, and explanations show each face's", () => {
    const deserter = LIBRARY_CATALOG.find("Déserteur affligé");
    assert.equal(deserter?.name, "Afflicted Deserter // Werewolf Ransacker");
    assert.equal(LIBRARY_CATALOG.find("déserteur affligé // saccageur loup-garou"), deserter);
    assert.equal(LIBRARY_CATALOG.find("Feu // Glace")?.name, "Fire // Ice");
    assert.equal(frenchName("Werewolf Ransacker"), "Saccageur loup-garou");
    assert.equal(frenchName("Tomoya the Revealer"), "Tomoya le divulgateur");
    assert.equal(frenchName("Brisela, Voice of Nightmares"), "Brisela, voix des cauchemars");
    assert.equal(frenchName("Clone"), LIBRARY_CATALOG.find("Clone")?.nameFr);
    assert.equal(frenchName("Not A Card"), "Not A Card");
  });
});
