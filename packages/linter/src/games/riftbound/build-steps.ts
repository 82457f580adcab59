import { PHASES, type Phase } from "@recycle-rules/engine";
import { isMap, isSeq, type Node } from "yaml";
import type { Range } from "../../diagnostics/types.js";
import type { BuildContext } from "../../model/context.js";
import type { Entry } from "../../model/reader.js";
import { located, readStepFrame } from "../../model/step-frame.js";
import type { CardRefText } from "../../model/types.js";
import { buildExpect } from "./build-expect.js";
import { STEP_KINDS, type StepKind, type StepModel, type ZoneText } from "./model.js";

/** One item of `steps:` → its model. A step that can't be read still gets a model (with no kind). */
export function buildStep(ctx: BuildContext, node: Node | null, index: number, listRange: Range): StepModel {
  const frame = readStepFrame(ctx, node, index, listRange, STEP_KINDS);
  if (frame.done) return frame.done;
  const { reader } = ctx;
  const { base, entries, kind, kindEntry, flow } = frame;
  const player = readPlayer(ctx, reader.get(entries, "player"));
  const ability = located(reader.get(entries, "ability"), (n) => reader.integer(n) ?? reader.string(n));
  const from = readFrom(ctx, reader.get(entries, "from"));
  const toEntry = reader.get(entries, "to");
  const toText = reader.string(toEntry?.node);
  const to = toText !== undefined && toEntry ? (ctx.zone(toText, toEntry.range) as ZoneText | undefined) : undefined;
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

function readPlayer(ctx: BuildContext, entry: Entry | undefined): { value: string; range: Range } | undefined {
  const value = ctx.reader.string(entry?.node);
  if (value === undefined || !entry) return undefined;
  const player = { value: value.trim(), range: entry.range };
  return ctx.checkPlayer(player) ? player : undefined;
}

function readFrom(ctx: BuildContext, entry: Entry | undefined): ZoneText[] | undefined {
  if (!entry) return undefined;
  const nodes = isSeq(entry.node) ? ctx.reader.items(entry.node) : [entry.node];
  const out: ZoneText[] = [];
  for (const node of nodes) {
    const text = ctx.reader.string(node);
    const zone = text === undefined ? undefined : (ctx.zone(text, ctx.reader.rangeOf(node, entry.range)) as ZoneText | undefined);
    if (zone) out.push(zone);
  }
  return out.length > 0 ? out : undefined;
}
