import type { MtgEdition, MtgStep } from "@recycle-rules/engine";
import { isScalar, isSeq, type Node } from "yaml";
import { unknownKey } from "../../diagnostics/scenario-unknown-key.js";
import type { Range } from "../../diagnostics/types.js";
import { readZoneExpects } from "../../model/build-expect.js";
import { readCardItems, type CardItem } from "../../model/card-items.js";
import type { BuildContext } from "../../model/context.js";
import type { Entry } from "../../model/reader.js";
import type { ScenarioParts } from "../../model/scenario-frame.js";
import { readSetupCard, readSetupZones } from "../../model/setup-card.js";
import { located, type StepBase } from "../../model/step-frame.js";
import { checkedChosenColor } from "./chosen-color.js";
import type { MtgBlockModel, MtgExpectCardModel, MtgPlayerExpectModel, MtgPlayerModel, MtgSetupCardModel, MtgStepModel } from "./model.js";
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
  attack: ["defender"],
  block: [],
  "opening-hands": [],
};
/** Keys every step may have (player: is who acts; on resolve and step it means nothing). */
const COMMON = ["choose", "expect"];
const ACTOR_KINDS: readonly MtgStepKind[] = ["cycle", "activate", "cast", "play", "pass"];

/**
 * How a `game: mtg` scenario reads beyond the shared frame (model/scenario-frame.ts): libraries,
 * life and floating mana, the steps (cycle, activate, cast, play, pass, resolve, step, attack,
 * block, opening-hands; `- pass`, `- resolve` and `- opening-hands` alone), tapped permanents and counters in expectations, and the top-level
 * `edition:`, `turn-number:` and `step:`.
 */
export const mtgScenarioParts: ScenarioParts<MtgSetupZoneName, MtgStepKind, MtgStepModel, MtgPlayerExpectModel, MtgPlayerModel, { edition: MtgEdition; turnNumber: number; step: MtgStep }> = {
  vocabulary: { game: "Magic", zones: MTG_SETUP_ZONES },
  stepKinds: MTG_STEP_KINDS,
  player: (ctx, player) => {
    const { reader } = ctx;
    const entries = reader.entries(player.node, player.range);
    const life = reader.integer(reader.get(entries, "life")?.node);
    const mana = located(reader.get(entries, "mana"), (n) => reader.string(n));
    const energy = located(reader.get(entries, "energy"), (n) => reader.integer(n));
    return {
      id: player.key,
      keyRange: player.keyRange,
      zones: readSetupZones(ctx, entries, MTG_SETUP_ZONES, setupCard),
      ...(life !== undefined ? { life } : {}),
      ...(mana ? { mana } : {}),
      // A negative count is the schema's error (minimum 0): left out, as a negative damage is.
      ...(energy && energy.value >= 0 ? { energy } : {}),
    };
  },
  playerExpect: buildPlayerExpect,
  // `- pass`, `- resolve` and `- opening-hands`: the word alone is the step.
  shorthand: (_ctx, node, index, range) =>
    isScalar(node) && (node.value === "pass" || node.value === "resolve" || node.value === "opening-hands")
      ? { index, range, kind: node.value, head: range, main: range, values: {}, choose: [], ...(node.value === "resolve" ? { resolve: 1 } : {}) }
      : undefined,
  step: buildStep,
  extra: (reader, value) => ({
    edition: reader.string(value("edition")) === "seed" ? "seed" : "current",
    turnNumber: Math.max(1, reader.integer(value("turn-number")) ?? 1),
    step: mtgStepOf(reader.string(value("step"))) ?? "main1",
  }),
};

function setupCard(ctx: BuildContext, item: CardItem): MtgSetupCardModel {
  const { reader } = ctx;
  const base = readSetupCard(ctx, item);
  const tapped = reader.boolean(reader.get(item.entries, "tapped")?.node);
  const damage = reader.integer(reader.get(item.entries, "damage")?.node);
  const countersEntry = reader.get(item.entries, "counters");
  const counters = countersEntry ? Object.fromEntries(readCounters(ctx, countersEntry).map((c) => [c.kind, c.value])) : undefined;
  const chosenColor = checkedChosenColor(located(reader.get(item.entries, "chosen-color"), (n) => reader.string(n)), false, ctx.out);
  return {
    ...base,
    ...(chosenColor ? { chosenColor } : {}),
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

function buildStep(ctx: BuildContext, { base, entries, kindEntry, flow }: { base: StepBase<MtgPlayerExpectModel, MtgStepKind> & { kind: MtgStepKind }; entries: readonly Entry[]; kindEntry: Entry; flow: boolean }): MtgStepModel {
  const { reader } = ctx;
  const { kind } = base;
  reportUnusedKeys(ctx, kind, entries);
  const get = (key: string): Entry | undefined => (KEYS_OF[kind].includes(key) ? reader.get(entries, key) : undefined);
  const playerEntry = ACTOR_KINDS.includes(kind) ? reader.get(entries, "player") : undefined;
  const player = located(playerEntry, (n) => reader.string(n)?.trim());
  const ability = located(get("ability"), (n) => reader.integer(n) ?? reader.string(n)?.trim());
  const searchEntry = get("search");
  const search = searchEntry ? ctx.refs.one(searchEntry.node, flow) : undefined;
  const x = located(get("x"), (n) => reader.integer(n));
  const tapEntry = get("tap");
  const hold = located(get("hold"), (n) => reader.boolean(n));
  const defender = located(get("defender"), (n) => reader.string(n)?.trim());
  return {
    ...base,
    ...kindValue(ctx, kind, entries, kindEntry, flow),
    ...(player && ctx.checkPlayer(player) ? { player } : {}),
    ...(ability ? { ability } : {}),
    ...(search ? { search } : {}),
    ...(x && x.value >= 0 ? { x } : {}),
    ...(tapEntry && isSeq(tapEntry.node) ? { tap: ctx.refs.list(tapEntry.node) } : {}),
    ...(hold ? { hold } : {}),
    ...(defender && ctx.checkPlayer(defender) ? { defender } : {}),
  };
}

/** A key the step's kind doesn't use: a warning, so a `search:` on a cast can't pass silently. */
function reportUnusedKeys(ctx: BuildContext, kind: MtgStepKind, entries: readonly Entry[]): void {
  const allowed = new Set([kind, ...KEYS_OF[kind], ...COMMON, ...(ACTOR_KINDS.includes(kind) ? ["player"] : [])]);
  const known = new Set<string>([...MTG_STEP_KINDS, "player", "ability", "search", "x", "tap", "hold", "defender", ...COMMON]);
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
    case "attack": {
      const one = isSeq(entry.node) ? undefined : ctx.refs.one(entry.node, flow);
      return { attackers: isSeq(entry.node) ? ctx.refs.list(entry.node) : one ? [one] : [] };
    }
    case "block":
      return { blocks: reader.items(entry.node).map((item) => readBlock(ctx, item, entry.range)) };
    case "opening-hands":
      return {};
  }
}

/** One `{ blocker, attacker }` of a block step. */
function readBlock(ctx: BuildContext, item: Node | null, fallback: Range): MtgBlockModel {
  const range = ctx.reader.rangeOf(item, fallback);
  const entries = ctx.reader.entries(item, range);
  const flow = ctx.reader.isFlow(item);
  const blocker = ctx.refs.fromEntry(entries, "blocker", flow);
  const attacker = ctx.refs.fromEntry(entries, "attacker", flow);
  return { range, ...(blocker ? { blocker } : {}), ...(attacker ? { attacker } : {}) };
}

function buildPlayerExpect(ctx: BuildContext, player: Entry): MtgPlayerExpectModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const zones = readZoneExpects(ctx, entries, MTG_SETUP_ZONES, (zone) => zone === "library", expectCards);
  const life = located(reader.get(entries, "life"), (n) => reader.integer(n));
  const mana = located(reader.get(entries, "mana"), (n) => reader.string(n));
  const lost = located(reader.get(entries, "lost"), (n) => reader.boolean(n));
  const energy = located(reader.get(entries, "energy"), (n) => reader.integer(n));
  return { player: player.key, keyRange: player.keyRange, zones, ...(life ? { life } : {}), ...(mana ? { mana } : {}), ...(lost ? { lost } : {}), ...(energy ? { energy } : {}) };
}

function expectCards(ctx: BuildContext, node: Node | null): MtgExpectCardModel[] {
  return readCardItems(ctx, node).map((item) => {
    const { reader } = ctx;
    const tapped = located(reader.get(item.entries, "tapped"), (n) => reader.boolean(n));
    const token = located(reader.get(item.entries, "token"), (n) => reader.boolean(n));
    const power = located(reader.get(item.entries, "power"), (n) => reader.integer(n));
    const toughness = located(reader.get(item.entries, "toughness"), (n) => reader.integer(n));
    const countersEntry = reader.get(item.entries, "counters");
    const words = (key: string) => located(reader.get(item.entries, key), (n) => reader.items(n).flatMap((k) => reader.string(k) ?? []));
    const keywords = words("keywords");
    const types = words("types");
    const colors = words("colors");
    const chosenColor = checkedChosenColor(located(reader.get(item.entries, "chosen-color"), (n) => reader.string(n)), true, ctx.out);
    return {
      ref: item.ref,
      range: item.range,
      ...(tapped ? { tapped } : {}),
      ...(token ? { token } : {}),
      ...(power ? { power } : {}),
      ...(toughness ? { toughness } : {}),
      ...(countersEntry ? { counters: readCounters(ctx, countersEntry) } : {}),
      ...(keywords ? { keywords } : {}),
      ...(types ? { types } : {}),
      ...(colors ? { colors } : {}),
      ...(chosenColor ? { chosenColor } : {}),
    };
  });
}
