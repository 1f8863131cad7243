/**
 * An ability in quotation marks inside a sentence ("It has "Sacrifice this creature: Add {C}."",
 * "with flying and "When this creature dies, …""): 113.1a, the ability an effect gives an object.
 * Normalization carries each quoted text through as one opaque word, so that its periods don't
 * split sentences and its "this creature" isn't read as the card's own self reference; a template
 * that understands quoted abilities reads the word back with `quotedText`, any other template
 * fails on the unknown word.
 */

const OPEN = "⟦";
const CLOSE = "⟧";

const QUOTED = /["“]([^"“”]*)["”]/g;

function encode(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += text.charCodeAt(i).toString(16).padStart(4, "0");
  return out;
}

/**
 * Each quoted text of a paragraph replaced by its opaque word. A quoted text that names the card
 * itself is left as it is (the paragraph then stays not executed): inside the quotation the name
 * still means the card (201.4), which the object given the ability could not tell apart from itself.
 * A quotation that ends its sentence holds the sentence's period ("It gains "…, draw a card."
 * Sacrifice it …"): the period is kept after the opaque word, so that the next sentence stays apart.
 */
export function protectQuotes(paragraph: string, selfName: string): string {
  const name = selfName.trim();
  return paragraph.replace(QUOTED, (all, inner: string, offset: number) => {
    if (name !== "" && inner.includes(name)) return all;
    const endsSentence = inner.endsWith(".") && /^\s+[A-Z]/.test(paragraph.slice(offset + all.length));
    return `${OPEN}${encode(inner)}${CLOSE}${endsSentence ? "." : ""}`;
  });
}

/** The text an opaque word stands for; null when the word is not one. */
export function quotedText(word: string): string | null {
  const m = /^⟦((?:[0-9a-f]{4})*)⟧$/.exec(word);
  if (!m?.[1]) return null;
  let out = "";
  for (let i = 0; i < m[1].length; i += 4) out += String.fromCharCode(Number.parseInt(m[1].slice(i, i + 4), 16));
  return out;
}
