// The conversion of the project's reference file cards.json (the library's 159 cards, current
// wording) into printed card data, shared by generate-printed.mjs and generate-pool.mjs.

const SUPER = new Set(["Basic", "Legendary", "Ongoing", "Snow", "World"]);

/** "Legendary Creature — Angel Horror" → supertypes, types, subtypes. */
export function splitType(line) {
  const [left = "", right = ""] = line.split(/\s+—\s+/, 2);
  const words = left.trim().split(/\s+/).filter(Boolean);
  return {
    supertypes: words.filter((w) => SUPER.has(w)),
    types: words.filter((w) => !SUPER.has(w)),
    subtypes: right.trim() ? right.trim().split(/\s+/) : [],
  };
}

function face(f, whole) {
  const t = f.types ? { supertypes: f.supertypes ?? [], types: f.types, subtypes: f.subtypes ?? [] } : splitType(f.typeLine ?? "");
  return {
    name: f.name,
    manaCost: f.manaCost ? f.manaCost : null,
    colorIndicator: f.colorIndicator ?? null,
    ...t,
    power: f.power ?? null,
    toughness: f.toughness ?? null,
    loyalty: f.loyalty ?? null,
    defense: f.defense ?? null,
    oracleText: f.oracleText ?? "",
    // A multi-face card's French names are per face (the reference has none for the whole card).
    ...(!whole && f.nameFr ? { nameFr: f.nameFr } : {}),
  };
}

/** One card of cards.json as printed data: name, French name, layout, meld result, faces. */
export function printedFromCardsJson(c) {
  const faces = c.faces && c.faces.length > 0 ? c.faces.map((f) => face(f, false)) : [face(c, true)];
  if (!(c.faces && c.faces.length > 0)) faces[0].defense = c.defense ?? null;
  else if (faces[0].defense === null && c.defense) faces[0].defense = c.defense;
  return {
    name: c.name,
    ...(c.nameFr ? { nameFr: c.nameFr } : {}),
    layout: c.layout,
    ...(c.meldResult ? { meldResult: c.meldResult } : {}),
    faces,
  };
}
