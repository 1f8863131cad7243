import { readdirSync, realpathSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Problem } from "../kernel/problem.js";

/** The file-system calls the walk makes; a test can pass failing ones (a root process reads every directory). */
export interface WalkFs {
  readonly statSync: (path: string) => { isDirectory(): boolean };
  readonly readdirSync: (path: string) => string[];
  readonly realpathSync: (path: string) => string;
}

const NODE_FS: WalkFs = { statSync, readdirSync: (p) => readdirSync(p), realpathSync };

/** Scenario files found under some paths, and the directories that could not be read. */
export interface FoundFiles {
  readonly files: string[];
  readonly unreadable: Problem[];
}

/**
 * Scenario files under the given paths: *.yaml / *.yml, sorted, skipping excluded directories.
 * Each real directory is read once, so a symbolic link back to a parent (`loop -> .`) neither
 * repeats files nor makes the walk exponential. A directory that can't be read is reported and
 * the walk goes on.
 */
export function findScenarioFiles(
  paths: readonly string[],
  exclude: readonly string[] = [],
  fs: WalkFs = NODE_FS,
): FoundFiles {
  const files: string[] = [];
  const unreadable: Problem[] = [];
  const visited = new Set<string>();
  const excluded = (p: string) => exclude.some((x) => resolve(x) === resolve(p));
  const walk = (p: string, top: boolean) => {
    let directory: boolean;
    try {
      directory = fs.statSync(p).isDirectory();
    } catch {
      if (top) files.push(p); // reported as unreadable by the loader
      return;
    }
    if (!directory) {
      if (top || /\.ya?ml$/i.test(p)) files.push(p);
      return;
    }
    if (!top && excluded(p)) return;
    let names: string[];
    try {
      const real = fs.realpathSync(p);
      if (visited.has(real)) return;
      visited.add(real);
      names = fs.readdirSync(p).sort();
    } catch (e) {
      unreadable.push({ code: "file.unreadable", message: `cannot read the directory ${p}${errorCode(e)}`, file: p });
      return;
    }
    for (const name of names) walk(join(p, name), false);
  };
  for (const p of paths) walk(p, true);
  return { files, unreadable };
}

/** The scenario files of `findScenarioFiles`, leaving out directories that can't be read. */
export function scenarioFiles(paths: readonly string[], exclude: readonly string[] = []): string[] {
  return findScenarioFiles(paths, exclude).files;
}

function errorCode(e: unknown): string {
  const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
  return code === "EACCES" || code === "EPERM" ? " (permission denied)" : code !== "" ? ` (${code})` : "";
}
