/**
 * Text from a scenario (names, keys, file names, messages quoting them) made safe to print on a
 * terminal: control characters are shown as escapes, so a name can neither move the cursor
 * (`\e[1A`) nor start a line of its own (a newline followed by a fake "PASS"). Bidirectional
 * overrides and line separators are escaped too: they reorder or break what is shown.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u001b": "\\e" };

export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => NAMED[c] ?? `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
}

/** Each line of a multi-line text made printable, the line breaks kept. */
export function printableLines(text: string): string {
  return text.split("\n").map(printable).join("\n");
}

/**
 * Plain data (an explanation before it is rendered) with every string made printable, so that a
 * newline inside a name is escaped while the renderer's own line breaks stay.
 */
export function printableData<T>(value: T): T {
  if (typeof value === "string") return printable(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => printableData(v)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printableData(v)])) as T;
  return value;
}
