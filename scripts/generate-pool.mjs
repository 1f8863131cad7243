// Generates the built-in card pool, data/pool/, from the reference card data: every card of
// all-cards.json (every card printed to April 2022) merged with cards.json (the library's cards,
// newer wording, faces and French names: they win). Un-set cards (isFunny) and the scheme, planar
// and vanguard cards are left out. The format is described in src/mtg/cards/pool/format.ts.
// Run after `npm run build`: node scripts/generate-pool.mjs [all-cards.json] [cards.json] [out-dir]
import { readFileSync } from "node:fs";
import { encodeCard } from "../dist/src/mtg/cards/pool/format.js";
import { ENGINE_LAYOUT } from "../dist/src/mtg/cards/pool/importFormats.js";
import { writePool } from "../dist/src/scenario/poolFiles.js";
import { printedFromCardsJson } from "./lib/cardsJson.mjs";

const [allPath = "../shared/reference/mtg/all-cards.json", libPath = "../shared/reference/mtg/cards.json", out = "data/pool"] =
  process.argv.slice(2);
const all = JSON.parse(readFileSync(allPath, "utf8")).cards;
const library = JSON.parse(readFileSync(libPath, "utf8"));


// A reversible card (five Secret Lair printings) is a card printed on both sides that the reference
// also lists as a normal card: the pool keeps the normal one.
const LEFT_OUT = new Set(["scheme", "planar", "vanguard", "reversible_card"]);
const byFront = new Map();
for (const c of all) if (!c.isFunny && !LEFT_OUT.has(c.layout)) byFront.set(c.faces[0].name, c);

/** The melded permanent's face (712.4): the meld result card of all-cards.json. */
function meldFace(c) {
  const result = c.name.includes(" // ") ? c.name.split(" // ")[1] : null;
  const r = result ? byFront.get(result) : undefined;
  return r ? { result, face: r.faces[0] } : null;
}

function fromReferenceFace(f) {
  return {
    name: f.name,
    manaCost: f.manaCost ? f.manaCost : null,
    colorIndicator: f.colorIndicator ?? null,
    supertypes: f.supertypes ?? [],
    types: f.types ?? [],
    subtypes: f.subtypes ?? [],
    power: f.power ?? null,
    toughness: f.toughness ?? null,
    loyalty: f.loyalty ?? null,
    defense: f.defense ?? null,
    oracleText: f.text ?? "",
    ...(f.fr?.name ? { nameFr: f.fr.name } : {}),
    ...(f.fr?.type ? { typeLineFr: f.fr.type } : {}),
    ...(f.fr?.text ? { oracleTextFr: f.fr.text } : {}),
  };
}

function fromReference(c) {
  const layout = ENGINE_LAYOUT[c.layout];
  if (!layout) throw new Error(`${c.name}: layout ${c.layout} has no mapping`);
  let faces = c.faces.map(fromReferenceFace);
  let name = c.name;
  let meldResult;
  if (c.layout === "meld") {
    const m = meldFace(c);
    name = faces[0].name;
    if (m) {
      meldResult = m.result;
      faces = [faces[0], fromReferenceFace(m.face)];
    }
  }
  // A single-faced card's French name is the card's (as in cards.json); a multi-face card's are per face.
  let nameFr;
  if (faces.length === 1 && faces[0].nameFr) {
    nameFr = faces[0].nameFr;
    const { nameFr: _, ...rest } = faces[0];
    faces = [rest];
  }
  return { name, ...(nameFr ? { nameFr } : {}), layout, ...(meldResult ? { meldResult } : {}), faces };
}

/** cards.json wins for its cards; the reference keeps the French type lines and texts it has. */
function fromLibrary(lib, ref) {
  const printed = printedFromCardsJson(lib);
  if (!ref) return printed;
  const refFaces = fromReference(ref).faces;
  const faces = printed.faces.map((f) => {
    const r = refFaces.find((x) => x.name === f.name);
    return {
      ...f,
      ...(r?.typeLineFr ? { typeLineFr: r.typeLineFr } : {}),
      ...(r?.oracleTextFr ? { oracleTextFr: r.oracleTextFr } : {}),
    };
  });
  return { ...printed, faces };
}

const rulingsOf = (c) => (c?.rulings ?? []).map((r) => [r.date, r.text]);

const cards = new Map();
const libraryFronts = new Map(library.map((l) => [(l.faces?.[0] ?? l).name, l]));
let leftOut = 0;
for (const c of all) {
  const lib = libraryFronts.get(c.faces[0].name);
  if (lib) continue;
  if (c.isFunny || LEFT_OUT.has(c.layout)) {
    if (c.layout !== "reversible_card") leftOut++;
    continue;
  }
  const card = fromReference(c);
  cards.set(card.name, { card, rulings: rulingsOf(c) });
}
for (const lib of library) {
  const ref = byFront.get((lib.faces?.[0] ?? lib).name);
  const card = fromLibrary(lib, ref);
  cards.set(card.name, { card, rulings: rulingsOf(ref) });
}
/** Printed data (what the engine plays) apart from the French printing (what it shows). */
function poolCard(card) {
  const french = card.faces.map((f, i) => ({
    ...((i === 0 && card.nameFr) || f.nameFr ? { name: i === 0 && card.nameFr ? card.nameFr : f.nameFr } : {}),
    ...(f.typeLineFr ? { typeLine: f.typeLineFr } : {}),
    ...(f.oracleTextFr ? { text: f.oracleTextFr } : {}),
  }));
  const faces = card.faces.map(({ typeLineFr, oracleTextFr, ...f }) => f);
  return { printed: { ...card, faces }, french };
}

const entries = [...cards.values()].map((e) => ({ card: encodeCard(poolCard(e.card)), rulings: e.rulings }));
const bytes = writePool(out, entries, "all-cards.json (MTGJSON 5.2.0+20220425) merged with cards.json");
console.log(`${entries.length} cards (${leftOut} left out: Un-set, scheme, planar, vanguard); ${bytes} bytes in ${out}`);
