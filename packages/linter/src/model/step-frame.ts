import { isMap, type Node } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Range } from "../diagnostics/types.js";
import { readChoose } from "./choose.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import type { StepModelBase } from "./types.js";

/** What every step has before its kind is read. */
export type StepBase = Pick<StepModelBase, "index" | "range" | "head" | "values" | "choose">;

export type StepFrame<Kind extends string> =
  /** The step can't be read further: the model to use as it is (its problem is reported). */
  | { readonly done: StepBase & { readonly main: Range } }
  | { readonly done?: undefined; readonly base: StepBase; readonly entries: readonly Entry[]; readonly kind: Kind; readonly kindEntry: Entry; readonly flow: boolean };

/**
 * The game-independent part of reading one item of `steps:`: its range, its first key (where a
 * finding about the whole step goes), its values' ranges, its `choose:` answers, and exactly one
 * kind key among `kinds` — none is "does nothing", two is "does one thing".
 */
export function readStepFrame<Kind extends string>(ctx: BuildContext, node: Node | null, index: number, listRange: Range, kinds: readonly Kind[]): StepFrame<Kind> {
  const { reader } = ctx;
  const range = reader.rangeOf(node, listRange);
  const entries = reader.entries(node, range);
  const first = entries[0];
  const head = first ? reader.source.range(first.keyRange.startOffset, first.range.endOffset) : range;
  const values: Record<string, Range> = Object.fromEntries(entries.map((e) => [e.key, e.range]));
  const base: StepBase = { index, range, head, values, choose: readChoose(ctx, reader.get(entries, "choose")) };
  if (!isMap(node)) return { done: { ...base, main: range } }; // the structure check reported it
  const found = entries.filter((e) => (kinds as readonly string[]).includes(e.key));
  const kindEntry = found[0];
  if (!kindEntry) {
    ctx.out.push(syntax.create({ range: head, message: `Step ${index + 1} does nothing: give it one of ${kinds.join(", ")}.` }));
    return { done: { ...base, main: head } };
  }
  for (const extra of found.slice(1)) {
    ctx.out.push(syntax.create({ range: extra.keyRange, message: `A step does one thing: this one has both ${kindEntry.key} and ${extra.key}. Split it into two steps.` }));
  }
  return { base, entries, kind: kindEntry.key as Kind, kindEntry, flow: node.flow === true };
}

/** A value read from an entry, with the entry's range; undefined when absent or unreadable. */
export function located<T>(entry: Entry | undefined, read: (n: Node | null) => T | undefined): { value: T; range: Range } | undefined {
  if (!entry) return undefined;
  const value = read(entry.node);
  return value === undefined ? undefined : { value, range: entry.range };
}
