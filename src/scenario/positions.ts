/**
 * From a document path (["steps", 2, "cast", "targets", 0]) to a line and column in the
 * file, using the node ranges the `yaml` library keeps and its LineCounter.
 */
import {
  isAlias,
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
  type LineCounter,
  type Node as YamlNode,
  type Pair,
  type YAMLMap,
} from "yaml";

/** A document path, e.g. ["steps", 2, "cast", "targets", 0]. */
export type DocPath = readonly (string | number)[];

export interface SourcePos {
  /** 1-based */
  readonly line: number;
  /** 1-based */
  readonly column: number;
}

export interface Located extends SourcePos {
  /** false when the path could not be followed to its end (missing key, alias, index). */
  readonly exact: boolean;
}

/** Map key as the converted data sees it (yaml's toJS stringifies scalar keys). */
function keyString(pair: Pair): string | undefined {
  const key = pair.key;
  if (isScalar(key)) return key.value === null ? "" : String(key.value);
  if (key === null || key === undefined) return "";
  return undefined;
}

export class PositionIndex {
  /** Map node -> key -> pair, built on first use so that each lookup is O(1). */
  private readonly keys = new WeakMap<YAMLMap, Map<string, Pair>>();

  constructor(
    private readonly root: YamlNode | null,
    private readonly lines: LineCounter,
  ) {}

  /** Line and column of a character offset in the text. */
  at(offset: number): SourcePos {
    const p = this.lines.linePos(offset);
    return { line: p.line, column: p.col };
  }

  /**
   * The position of the node at `path`. With `key: true` and a path ending in a map key,
   * the position of the key itself (for "unknown key" problems). When the path cannot be
   * followed to its end, the position of the deepest node reached.
   */
  locate(path: DocPath, options: { key?: boolean } = {}): Located {
    let node: unknown = this.root;
    let best: SourcePos = { line: 1, column: 1 };
    if (isNodeWithRange(node)) best = this.start(node);
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      if (isAlias(node) || !isCollection(node)) return { ...best, exact: false };
      if (isMap(node)) {
        const pair = this.pair(node, String(segment));
        if (pair === undefined) return { ...best, exact: false };
        const keyPos = isNodeWithRange(pair.key) ? this.start(pair.key) : best;
        if (last && options.key === true) return { ...keyPos, exact: true };
        const value = pair.value;
        if (!isNodeWithRange(value) || isEmptyScalar(value)) {
          // `key:` with no value: point at the key.
          return { ...keyPos, exact: last };
        }
        node = value;
        best = this.start(value);
      } else if (isSeq(node)) {
        const item = typeof segment === "number" ? node.items[segment] : undefined;
        if (isPair(item)) {
          // `[key: value]`: a single-pair map written inside a flow sequence.
          if (isNodeWithRange(item.key)) best = this.start(item.key);
          if (last || keyString(item) !== String(path[i + 1])) return { ...best, exact: last };
          i++;
          if (i === path.length - 1 && options.key === true) return { ...best, exact: true };
          if (!isNodeWithRange(item.value)) return { ...best, exact: i === path.length - 1 };
          node = item.value;
          best = this.start(item.value);
          continue;
        }
        if (!isNodeWithRange(item)) return { ...best, exact: false };
        node = item;
        best = this.start(item);
      } else {
        return { ...best, exact: false };
      }
    }
    return { ...best, exact: true };
  }

  /** Shorthand: the 1-based line of `path`. */
  line(path: DocPath, options: { key?: boolean } = {}): number {
    return this.locate(path, options).line;
  }

  private start(node: { range?: readonly number[] | null }): SourcePos {
    const offset = node.range?.[0];
    return offset === undefined ? { line: 1, column: 1 } : this.at(offset);
  }

  private pair(map: YAMLMap, key: string): Pair | undefined {
    let index = this.keys.get(map);
    if (index === undefined) {
      index = new Map();
      for (const item of map.items) {
        const k = keyString(item);
        if (k !== undefined && !index.has(k)) index.set(k, item);
      }
      this.keys.set(map, index);
    }
    return index.get(key);
  }
}

function isNodeWithRange(value: unknown): value is YamlNode & { range: [number, number, number] } {
  return (
    typeof value === "object" &&
    value !== null &&
    "range" in value &&
    Array.isArray((value as { range?: unknown }).range)
  );
}

/** The null scalar yaml creates for `key:` with nothing after it. */
function isEmptyScalar(node: YamlNode): boolean {
  return isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1];
}
