/**
 * Builds the workbench page (`vite build`) only when it is missing or one of its sources is newer
 * than it, so that a second `npm start` starts at once. The page's sources are the client's folder
 * and the shared modules it imports from src/web (protocol, rule texts, step labels).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const PAGE = join(ROOT, "dist/web/index.html");

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Whether the built page is missing or older than a source of it. */
export function pageIsStale(root: string): boolean {
  let built: number;
  try {
    built = statSync(join(root, "dist/web/index.html")).mtimeMs;
  } catch {
    return true;
  }
  const web = join(root, "src/web");
  const sources = [
    join(web, "client"),
    ...readdirSync(web)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => join(web, f)),
    join(root, "package-lock.json"),
  ];
  return sources.some((s) => newest(s) > built);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!pageIsStale(ROOT)) {
    process.stdout.write(`the page is up to date (${PAGE.slice(ROOT.length + 1)})\n`);
  } else {
    const vite = spawnSync(
      process.execPath,
      [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--config", "src/web/client/vite.config.mts"],
      { cwd: ROOT, stdio: "inherit" },
    );
    process.exitCode = vite.status ?? 1;
  }
}
