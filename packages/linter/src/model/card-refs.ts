import { isScalar, type Node, type Scalar } from "yaml";
import { splitCardName } from "../diagnostics/scenario-split-card-name.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { Entry, Reader } from "./reader.js";
import type { CardRefText } from "./types.js";

/** The longest run of flow items that can be one card name ("Dr. Mundo, Expert" has one comma; allow two). */
const MAX_PARTS = 3;

/**
 * Reads card references, and notices the one YAML trap card names fall into: a comma inside a
 * flow collection separates items, so `[Vi, Destructive]` is two strings and
 * `{ card: Vi, Destructive }` is a key "Destructive" with no value. When adjacent pieces joined
 * with ", " name a known card, this reports it (with a fix that quotes the name) and carries on
 * with the joined name, so one typo doesn't cascade into unknown-card errors downstream.
 */
export class CardRefReader {
  /** Ranges that were joined: other findings inside them are consequences, not causes. */
  readonly joined: Range[] = [];

  constructor(
    private readonly reader: Reader,
    private readonly isCardName: (text: string) => boolean,
    private readonly out: Diagnostic[],
  ) {}

  one(node: Node | null, inFlow: boolean): CardRefText | undefined {
    const text = this.reader.string(node);
    if (text === undefined || !node?.range) return undefined;
    return { text: text.trim(), range: this.reader.rangeOf(node, this.reader.source.range(0, 0)), inFlow };
  }

  /** A list of card references; a flow list is checked for names split at a comma. */
  list(node: Node | null): CardRefText[] {
    const items = this.reader.items(node);
    const flow = this.reader.isFlow(node);
    const out: CardRefText[] = [];
    for (let i = 0; i < items.length; i++) {
      if (flow) {
        const joined = this.joinAt(items, i);
        if (joined) {
          out.push(joined.ref);
          i += joined.parts - 1;
          continue;
        }
      }
      const ref = this.one(items[i] ?? null, flow);
      if (ref) out.push(ref);
    }
    return out;
  }

  /**
   * The card reference under `key` of a mapping, joining the following value-less keys of a flow
   * mapping when that makes a known card name.
   */
  fromEntry(entries: readonly Entry[], key: string, inFlowMap: boolean): CardRefText | undefined {
    const at = entries.findIndex((e) => e.key === key);
    const entry = entries[at];
    if (!entry) return undefined;
    const first = this.one(entry.node, inFlowMap);
    if (!first || !inFlowMap || !isPlain(entry.node)) return first;
    const pieces = [first.text];
    let end = first.range.endOffset;
    let best: { text: string; end: number } | undefined;
    for (let j = at + 1; j < entries.length && pieces.length < MAX_PARTS; j++) {
      const next = entries[j];
      if (!next || next.pair.value !== null || next.keyNode.type !== "PLAIN") break;
      pieces.push(next.key.trim());
      end = next.keyRange.endOffset;
      const text = pieces.join(", ");
      if (this.isCardName(text)) best = { text, end };
    }
    if (!best || this.isCardName(first.text)) return first;
    return this.report(first.range.startOffset, best.end, best.text);
  }

  /** A card name split over flow items start, start+1, …: the joined reference and how many items it used. */
  joinAt(items: readonly (Node | null)[], start: number): { ref: CardRefText; parts: number } | undefined {
    const first = items[start] ?? null;
    if (!isPlain(first) || this.isCardName(String((first as Scalar).value))) return undefined;
    let found: { parts: number; text: string } | undefined;
    const pieces: string[] = [];
    for (let k = start; k < items.length && k - start < MAX_PARTS; k++) {
      const item = items[k] ?? null;
      if (!isPlain(item)) break;
      pieces.push(String((item as Scalar).value).trim());
      if (pieces.length >= 2 && this.isCardName(pieces.join(", "))) found = { parts: pieces.length, text: pieces.join(", ") };
    }
    if (!found) return undefined;
    const last = items[start + found.parts - 1];
    const startOffset = first?.range?.[0] ?? 0;
    const endOffset = last?.range?.[1] ?? startOffset;
    return { ref: this.report(startOffset, endOffset, found.text), parts: found.parts };
  }

  private report(start: number, end: number, text: string): CardRefText {
    const range = this.reader.source.range(start, end);
    this.joined.push(range);
    const quoted = JSON.stringify(text);
    this.out.push(
      splitCardName.create({
        range,
        message: `In a YAML flow collection the comma splits "${text}" into separate pieces. Quote the name: ${quoted}.`,
        // Safe: the joined pieces are a known card name, so quoting them only says what the author meant.
        fixes: [{ title: `Quote ${quoted}`, edits: [{ range, newText: quoted }], safe: true }],
      }),
    );
    return { text, range, inFlow: true };
  }
}

function isPlain(node: Node | null | undefined): boolean {
  return isScalar(node) && node.type === "PLAIN" && typeof node.value === "string";
}
