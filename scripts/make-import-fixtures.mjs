// Writes the fixtures of `doppel cards import` (test/fixtures/cards/) by converting a few cards of
// the reference data into each format's own field names: a Scryfall bulk "oracle-cards" file and
// an MTGJSON AtomicCards.json. Run: node scripts/make-import-fixtures.mjs [all-cards.json]
import { writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";

const all = JSON.parse(readFileSync(process.argv[2] ?? "../shared/reference/mtg/all-cards.json", "utf8")).cards;
const NAMES = [
  "Evil Twin",
  "Aether Helix",
  "Fire // Ice",
  "Delver of Secrets // Insectile Aberration",
  "Bonecrusher Giant // Stomp",
  "Appeal // Authority",
  "Barbarian Class",
  "Krark's Thumb // Krark's Thumb",
];
const picked = NAMES.map((n) => all.find((c) => c.name === n));
picked.push(all.find((c) => c.isFunny && c.layout === "normal"));
picked.push(all.find((c) => c.layout === "planar"));

const typeLine = (f) => f.type;
const scryfallFace = (f) => ({
  object: "card_face",
  name: f.name,
  mana_cost: f.manaCost ?? "",
  type_line: typeLine(f),
  oracle_text: f.text ?? "",
  ...(f.power !== undefined ? { power: f.power, toughness: f.toughness } : {}),
  ...(f.loyalty !== undefined ? { loyalty: f.loyalty } : {}),
  ...(f.colors ? { colors: f.colors } : {}),
  ...(f.colorIndicator ? { color_indicator: f.colorIndicator } : {}),
});
const scryfall = picked.map((c) => {
  const head = {
    object: "card",
    name: c.name,
    lang: "en",
    layout: c.layout,
    set_type: c.isFunny ? "funny" : "expansion",
  };
  if (c.faces.length === 1) {
    const { object: _, ...f } = scryfallFace(c.faces[0]);
    return { ...head, ...f };
  }
  return {
    ...head,
    mana_cost: c.faces.map((f) => f.manaCost ?? "").join(" // "),
    type_line: c.faces.map(typeLine).join(" // "),
    card_faces: c.faces.map(scryfallFace),
  };
});

const data = {};
for (const c of picked) {
  const multi = c.faces.length > 1;
  const frFull = c.faces.every((f) => f.fr?.name) ? c.faces.map((f) => f.fr.name).join(" // ") : undefined;
  data[c.name] = c.faces.map((f, i) => ({
    name: c.name,
    ...(multi ? { faceName: f.name, side: "ab"[i] } : {}),
    layout: c.layout,
    ...(f.manaCost ? { manaCost: f.manaCost } : {}),
    type: f.type,
    supertypes: f.supertypes ?? [],
    types: f.types ?? [],
    subtypes: f.subtypes ?? [],
    ...(f.text ? { text: f.text } : {}),
    ...(f.power !== undefined ? { power: f.power, toughness: f.toughness } : {}),
    ...(f.loyalty !== undefined ? { loyalty: f.loyalty } : {}),
    colors: f.colors ?? [],
    ...(f.colorIndicator ? { colorIndicator: f.colorIndicator } : {}),
    ...(c.isFunny ? { isFunny: true } : {}),
    foreignData: f.fr
      ? [
          {
            language: "French",
            name: multi ? (frFull ?? f.fr.name) : f.fr.name,
            ...(multi ? { faceName: f.fr.name } : {}),
            ...(f.fr.type ? { type: f.fr.type } : {}),
            ...(f.fr.text ? { text: f.fr.text } : {}),
          },
        ]
      : [],
    rulings: c.rulings ?? [],
  }));
}
const mtgjson = { meta: { date: "2022-04-25", version: "5.2.0+20220425" }, data };

writeFileSync("test/fixtures/cards/scryfall-oracle-cards.json", `${JSON.stringify(scryfall, null, 1)}\n`);
writeFileSync("test/fixtures/cards/mtgjson-AtomicCards.json", `${JSON.stringify(mtgjson, null, 1)}\n`);
console.log(`${picked.length} cards in each fixture`);
