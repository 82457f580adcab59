import { DOMAINS, RIFT_ZONES, type Domain, type RiftZone } from "@recycle-rules/engine";
import { isMap, isSeq, type Node } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Range } from "../diagnostics/types.js";
import { readCardItems, type CardItem } from "./card-items.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import type { ExpectCardModel, ExpectModel, Located, PlayerExpectModel, ZoneCheckKind, ZoneExpectModel } from "./types.js";

const ORDERED: readonly RiftZone[] = ["main-deck", "rune-deck"];
const CHECKS: readonly ZoneCheckKind[] = ["top", "bottom", "includes", "excludes"];
const RESERVED = ["illegal", "events"];

/** An `expect:` mapping (a step's, or the top-level one about the final state). */
export function buildExpect(ctx: BuildContext, node: Node | null, range: Range): ExpectModel {
  return buildExpectWith(ctx, node, range, buildPlayerExpect);
}

/**
 * The game-independent part of an `expect:` mapping: `illegal:`, `events:`, and one entry per
 * player key, which `buildPlayer` reads as its game's player expectation. Both games use it.
 */
export function buildExpectWith<P>(
  ctx: BuildContext,
  node: Node | null,
  range: Range,
  buildPlayer: (ctx: BuildContext, entry: Entry) => P,
): { range: Range; illegal?: Located<string>; events: Located<string>[]; players: P[] } {
  const { reader } = ctx;
  const entries = reader.entries(node, range);
  const illegalEntry = reader.get(entries, "illegal");
  const illegal = reader.text(illegalEntry?.node);
  const events: Located<string>[] = [];
  for (const item of reader.items(reader.get(entries, "events")?.node)) {
    const text = reader.text(item);
    if (text !== undefined) events.push({ value: text, range: reader.rangeOf(item, range) });
  }
  const players: P[] = [];
  for (const entry of entries) {
    if (RESERVED.includes(entry.key) || !/^[A-Za-z0-9_-]+$/.test(entry.key)) continue;
    if (!ctx.checkPlayer({ value: entry.key, range: entry.keyRange })) continue;
    players.push(buildPlayer(ctx, entry));
  }
  return {
    range,
    ...(illegal !== undefined && illegalEntry ? { illegal: { value: illegal.trim(), range: illegalEntry.range } } : {}),
    events,
    players,
  };
}

function buildPlayerExpect(ctx: BuildContext, player: Entry): PlayerExpectModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const zones: ZoneExpectModel[] = [];
  for (const entry of entries) {
    if ((RIFT_ZONES as readonly string[]).includes(entry.key)) zones.push(buildZoneExpect(ctx, entry.key as RiftZone, entry));
  }
  const located = (key: string): Located<number> | undefined => {
    const entry = reader.get(entries, key);
    const value = reader.integer(entry?.node);
    return entry && value !== undefined ? { value, range: entry.range } : undefined;
  };
  const power: { domain: Domain; value: number; range: Range }[] = [];
  const powerEntry = reader.get(entries, "power");
  for (const entry of reader.entries(powerEntry?.node, player.range)) {
    const value = reader.integer(entry.node);
    if ((DOMAINS as readonly string[]).includes(entry.key) && value !== undefined) power.push({ domain: entry.key as Domain, value, range: entry.range });
  }
  const energy = located("energy");
  const points = located("points");
  return {
    player: player.key,
    keyRange: player.keyRange,
    zones,
    power,
    ...(energy ? { energy } : {}),
    ...(points ? { points } : {}),
  };
}

function buildZoneExpect(ctx: BuildContext, zone: RiftZone, entry: Entry): ZoneExpectModel {
  const { reader } = ctx;
  const base = { zone, keyRange: entry.keyRange, range: entry.range };
  if (entry.node === null || isSeq(entry.node)) return { ...base, whole: expectCards(ctx, entry.node), checks: [] };
  // Anything else that is not a mapping was reported by the structure check: nothing to compare.
  if (!isMap(entry.node)) return { ...base, checks: [] };
  const entries = reader.entries(entry.node, entry.range);
  const checks: ZoneExpectModel["checks"][number][] = [];
  for (const check of entries) {
    const kind = CHECKS.find((k) => k === check.key);
    if (!kind) continue;
    if ((kind === "top" || kind === "bottom") && !ORDERED.includes(zone)) {
      ctx.out.push(
        syntax.create({ range: check.keyRange, message: `The ${zone} is not ordered, so it has no ${kind}: use includes: (or a list for the whole zone).` }),
      );
      continue;
    }
    checks.push({ kind, cards: expectCards(ctx, check.node), range: check.range });
  }
  const countEntry = reader.get(entries, "count");
  const count = reader.integer(countEntry?.node);
  return { ...base, checks, ...(count !== undefined && countEntry ? { count: { value: count, range: countEntry.range } } : {}) };
}

function expectCards(ctx: BuildContext, node: Node | null): ExpectCardModel[] {
  return readCardItems(ctx, node).map((item) => expectCard(ctx, item));
}

function expectCard(ctx: BuildContext, item: CardItem): ExpectCardModel {
  const { reader } = ctx;
  const located = <T>(key: string, read: (n: Node | null) => T | undefined): Located<T> | undefined => {
    const entry = reader.get(item.entries, key);
    const value = entry ? read(entry.node) : undefined;
    return entry && value !== undefined ? { value, range: entry.range } : undefined;
  };
  const might = located("might", (n) => reader.integer(n));
  const exhausted = located("exhausted", (n) => reader.boolean(n));
  const buffed = located("buffed", (n) => reader.boolean(n));
  return { ref: item.ref, range: item.range, ...(might ? { might } : {}), ...(exhausted ? { exhausted } : {}), ...(buffed ? { buffed } : {}) };
}
