import { PHASES, type ChoiceAnswer, type Phase } from "@recycle-rules/engine";
import { isMap, isScalar, isSeq, type Node } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Range } from "../diagnostics/types.js";
import { buildExpect } from "./build-expect.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import { STEP_KINDS, type CardRefText, type Located, type StepKind, type StepModel, type ZoneText } from "./types.js";

/** `steps:` → one model per step. A step that can't be read still gets a model (with no kind). */
export function buildSteps(ctx: BuildContext, node: Node | null): StepModel[] {
  return ctx.reader.items(node).map((item, index) => buildStep(ctx, item, index, ctx.reader.rangeOf(node, ctx.reader.source.range(0, 0))));
}

function buildStep(ctx: BuildContext, node: Node | null, index: number, listRange: Range): StepModel {
  const { reader } = ctx;
  const range = reader.rangeOf(node, listRange);
  const entries = reader.entries(node, range);
  const first = entries[0];
  const head = first ? reader.source.range(first.keyRange.startOffset, first.range.endOffset) : range;
  const values: Record<string, Range> = Object.fromEntries(entries.map((e) => [e.key, e.range]));
  const kinds = entries.filter((e) => (STEP_KINDS as readonly string[]).includes(e.key));
  const flow = isMap(node) && node.flow === true;
  const base = { index, range, head, values, choose: readChoose(ctx, reader.get(entries, "choose")) };
  if (!isMap(node)) return { ...base, main: range }; // the structure check reported it
  const kindEntry = kinds[0];
  if (!kindEntry) {
    ctx.out.push(syntax.create({ range: head, message: `Step ${index + 1} does nothing: give it one of ${STEP_KINDS.join(", ")}.` }));
    return { ...base, main: head };
  }
  for (const extra of kinds.slice(1)) {
    ctx.out.push(
      syntax.create({ range: extra.keyRange, message: `A step does one thing: this one has both ${kindEntry.key} and ${extra.key}. Split it into two steps.` }),
    );
  }
  const kind = kindEntry.key as StepKind;
  const player = readPlayer(ctx, reader.get(entries, "player"));
  const ability = readAbility(ctx, reader.get(entries, "ability"));
  const from = readFrom(ctx, reader.get(entries, "from"));
  const toEntry = reader.get(entries, "to");
  const toText = reader.string(toEntry?.node);
  const to = toText !== undefined && toEntry ? ctx.zone(toText, toEntry.range) : undefined;
  const positionEntry = reader.get(entries, "position");
  const position = reader.string(positionEntry?.node);
  const orderEntry = reader.get(entries, "order");
  const expectEntry = reader.get(entries, "expect");
  return {
    ...base,
    kind,
    main: kindEntry.range,
    ...readKindValue(ctx, kind, entries, kindEntry, flow),
    ...(player ? { player } : {}),
    ...(ability ? { ability } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...((position === "top" || position === "bottom") && positionEntry ? { position: { value: position, range: positionEntry.range } } : {}),
    ...(orderEntry && isSeq(orderEntry.node) ? { order: ctx.refs.list(orderEntry.node) } : {}),
    ...(expectEntry && isMap(expectEntry.node) ? { expect: buildExpect(ctx, expectEntry.node, expectEntry.range) } : {}),
  };
}

function readKindValue(ctx: BuildContext, kind: StepKind, entries: readonly Entry[], entry: Entry, flow: boolean): Partial<StepModel> {
  const { reader } = ctx;
  switch (kind) {
    case "activate":
    case "play":
    case "conquer": {
      const target: CardRefText | undefined = ctx.refs.fromEntry(entries, kind, flow);
      return target ? { target } : {};
    }
    case "recycle": {
      const n = reader.integer(entry.node);
      if (n !== undefined) return { recycle: n };
      if (reader.string(entry.node) === "all") return { recycle: "all" };
      return isSeq(entry.node) ? { recycle: ctx.refs.list(entry.node) } : {};
    }
    case "phase": {
      const phase = reader.string(entry.node);
      return (PHASES as readonly string[]).includes(phase ?? "") ? { phase: phase as Phase } : {};
    }
    case "showdown": {
      const state = reader.string(entry.node);
      return state === "start" || state === "end" ? { showdown: state } : {};
    }
  }
}

function readPlayer(ctx: BuildContext, entry: Entry | undefined): Located<string> | undefined {
  const value = ctx.reader.string(entry?.node);
  if (value === undefined || !entry) return undefined;
  const player = { value: value.trim(), range: entry.range };
  return ctx.checkPlayer(player) ? player : undefined;
}

function readAbility(ctx: BuildContext, entry: Entry | undefined): Located<number | string> | undefined {
  if (!entry) return undefined;
  const value = ctx.reader.integer(entry.node) ?? ctx.reader.string(entry.node);
  return value === undefined ? undefined : { value, range: entry.range };
}

function readFrom(ctx: BuildContext, entry: Entry | undefined): ZoneText[] | undefined {
  if (!entry) return undefined;
  const nodes = isSeq(entry.node) ? ctx.reader.items(entry.node) : [entry.node];
  const out: ZoneText[] = [];
  for (const node of nodes) {
    const text = ctx.reader.string(node);
    const zone = text === undefined ? undefined : ctx.zone(text, ctx.reader.rangeOf(node, entry.range));
    if (zone) out.push(zone);
  }
  return out.length > 0 ? out : undefined;
}

/** `choose:` → answers with their ranges; card names split by a flow comma are joined. */
export function readChoose(ctx: BuildContext, entry: Entry | undefined): Located<ChoiceAnswer>[] {
  if (!entry) return [];
  const { reader } = ctx;
  const nodes = isSeq(entry.node) ? reader.items(entry.node) : [entry.node];
  const flow = reader.isFlow(entry.node);
  const out: Located<ChoiceAnswer>[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] ?? null;
    if (flow) {
      const joined = ctx.refs.joinAt(nodes, i);
      if (joined) {
        out.push({ value: joined.ref.text, range: joined.ref.range });
        i += joined.parts - 1;
        continue;
      }
    }
    if (isScalar(node) && (typeof node.value === "string" || typeof node.value === "number" || typeof node.value === "boolean")) {
      out.push({ value: typeof node.value === "string" ? node.value.trim() : node.value, range: reader.rangeOf(node, entry.range) });
    }
  }
  return out;
}
