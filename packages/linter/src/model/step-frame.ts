import { isMap, type Node } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Range } from "../diagnostics/types.js";
import { readChoose } from "./choose.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import type { ExpectModelOf, StepModelBase } from "./types.js";

/** What every step has before its kind's own keys are read. */
export type StepBase<PlayerExpect, Kind extends string> = Pick<StepModelBase<PlayerExpect, Kind>, "index" | "range" | "head" | "values" | "choose" | "expect" | "main" | "kind">;

export type StepFrame<Kind extends string, PlayerExpect> =
  /** The step can't be read further: the model to use as it is (its problem is reported). */
  | { readonly done: StepBase<PlayerExpect, Kind> }
  | { readonly done?: undefined; readonly base: StepBase<PlayerExpect, Kind> & { readonly kind: Kind }; readonly entries: readonly Entry[]; readonly kindEntry: Entry; readonly flow: boolean };

/**
 * The game-independent part of reading one item of `steps:`: its range, its first key (where a
 * finding about the whole step goes), its values' ranges, its `choose:` answers, its `expect:`,
 * and exactly one kind key among `kinds` — none is "does nothing", two is "does one thing".
 */
export function readStepFrame<Kind extends string, PlayerExpect>(
  ctx: BuildContext,
  node: Node | null,
  index: number,
  range: Range,
  kinds: readonly Kind[],
  expect: (node: Node | null, range: Range) => ExpectModelOf<PlayerExpect>,
): StepFrame<Kind, PlayerExpect> {
  const { reader } = ctx;
  const entries = reader.entries(node, range);
  const first = entries[0];
  const head = first ? reader.source.range(first.keyRange.startOffset, first.range.endOffset) : range;
  const values: Record<string, Range> = Object.fromEntries(entries.map((e) => [e.key, e.range]));
  const shared = { index, range, head, values, choose: readChoose(ctx, reader.get(entries, "choose")) };
  if (!isMap(node)) return { done: { ...shared, main: range } }; // the structure check reported it
  const found = entries.filter((e) => (kinds as readonly string[]).includes(e.key));
  const kindEntry = found[0];
  if (!kindEntry) {
    ctx.out.push(syntax.create({ range: head, message: `Step ${index + 1} does nothing: give it one of ${kinds.join(", ")}.` }));
    return { done: { ...shared, main: head } };
  }
  for (const extra of found.slice(1)) {
    ctx.out.push(syntax.create({ range: extra.keyRange, message: `A step does one thing: this one has both ${kindEntry.key} and ${extra.key}. Split it into two steps.` }));
  }
  const expectEntry = reader.get(entries, "expect");
  const base = {
    ...shared,
    kind: kindEntry.key as Kind,
    main: kindEntry.range,
    ...(expectEntry && isMap(expectEntry.node) ? { expect: expect(expectEntry.node, expectEntry.range) } : {}),
  };
  return { base, entries, kindEntry, flow: node.flow === true };
}

/** A value read from an entry, with the entry's range; undefined when absent or unreadable. */
export function located<T>(entry: Entry | undefined, read: (n: Node | null) => T | undefined): { value: T; range: Range } | undefined {
  if (!entry) return undefined;
  const value = read(entry.node);
  return value === undefined ? undefined : { value, range: entry.range };
}
