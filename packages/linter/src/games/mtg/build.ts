import { isMap, isScalar, isSeq, type Document, type Node } from "yaml";
import { unknownKey } from "../../diagnostics/scenario-unknown-key.js";
import type { Diagnostic, Range } from "../../diagnostics/types.js";
import type { BuiltScenario } from "../../game/module.js";
import { buildExpectWith, buildZoneExpect } from "../../model/build-expect.js";
import { readCardItems, type CardItem } from "../../model/card-items.js";
import type { BuildContext } from "../../model/context.js";
import type { Entry } from "../../model/reader.js";
import { buildScenarioFrame } from "../../model/scenario-frame.js";
import { readSetupCard } from "../../model/setup-card.js";
import { located, readStepFrame } from "../../model/step-frame.js";
import type { CustomCardModel } from "../../model/types.js";
import type { SourceText } from "../../text/source.js";
import type { MtgExpectCardModel, MtgExpectModel, MtgPlayerExpectModel, MtgPlayerModel, MtgScenarioModel, MtgSetupCardModel, MtgStepModel, MtgZoneExpectModel } from "./model.js";
import { MTG_SETUP_ZONES, MTG_STEP_KINDS, mtgStepOf, type MtgSetupZoneName, type MtgStepKind } from "./schema.js";

/** Which optional keys each step kind uses; any other is reported and ignored. */
const KEYS_OF: Readonly<Record<MtgStepKind, readonly string[]>> = {
  cycle: ["ability", "search", "x", "tap", "hold"],
  activate: ["ability", "search", "x", "tap", "hold"],
  cast: ["x", "tap", "hold"],
  play: [],
  pass: [],
  resolve: [],
  step: [],
};
/** Keys every step may have (player: is who acts; on resolve and step it means nothing). */
const COMMON = ["choose", "expect"];
const ACTOR_KINDS: readonly MtgStepKind[] = ["cycle", "activate", "cast", "play", "pass"];

/** The parsed document of a `game: mtg` file → the MTG scenario model: the shared frame, plus edition, turn number and step. */
export function buildMtgScenario(
  doc: Document,
  source: SourceText,
  isCardName: (text: string) => boolean,
  customCards: readonly CustomCardModel[],
  out: Diagnostic[],
): BuiltScenario<MtgScenarioModel> {
  const frame = buildScenarioFrame(doc, source, isCardName, customCards, out, {
    vocabulary: { game: "Magic", zones: MTG_SETUP_ZONES },
    player: buildPlayer,
    step: buildStep,
    expect: buildExpect,
  });
  const { reader, value } = frame;
  const model: MtgScenarioModel = {
    ...frame.base,
    edition: reader.string(value("edition")) === "seed" ? "seed" : "current",
    turnNumber: Math.max(1, reader.integer(value("turn-number")) ?? 1),
    step: mtgStepOf(reader.string(value("step"))) ?? "main1",
  };
  return { model, joined: frame.joined };
}

function buildPlayer(ctx: BuildContext, player: Entry): MtgPlayerModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const zones: Partial<Record<MtgSetupZoneName, readonly MtgSetupCardModel[]>> = {};
  for (const zone of MTG_SETUP_ZONES) {
    const entry = reader.get(entries, zone);
    if (entry) zones[zone] = readCardItems(ctx, entry.node).map((item) => setupCard(ctx, item));
  }
  const life = reader.integer(reader.get(entries, "life")?.node);
  const mana = located(reader.get(entries, "mana"), (n) => reader.string(n));
  return {
    id: player.key,
    keyRange: player.keyRange,
    zones,
    ...(life !== undefined ? { life } : {}),
    ...(mana ? { mana } : {}),
  };
}

function setupCard(ctx: BuildContext, item: CardItem): MtgSetupCardModel {
  const { reader } = ctx;
  const base = readSetupCard(ctx, item);
  const tapped = reader.boolean(reader.get(item.entries, "tapped")?.node);
  const damage = reader.integer(reader.get(item.entries, "damage")?.node);
  const countersEntry = reader.get(item.entries, "counters");
  const counters = countersEntry ? Object.fromEntries(readCounters(ctx, countersEntry).map((c) => [c.kind, c.value])) : undefined;
  return {
    ...base,
    ...(tapped !== undefined ? { tapped } : {}),
    ...(damage !== undefined && damage >= 0 ? { damage } : {}),
    ...(counters !== undefined ? { counters } : {}),
  };
}

function readCounters(ctx: BuildContext, entry: Entry): { kind: string; value: number; range: Range }[] {
  const out: { kind: string; value: number; range: Range }[] = [];
  for (const e of ctx.reader.entries(entry.node, entry.range)) {
    const value = ctx.reader.integer(e.node);
    if (value !== undefined && value >= 0) out.push({ kind: e.key.trim(), value, range: e.range });
  }
  return out;
}

function buildStep(ctx: BuildContext, node: Node | null, index: number, listRange: Range): MtgStepModel {
  const { reader } = ctx;
  // `- pass` and `- resolve`: the word alone is the step.
  if (isScalar(node) && (node.value === "pass" || node.value === "resolve")) {
    const range = reader.rangeOf(node, listRange);
    return { index, range, kind: node.value, head: range, main: range, values: {}, choose: [], ...(node.value === "resolve" ? { resolve: 1 } : {}) };
  }
  const frame = readStepFrame(ctx, node, index, listRange, MTG_STEP_KINDS);
  if (frame.done) return frame.done;
  const { base, entries, kind, kindEntry, flow } = frame;
  reportUnusedKeys(ctx, kind, entries);
  const get = (key: string): Entry | undefined => (KEYS_OF[kind].includes(key) ? reader.get(entries, key) : undefined);
  const playerEntry = ACTOR_KINDS.includes(kind) ? reader.get(entries, "player") : undefined;
  const player = located(playerEntry, (n) => reader.string(n)?.trim());
  const abilityEntry = get("ability");
  const ability = located(abilityEntry, (n) => reader.integer(n) ?? reader.string(n)?.trim());
  const searchEntry = get("search");
  const search = searchEntry ? ctx.refs.one(searchEntry.node, flow) : undefined;
  const x = located(get("x"), (n) => reader.integer(n));
  const tapEntry = get("tap");
  const hold = located(get("hold"), (n) => reader.boolean(n));
  const expectEntry = reader.get(entries, "expect");
  return {
    ...base,
    kind,
    main: kindEntry.range,
    ...kindValue(ctx, kind, entries, kindEntry, flow),
    ...(player && ctx.checkPlayer(player) ? { player } : {}),
    ...(ability ? { ability } : {}),
    ...(search ? { search } : {}),
    ...(x && x.value >= 0 ? { x } : {}),
    ...(tapEntry && isSeq(tapEntry.node) ? { tap: ctx.refs.list(tapEntry.node) } : {}),
    ...(hold ? { hold } : {}),
    ...(expectEntry && isMap(expectEntry.node) ? { expect: buildExpect(ctx, expectEntry.node, expectEntry.range) } : {}),
  };
}

/** A key the step's kind doesn't use: a warning, so a `search:` on a cast can't pass silently. */
function reportUnusedKeys(ctx: BuildContext, kind: MtgStepKind, entries: readonly Entry[]): void {
  const allowed = new Set([kind, ...KEYS_OF[kind], ...COMMON, ...(ACTOR_KINDS.includes(kind) ? ["player"] : [])]);
  const known = new Set<string>([...MTG_STEP_KINDS, "player", "ability", "search", "x", "tap", "hold", ...COMMON]);
  for (const e of entries) {
    // Unknown keys were reported by the structure check; a second kind by buildStep.
    if (allowed.has(e.key) || !known.has(e.key) || (MTG_STEP_KINDS as readonly string[]).includes(e.key)) continue;
    ctx.out.push(unknownKey.create({ range: e.keyRange, message: `"${e.key}" has no meaning on a ${kind} step; it is ignored.` }));
  }
}

function kindValue(ctx: BuildContext, kind: MtgStepKind, entries: readonly Entry[], entry: Entry, flow: boolean): Partial<MtgStepModel> {
  const { reader } = ctx;
  switch (kind) {
    case "cycle":
    case "activate":
    case "cast":
    case "play": {
      const target = ctx.refs.fromEntry(entries, kind, flow);
      return target ? { target } : {};
    }
    case "pass": {
      const who = reader.string(entry.node)?.trim();
      if (who === undefined || who === "") return {};
      const passer = { value: who, range: entry.range };
      ctx.checkPlayer(passer);
      return { passer };
    }
    case "resolve": {
      if (entry.node === null || (isScalar(entry.node) && entry.node.value === null)) return { resolve: 1 };
      const n = reader.integer(entry.node);
      if (n !== undefined && n >= 1) return { resolve: n };
      return reader.string(entry.node) === "all" ? { resolve: "all" } : {};
    }
    case "step": {
      const step = mtgStepOf(reader.string(entry.node));
      return step ? { step } : {};
    }
  }
}

/** An `expect:` mapping of an MTG file (a step's, or the top-level one about the final state). */
function buildExpect(ctx: BuildContext, node: Node | null, range: Range): MtgExpectModel {
  return buildExpectWith(ctx, node, range, buildPlayerExpect);
}

function buildPlayerExpect(ctx: BuildContext, player: Entry): MtgPlayerExpectModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const zones: MtgZoneExpectModel[] = [];
  for (const entry of entries) {
    if ((MTG_SETUP_ZONES as readonly string[]).includes(entry.key)) zones.push(buildZoneExpect(ctx, entry.key as MtgSetupZoneName, entry, entry.key === "library", expectCards));
  }
  const life = located(reader.get(entries, "life"), (n) => reader.integer(n));
  const mana = located(reader.get(entries, "mana"), (n) => reader.string(n));
  const lost = located(reader.get(entries, "lost"), (n) => reader.boolean(n));
  return { player: player.key, keyRange: player.keyRange, zones, ...(life ? { life } : {}), ...(mana ? { mana } : {}), ...(lost ? { lost } : {}) };
}

function expectCards(ctx: BuildContext, node: Node | null): MtgExpectCardModel[] {
  return readCardItems(ctx, node).map((item) => {
    const { reader } = ctx;
    const tapped = located(reader.get(item.entries, "tapped"), (n) => reader.boolean(n));
    const token = located(reader.get(item.entries, "token"), (n) => reader.boolean(n));
    const power = located(reader.get(item.entries, "power"), (n) => reader.integer(n));
    const toughness = located(reader.get(item.entries, "toughness"), (n) => reader.integer(n));
    const countersEntry = reader.get(item.entries, "counters");
    return {
      ref: item.ref,
      range: item.range,
      ...(tapped ? { tapped } : {}),
      ...(token ? { token } : {}),
      ...(power ? { power } : {}),
      ...(toughness ? { toughness } : {}),
      ...(countersEntry ? { counters: readCounters(ctx, countersEntry) } : {}),
    };
  });
}
