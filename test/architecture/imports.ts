/**
 * The import statements of the TypeScript sources under src/, read with the TypeScript parser
 * (the compiler the project already uses; no other dependency). An import is `types` when it
 * vanishes at compile time: `import type …`, `export type … from`, or named imports that are all
 * marked `type`. Anything else is a run-time import.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, resolve } from "node:path";
import ts from "typescript";

export interface Import {
  /** The importing file, relative to src/ ("mtg/rules/cast.ts"). */
  readonly from: string;
  /** The imported file, relative to src/, or outside it ("../test/x.ts"). */
  readonly to: string;
  readonly types: boolean;
  readonly line: number;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(path);
  }
  return found;
}

function typesOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** Every relative import of every source file under `srcDir`, in file order. Package imports are left out. */
export function readImports(srcDir: string): Import[] {
  const root = resolve(srcDir);
  const imports: Import[] = [];
  for (const file of sourceFiles(root).sort()) {
    const text = readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const from = relative(root, file).split("\\").join("/");
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (specifier === undefined || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
      const target = posix.normalize(posix.join(posix.dirname(from), specifier.text)).replace(/\.js$/, ".ts");
      const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
      imports.push({ from, to: target, types: typesOnly(statement), line });
    }
  }
  return imports;
}
