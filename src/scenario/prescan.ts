/**
 * Linear checks on the raw text, done before any parser sees it: control characters, "only
 * comments", and an estimate of the nesting depth. The YAML composer recurses once per
 * nesting level, so 100,000 nested `[` or `- ` must be refused here, with a line, rather than
 * left to overflow the stack.
 */

/** Where the nesting first went deeper than allowed. */
export interface DepthExceeded {
  readonly line: number;
  readonly depth: number;
}

/**
 * Estimates nesting depth line by line: block indentation levels, `- ` / `? ` indicators and
 * flow brackets, skipping quoted scalars, block scalars (`|`, `>`) and comments. It follows
 * YAML closely enough that a real scenario's estimate matches its depth; where it differs it
 * only has to stay linear, since the parsed tree is measured exactly afterwards.
 */
export function findExcessiveDepth(text: string, max: number): DepthExceeded | undefined {
  // One entry per open block collection: its column, and whether it is a list.
  const indents: number[] = [];
  const lists: boolean[] = [];
  let flowDepth = 0;
  let flowBase = 0;
  let inDouble = false;
  let inSingle = false;
  // Block scalar (`|`, `>`): the indentation of the line that opened it, and of its content
  // once known; its lines are text, not structure.
  let blockScalarParent = -1;
  let blockScalarContent = -1;
  let lineNo = 0;
  let start = 0;
  const n = text.length;
  while (start <= n) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = n;
    lineNo++;
    let lineEnd = end;
    if (lineEnd > start && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    let i = start;
    while (i < lineEnd && text.charCodeAt(i) === 32) i++;
    const indent = i - start;
    let j = i;
    while (j < lineEnd && text[j] === "\t") j++;
    const blank = j >= lineEnd || text[j] === "#";
    const next = end + 1;

    if (blockScalarParent >= 0) {
      const inside =
        i >= lineEnd || (blockScalarContent >= 0 ? indent >= blockScalarContent : indent > blockScalarParent);
      if (inside) {
        if (blockScalarContent < 0 && i < lineEnd) blockScalarContent = indent;
        start = next;
        continue;
      }
      blockScalarParent = -1;
      blockScalarContent = -1;
    }
    const continuing = inDouble || inSingle || flowDepth > 0;
    // The first token of the line, and whether its indentation opened a new level.
    let first = -1;
    let pushed = false;
    if (!continuing) {
      if (blank) {
        start = next;
        continue;
      }
      if (indent === 0 && /^(?:---|\.\.\.)(?=\s|$)/.test(text.slice(i, Math.min(i + 4, lineEnd)))) {
        indents.length = 0;
        lists.length = 0;
        i += 3;
      } else {
        first = i;
        const dash =
          (text[i] === "-" || text[i] === "?") && (i + 1 >= lineEnd || text[i + 1] === " " || text[i + 1] === "\t");
        while (indents.length > 0 && (indents[indents.length - 1] ?? 0) > indent) {
          indents.pop();
          lists.pop();
        }
        const top = indents[indents.length - 1];
        if (top === undefined || top < indent) {
          indents.push(indent);
          lists.push(dash);
          pushed = true;
        } else if (dash && lists[lists.length - 1] !== true) {
          // `key:` then `- item` at the key's own column: a list inside the map.
          indents.push(indent);
          lists.push(true);
        } else if (!dash && lists[lists.length - 1] === true && indents[indents.length - 2] === indent) {
          // Back from such a list to the map's next key.
          indents.pop();
          lists.pop();
        }
      }
    }
    let depth = continuing ? flowBase : indents.length;
    if (!continuing && depth > max) return { line: lineNo, depth };

    // Column of the content after a `- ` on this line: a new level if it turns out to be a
    // map (`- key: v`) or a list (`- - x`), nothing if it is a plain value (`- x`).
    let pending = -1;
    const deeper = (column: number, list: boolean): number => {
      if ((indents[indents.length - 1] ?? -1) < column) {
        indents.push(column);
        lists.push(list);
      }
      pending = -1;
      return indents.length;
    };
    let tokenStart = true;
    let prevSpace = true;
    for (; i < lineEnd; i++) {
      const c = text[i];
      if (inDouble) {
        if (c === "\\") i++;
        else if (c === '"') {
          inDouble = false;
          tokenStart = false;
        }
        continue;
      }
      if (inSingle) {
        if (c === "'") {
          if (text[i + 1] === "'") i++;
          else {
            inSingle = false;
            tokenStart = false;
          }
        }
        continue;
      }
      if (c === " " || c === "\t") {
        prevSpace = true;
        continue;
      }
      if (c === "#" && prevSpace) break;
      prevSpace = false;
      const following = i + 1 < lineEnd ? text[i + 1] : " ";
      const separated = following === " " || following === "\t";
      if (flowDepth > 0) {
        if (c === "[" || c === "{") {
          flowDepth++;
          if (flowBase + flowDepth > max) return { line: lineNo, depth: flowBase + flowDepth };
          tokenStart = true;
        } else if (c === "]" || c === "}") {
          flowDepth--;
          tokenStart = false;
        } else if (c === "," || c === ":") tokenStart = true;
        else if (c === '"' && tokenStart) inDouble = true;
        else if (c === "'" && tokenStart) inSingle = true;
        else if (c !== "?" && c !== "-") tokenStart = false;
        continue;
      }
      if (tokenStart) {
        if ((c === "-" || c === "?") && separated && !continuing) {
          if (pending >= 0) depth = deeper(pending, true);
          if (depth > max) return { line: lineNo, depth };
          let k = i + 1;
          while (k < lineEnd && (text[k] === " " || text[k] === "\t")) k++;
          pending = k < lineEnd && text[k] !== "#" ? k - start : -1;
          i++;
          continue;
        }
        if (c === ":" && separated) {
          i++;
          continue;
        }
        if (c === "[" || c === "{") {
          if (i === first && pushed) {
            // A flow collection alone at the start of its line: the indentation was not a
            // block collection of its own.
            indents.pop();
            lists.pop();
            depth = indents.length;
          }
          flowBase = depth;
          flowDepth = 1;
          if (depth + 1 > max) return { line: lineNo, depth: depth + 1 };
          continue;
        }
        if (c === '"') {
          inDouble = true;
          continue;
        }
        if (c === "'") {
          inSingle = true;
          continue;
        }
        if (c === "&" || c === "!") {
          while (i + 1 < lineEnd && text[i + 1] !== " " && text[i + 1] !== "\t") i++;
          continue;
        }
        if (c === "|" || c === ">") {
          const rest = text.slice(i + 1, lineEnd);
          if (/^[0-9+-]*\s*(?:#.*)?$/.test(rest)) {
            blockScalarParent = indent;
            break;
          }
        }
        tokenStart = false;
        continue;
      }
      // Inside a plain scalar or after a quoted one: `key: value` starts a new value.
      if (c === ":" && separated) {
        if (pending >= 0 && !continuing) {
          depth = deeper(pending, false);
          if (depth > max) return { line: lineNo, depth };
        }
        tokenStart = true;
        i++;
      }
    }
    start = next;
  }
  return undefined;
}

/** Line (1-based) of a character offset, counting "\n". */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  let at = text.indexOf("\n");
  while (at >= 0 && at < offset) {
    line++;
    at = text.indexOf("\n", at + 1);
  }
  return line;
}

/**
 * Offset of the first NUL or other control character, or -1. Tab, LF and CR are text; the
 * other C0 controls and DEL never occur in a scenario.
 */
export function findControlCharacter(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127) return i;
  }
  return -1;
}

/** True when every line is blank or a comment. */
export function isBlankOrComments(text: string): boolean {
  let lineStart = true;
  let inComment = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") {
      lineStart = true;
      inComment = false;
    } else if (inComment || c === " " || c === "\t" || c === "\r") {
      // still blank or inside a comment
    } else if (c === "#" && lineStart) inComment = true;
    else return false;
  }
  return true;
}

/**
 * Offset of the first byte that is not valid UTF-8 (overlong forms, surrogates and values
 * above U+10FFFF included), or -1.
 */
export function findInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    let cp: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
      cp = b & 0x1f;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
      cp = b & 0x0f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
      cp = b & 0x07;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}
