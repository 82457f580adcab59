import { isMap, isScalar, isSeq, type Node, type Scalar } from "yaml";
import type { Range } from "../diagnostics/types.js";
import type { Reader } from "./reader.js";
import type { CustomCardModel } from "./types.js";

/**
 * `cards:` → custom card inputs with the ranges of their fields. Read before anything else: the
 * rest of the file may refer to these names.
 */
export function buildCustomCards(reader: Reader, node: Node | null): CustomCardModel[] {
  const out: CustomCardModel[] = [];
  for (const item of reader.items(node)) {
    if (!isMap(item)) continue;
    const range = reader.rangeOf(item, reader.source.range(0, 0));
    const fields: Record<string, Range> = {};
    const scalars: Record<string, Scalar> = {};
    // Plain data built by hand rather than toJSON(): aliases are not followed, so no alias bomb.
    const input: Record<string, unknown> = {};
    for (const entry of reader.entries(item, range)) {
      fields[entry.key] = entry.range;
      if (isScalar(entry.node)) {
        scalars[entry.key] = entry.node;
        input[entry.key] = entry.node.value;
      } else if (isSeq(entry.node)) {
        input[entry.key] = entry.node.items.map((i) => (isScalar(i) ? i.value : null));
      }
    }
    const name = typeof input.name === "string" ? input.name.trim() : "";
    if (name !== "") out.push({ input, name, range, fields, scalars });
  }
  return out;
}
