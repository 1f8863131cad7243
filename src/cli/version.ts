import { readFileSync } from "node:fs";

/** The version of the installed package, as its package.json says (`doppel --version`). */
export function packageVersion(): string {
  // dist/src/cli/version.js → the package root is three folders up.
  const text = readFileSync(new URL("../../../package.json", import.meta.url), "utf8");
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed === "object" && parsed !== null && "version" in parsed && typeof parsed.version === "string")
    return parsed.version;
  return "unknown";
}
