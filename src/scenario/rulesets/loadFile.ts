/**
 * Reading a scenario file (Node only): its bytes are checked for size and binary content before
 * any decoding, then the text goes to the loader (load.ts), which runs in browsers too.
 */
import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";
import { fail, ok, type Result } from "../../kernel/problem.js";
import type { CardCatalog } from "../ruleset.js";
import { findInvalidUtf8 } from "../prescan.js";
import type { Scenario } from "./scenario.js";
import { internal, MAX_FILE_BYTES, parseScenario, tooLarge } from "./load.js";

/**
 * Reads and loads one scenario file. Reads the bytes itself so that size and binary content
 * are checked before any decoding.
 */
export function loadScenarioFile(path: string, catalog: CardCatalog): Result<Scenario> {
  try {
    const text = readText(path);
    if (!text.ok) return text;
    return parseScenario(text.value, path, catalog);
  } catch (e) {
    return internal(path, e);
  }
}

function readText(path: string): Result<string> {
  let size: number;
  try {
    const st = statSync(path);
    if (st.isDirectory())
      return fail({ code: "file.unreadable", message: "this is a directory, not a scenario file", file: path });
    if (!st.isFile()) return fail({ code: "file.unreadable", message: "this is not a regular file", file: path });
    size = st.size;
  } catch (e) {
    return fail({ code: "file.unreadable", message: describeFsError(path, e), file: path });
  }
  if (size > MAX_FILE_BYTES) return fail(tooLarge(path, size));
  let bytes: Buffer;
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const cap = Math.max(fstatSync(fd).size, size);
    // One byte more than allowed, to notice a file that grew since stat.
    bytes = Buffer.alloc(Math.min(cap, MAX_FILE_BYTES) + 1);
    let got = 0;
    for (;;) {
      const n = readSync(fd, bytes, got, bytes.length - got, null);
      if (n === 0) break;
      got += n;
      if (got >= bytes.length) break;
    }
    bytes = bytes.subarray(0, got);
  } catch (e) {
    return fail({ code: "file.unreadable", message: describeFsError(path, e), file: path });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  if (bytes.length > MAX_FILE_BYTES) return fail(tooLarge(path, bytes.length));
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    return fail({
      code: "file.binary",
      message: "the file is binary (it contains a NUL byte), not YAML text",
      file: path,
      line: lineOfBytes(bytes, nul),
    });
  }
  const bad = findInvalidUtf8(bytes);
  if (bad >= 0) {
    return fail({
      code: "file.binary",
      message: `the file is binary or not UTF-8 text (invalid byte 0x${(bytes[bad] ?? 0).toString(16)} at offset ${bad})`,
      file: path,
      line: lineOfBytes(bytes, bad),
    });
  }
  return ok(bytes.toString("utf8"));
}

function lineOfBytes(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 10 || (bytes[i] === 13 && bytes[i + 1] !== 10)) line++;
  return line;
}

function describeFsError(path: string, e: unknown): string {
  const code = typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : "";
  if (code === "ENOENT") return `file not found: ${path}`;
  if (code === "EACCES" || code === "EPERM") return `permission denied: cannot read ${path}`;
  return `cannot read ${path}${code !== "" ? ` (${code})` : ""}`;
}
