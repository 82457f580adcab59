import { isMap, isScalar, isSeq, type Node, type Pair, type Scalar, type YAMLMap } from "yaml";
import type { Range } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";

export interface Entry {
  readonly key: string;
  readonly keyRange: Range;
  readonly keyNode: Scalar;
  /** The value node; null for `key:` with nothing, or a `key` without a colon in a flow map. */
  readonly node: Node | null;
  /** The value's range, or the key's when the value is empty. */
  readonly range: Range;
  readonly pair: Pair<Node | null, Node | null>;
}

/** Read-only helpers over YAML nodes that always know where things are in the text. */
export class Reader {
  constructor(readonly source: SourceText) {}

  rangeOf(node: Node | null | undefined, fallback: Range): Range {
    const r = node?.range;
    if (!r || r[1] <= r[0]) return fallback;
    return this.source.range(r[0], r[1]);
  }

  /** The entries of a mapping whose keys are plain scalars, in order. */
  entries(node: Node | null | undefined, fallback: Range): Entry[] {
    if (!isMap(node)) return [];
    const out: Entry[] = [];
    for (const pair of (node as YAMLMap<Node | null, Node | null>).items) {
      const key = pair.key;
      if (!isScalar(key) || key.value === null || typeof key.value === "object") continue;
      const keyRange = this.rangeOf(key, fallback);
      out.push({ key: String(key.value), keyRange, keyNode: key, node: pair.value, range: this.rangeOf(pair.value, keyRange), pair });
    }
    return out;
  }

  get(entries: readonly Entry[], key: string): Entry | undefined {
    return entries.find((e) => e.key === key);
  }

  string(node: Node | null | undefined): string | undefined {
    return isScalar(node) && typeof node.value === "string" ? node.value : undefined;
  }

  /** Text or a number written as text: rule numbers like 416.3 parse as floats. */
  text(node: Node | null | undefined): string | undefined {
    if (!isScalar(node)) return undefined;
    if (typeof node.value === "string") return node.value;
    if (typeof node.value === "number") return node.range ? this.source.text.slice(node.range[0], node.range[1]).trim() : String(node.value);
    return undefined;
  }

  integer(node: Node | null | undefined): number | undefined {
    return isScalar(node) && typeof node.value === "number" && Number.isInteger(node.value) ? node.value : undefined;
  }

  boolean(node: Node | null | undefined): boolean | undefined {
    return isScalar(node) && typeof node.value === "boolean" ? node.value : undefined;
  }

  items(node: Node | null | undefined): (Node | null)[] {
    return isSeq(node) ? (node.items as (Node | null)[]) : [];
  }

  isFlow(node: Node | null | undefined): boolean {
    return (isMap(node) || isSeq(node)) && node.flow === true;
  }
}
