import { join, relative } from "node:path";
import ts from "typescript";

/** The package's entry points, as their declaration files (built by `tsc`). */
export const ENTRIES = ["index", "node", "ga"] as const;

/** What the public API lacks: exported symbols without TSDoc, types in public signatures not exported. */
export interface SurfaceReport {
  readonly exported: readonly string[];
  readonly undocumented: readonly string[];
  readonly unexported: readonly string[];
}

/**
 * Reads the declaration files of the entries under `distSrc` (dist/src) with the TypeScript
 * compiler: every symbol they export, whether it has a TSDoc comment, and every declaration of
 * the package that a public declaration names (a type in a signature, a member's type) but that no
 * entry exports, so a consumer could not name it.
 */
export function surfaceOf(distSrc: string): SurfaceReport {
  const files = ENTRIES.map((e) => join(distSrc, `${e}.d.ts`));
  const program = ts.createProgram(files, { noEmit: true, strict: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const exported = new Map<ts.Symbol, string>();
  for (const f of files) {
    const source = program.getSourceFile(f);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read ${f}`);
    for (const s of checker.getExportsOfModule(module)) exported.set(target(checker, s), s.getName());
  }
  const ours = (d: ts.Declaration) => !relative(distSrc, d.getSourceFile().fileName).startsWith("..");
  const undocumented = [...exported]
    .filter(([s]) => s.getDocumentationComment(checker).length === 0)
    .map(([, name]) => name);
  const unexported = new Set<string>();
  const seen = new Set<ts.Node>();
  const visit = (node: ts.Node): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const named = ts.isTypeReferenceNode(node)
      ? node.typeName
      : ts.isExpressionWithTypeArguments(node)
        ? node.expression
        : ts.isImportTypeNode(node)
          ? node.qualifier
          : ts.isTypeQueryNode(node)
            ? node.exprName
            : undefined;
    const symbol = named && checker.getSymbolAtLocation(named);
    if (symbol) {
      const s = target(checker, symbol);
      const decl = s.declarations?.[0];
      if (decl && ours(decl) && !(s.flags & ts.SymbolFlags.TypeParameter) && !exported.has(s)) {
        unexported.add(`${s.getName()} (${relative(distSrc, decl.getSourceFile().fileName)})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const s of exported.keys()) for (const d of s.declarations ?? []) if (ours(d)) visit(d);
  return {
    exported: [...exported.values()].sort(),
    undocumented: undocumented.sort(),
    unexported: [...unexported].sort(),
  };
}

function target(checker: ts.TypeChecker, s: ts.Symbol): ts.Symbol {
  return s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
}
