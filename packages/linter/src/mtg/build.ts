import { isMap, isScalar, isSeq, type Document, type Node } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import { unknownKey } from "../diagnostics/scenario-unknown-key.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import { readCardItems, type CardItem } from "../model/card-items.js";
import { CardRefReader } from "../model/card-refs.js";
import { BuildContext } from "../model/context.js";
import { buildExpectWith } from "../model/build-expect.js";
import { readChoose } from "../model/build-steps.js";
import { Reader, type Entry } from "../model/reader.js";
import type { CustomCardModel, Located } from "../model/types.js";
import type { SourceText } from "../text/source.js";
import type {
  MtgExpectCardModel,
  MtgExpectModel,
  MtgPlayerExpectModel,
  MtgPlayerModel,
  MtgScenarioModel,
  MtgSetupCardModel,
  MtgStepModel,
  MtgZoneCheckKind,
  MtgZoneExpectModel,
} from "./model.js";
import { MTG_SETUP_ZONES, MTG_STEP_KINDS, mtgStepOf, type MtgSetupZoneName, type MtgStepKind } from "./schema.js";

const PLAYER = /^[A-Za-z0-9_-]+$/;
const CHECKS: readonly MtgZoneCheckKind[] = ["top", "bottom", "includes", "excludes"];

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

export interface BuiltMtgScenario {
  readonly model: MtgScenarioModel;
  readonly joined: readonly Range[];
}

/** The parsed document of a `game: mtg` file → the MTG scenario model. */
export function buildMtgScenario(
  doc: Document,
  source: SourceText,
  isCardName: (text: string) => boolean,
  customCards: readonly CustomCardModel[],
  out: Diagnostic[],
): BuiltMtgScenario {
  const reader = new Reader(source);
  const documentRange = source.range(0, source.text.length);
  const top = reader.entries(doc.contents as Node | null, documentRange);
  const value = (key: string): Node | null | undefined => reader.get(top, key)?.node;

  const playerEntries = reader.entries(reader.get(top, "players")?.node, documentRange).filter((e) => PLAYER.test(e.key));
  const turnEntry = reader.get(top, "turn");
  const turnText = reader.string(turnEntry?.node)?.trim();
  const declared = playerEntries.map((e) => e.key);
  const players = declared.length > 0 ? declared : [turnText ?? "A"];
  const refs = new CardRefReader(reader, isCardName, out);
  const ctx = new BuildContext(reader, refs, out, players);
  const turn: Located<string> | undefined = turnText !== undefined && turnEntry ? { value: turnText, range: turnEntry.range } : undefined;
  if (turn) ctx.checkPlayer(turn);

  const step = reader.string(value("step"));
  const title = reader.string(value("scenario"));
  const sourceText = reader.string(value("source"));
  const expectEntry = reader.get(top, "expect");
  const model: MtgScenarioModel = {
    ...(title !== undefined ? { title } : {}),
    ...(sourceText !== undefined ? { source: sourceText } : {}),
    rules: reader.items(value("rules")).map((n) => reader.text(n)).filter((r): r is string => r !== undefined),
    edition: reader.string(value("edition")) === "seed" ? "seed" : "current",
    seed: reader.integer(value("seed")) ?? 0,
    ...(turn && players.includes(turn.value) ? { turn } : {}),
    turnNumber: Math.max(1, reader.integer(value("turn-number")) ?? 1),
    step: mtgStepOf(step) ?? "main1",
    players: playerEntries.map((e) => buildPlayer(ctx, e)),
    customCards,
    steps: reader.items(value("steps") ?? null).map((item, index) => buildStep(ctx, item, index, reader.rangeOf(value("steps") ?? null, documentRange))),
    ...(expectEntry && expectEntry.node ? { expect: buildExpect(ctx, expectEntry.node, expectEntry.range) } : {}),
    documentRange,
  };
  return { model, joined: refs.joined };
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
  const manaEntry = reader.get(entries, "mana");
  const mana = reader.string(manaEntry?.node);
  return {
    id: player.key,
    keyRange: player.keyRange,
    zones,
    ...(life !== undefined ? { life } : {}),
    ...(mana !== undefined && manaEntry ? { mana: { value: mana, range: manaEntry.range } } : {}),
  };
}

function setupCard(ctx: BuildContext, item: CardItem): MtgSetupCardModel {
  const { reader } = ctx;
  const value = (key: string): Node | null | undefined => reader.get(item.entries, key)?.node;
  const id = reader.string(value("id"));
  const ownerEntry = reader.get(item.entries, "owner");
  const owner = reader.string(ownerEntry?.node);
  const ownerOk = owner !== undefined && ownerEntry !== undefined && ctx.checkPlayer({ value: owner, range: ownerEntry.range });
  const tapped = reader.boolean(value("tapped"));
  const token = reader.boolean(value("token"));
  const damage = reader.integer(value("damage"));
  const countersEntry = reader.get(item.entries, "counters");
  const counters = countersEntry ? readCounters(ctx, countersEntry).reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.kind]: c.value }), {}) : undefined;
  return {
    ref: item.ref,
    range: item.range,
    ...(id !== undefined ? { id: id.trim() } : {}),
    ...(tapped !== undefined ? { tapped } : {}),
    ...(token !== undefined ? { token } : {}),
    ...(damage !== undefined && damage >= 0 ? { damage } : {}),
    ...(counters !== undefined ? { counters } : {}),
    ...(ownerOk && ownerEntry ? { owner: { value: owner, range: ownerEntry.range } } : {}),
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
  const { reader, out } = ctx;
  const range = reader.rangeOf(node, listRange);
  // `- pass` and `- resolve`: the word alone is the step.
  if (isScalar(node) && (node.value === "pass" || node.value === "resolve")) {
    return { index, range, kind: node.value, head: range, main: range, values: {}, choose: [], ...(node.value === "resolve" ? { resolve: 1 } : {}) };
  }
  const entries = reader.entries(node, range);
  const first = entries[0];
  const head = first ? reader.source.range(first.keyRange.startOffset, first.range.endOffset) : range;
  const values: Record<string, Range> = Object.fromEntries(entries.map((e) => [e.key, e.range]));
  const base = { index, range, head, values, choose: readChoose(ctx, reader.get(entries, "choose")) };
  if (!isMap(node)) return { ...base, main: range }; // the structure check reported it
  const kinds = entries.filter((e) => (MTG_STEP_KINDS as readonly string[]).includes(e.key));
  const kindEntry = kinds[0];
  if (!kindEntry) {
    out.push(syntax.create({ range: head, message: `Step ${index + 1} does nothing: give it one of ${MTG_STEP_KINDS.join(", ")}.` }));
    return { ...base, main: head };
  }
  for (const extra of kinds.slice(1)) {
    out.push(syntax.create({ range: extra.keyRange, message: `A step does one thing: this one has both ${kindEntry.key} and ${extra.key}. Split it into two steps.` }));
  }
  const kind = kindEntry.key as MtgStepKind;
  reportUnusedKeys(ctx, kind, entries);
  const flow = node.flow === true;
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

function located<T>(entry: Entry | undefined, read: (n: Node | null) => T | undefined): Located<T> | undefined {
  if (!entry) return undefined;
  const value = read(entry.node);
  return value === undefined ? undefined : { value, range: entry.range };
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
    if ((MTG_SETUP_ZONES as readonly string[]).includes(entry.key)) zones.push(buildZoneExpect(ctx, entry.key as MtgSetupZoneName, entry));
  }
  const life = located(reader.get(entries, "life"), (n) => reader.integer(n));
  const mana = located(reader.get(entries, "mana"), (n) => reader.string(n));
  const lost = located(reader.get(entries, "lost"), (n) => reader.boolean(n));
  return { player: player.key, keyRange: player.keyRange, zones, ...(life ? { life } : {}), ...(mana ? { mana } : {}), ...(lost ? { lost } : {}) };
}

function buildZoneExpect(ctx: BuildContext, zone: MtgSetupZoneName, entry: Entry): MtgZoneExpectModel {
  const { reader } = ctx;
  const base = { zone, keyRange: entry.keyRange, range: entry.range };
  if (entry.node === null || isSeq(entry.node)) return { ...base, whole: expectCards(ctx, entry.node), checks: [] };
  if (!isMap(entry.node)) return { ...base, checks: [] };
  const entries = reader.entries(entry.node, entry.range);
  const checks: MtgZoneExpectModel["checks"][number][] = [];
  for (const check of entries) {
    const kind = CHECKS.find((k) => k === check.key);
    if (!kind) continue;
    if ((kind === "top" || kind === "bottom") && zone !== "library") {
      ctx.out.push(syntax.create({ range: check.keyRange, message: `The ${zone} is not ordered, so it has no ${kind}: use includes: (or a list for the whole zone).` }));
      continue;
    }
    checks.push({ kind, cards: expectCards(ctx, check.node), range: check.range });
  }
  const count = located(reader.get(entries, "count"), (n) => reader.integer(n));
  return { ...base, checks, ...(count ? { count } : {}) };
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
