import { isMap, isScalar, type Node } from "yaml";
import type { Range } from "../diagnostics/types.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import type { CardRefText } from "./types.js";

/** One item of a card list: its reference, its range, and the entries when it was a mapping. */
export interface CardItem {
  readonly ref: CardRefText;
  readonly range: Range;
  readonly entries: readonly Entry[];
}

/**
 * Reads a list whose items are a card (string) or a mapping with `card:` and properties, joining
 * names split by a flow comma (see CardRefReader).
 */
export function readCardItems(ctx: BuildContext, node: Node | null): CardItem[] {
  const items = ctx.reader.items(node);
  const flow = ctx.reader.isFlow(node);
  const out: CardItem[] = [];
  const fallback = ctx.reader.rangeOf(node, ctx.reader.source.range(0, 0));
  for (let i = 0; i < items.length; i++) {
    const item = items[i] ?? null;
    if (flow) {
      const joined = ctx.refs.joinAt(items, i);
      if (joined) {
        out.push({ ref: joined.ref, range: joined.ref.range, entries: [] });
        i += joined.parts - 1;
        continue;
      }
    }
    if (isScalar(item)) {
      const ref = ctx.refs.one(item, flow);
      if (ref) out.push({ ref, range: ref.range, entries: [] });
      continue;
    }
    if (isMap(item)) {
      const range = ctx.reader.rangeOf(item, fallback);
      const entries = ctx.reader.entries(item, range);
      const ref = ctx.refs.fromEntry(entries, "card", item.flow === true);
      if (ref) out.push({ ref, range, entries });
    }
  }
  return out;
}
