import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";

/** A strict consumer's compiler options: ES modules as Node 16 resolves them, no Node types. */
export const CONSUMER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  module: ts.ModuleKind.Node16,
  moduleResolution: ts.ModuleResolutionKind.Node16,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  types: [],
  skipLibCheck: false,
};

/** The problems of compiling `files` (absolute paths) as a consumer would, after emitting them next to their sources. */
export function compileAsConsumer(files: readonly string[]): string[] {
  const program = ts.createProgram(files, CONSUMER_OPTIONS);
  const emitted = program.emit();
  return [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((d) => {
    const where = d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : "";
    return where + ts.flattenDiagnosticMessageText(d.messageText, "\n");
  });
}

/**
 * A temporary project whose `node_modules/doppel` is `packageDir` (a link to the repository, or an
 * installed tarball), with one module `main.ts` of source `code`; returns its folder.
 */
export function consumerProject(code: string, packageDir?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "doppel-consumer-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  if (packageDir !== undefined) {
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(packageDir, join(dir, "node_modules", "doppel"), "dir");
  }
  writeFileSync(join(dir, "main.ts"), code);
  return dir;
}

/** Runs the compiled `main.js` of a consumer project; its standard output. */
export function runConsumer(dir: string): string {
  return execFileSync(process.execPath, [join(dir, "main.js")], { cwd: dir, encoding: "utf8" });
}

export function removeProject(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
