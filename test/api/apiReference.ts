import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { ENTRIES } from "./surface.js";

/**
 * What the API reference (docs/api-reference, made by TypeDoc: `npm run docs:api`) is made from:
 * each entry's package comment, and each symbol it exports, under its exported name, with the
 * text of its declarations as the declaration files have them (TSDoc comments and members
 * included). Read from the built declaration files, in a fixed order: the same code gives the
 * same text.
 */
export function surfaceText(distSrc: string): string {
  const files = ENTRIES.map((e) => join(distSrc, `${e}.d.ts`));
  const program = ts.createProgram(files, { noEmit: true, strict: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const out: string[] = [];
  for (const f of files) {
    const source = program.getSourceFile(f);
    const module = source && checker.getSymbolAtLocation(source);
    if (!source || !module) throw new Error(`cannot read ${f}`);
    out.push(`# ${relative(distSrc, f)}`, leadingComment(source));
    const exports = checker.getExportsOfModule(module).sort((a, b) => a.getName().localeCompare(b.getName()));
    for (const s of exports) {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      out.push(`## ${s.getName()}`);
      for (const d of target.declarations ?? []) out.push(d.getFullText().trim());
    }
  }
  return `${out.join("\n")}\n`;
}

function leadingComment(source: ts.SourceFile): string {
  const text = source.getFullText();
  return (ts.getLeadingCommentRanges(text, 0) ?? []).map((r) => text.slice(r.pos, r.end)).join("\n");
}

/** Where the hash of the surface the API reference was made from is kept. */
export const SURFACE_HASH_FILE = join("docs", "api-reference", "surface.sha256");

/** The hash of `surfaceText`. */
export function surfaceHash(distSrc: string): string {
  return createHash("sha256").update(surfaceText(distSrc)).digest("hex");
}

/** The hash recorded when the reference was last made, or null. */
export function recordedHash(root: string): string | null {
  try {
    return readFileSync(join(root, SURFACE_HASH_FILE), "utf8").trim();
  } catch {
    return null;
  }
}
