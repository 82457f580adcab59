import { isMap, isSeq, type Node } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Range } from "../diagnostics/types.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import { located } from "./step-frame.js";
import type { ExpectCardBase, ExpectModelOf, Located, ZoneCheckKind, ZoneExpectModel } from "./types.js";

const CHECKS: readonly ZoneCheckKind[] = ["top", "bottom", "includes", "excludes"];
const RESERVED = ["illegal", "events"];

/**
 * The game-independent part of an `expect:` mapping: `illegal:`, `events:`, and one entry per
 * player key, which `buildPlayer` reads as its game's player expectation.
 */
export function buildExpectWith<P>(ctx: BuildContext, node: Node | null, range: Range, buildPlayer: (ctx: BuildContext, entry: Entry) => P): ExpectModelOf<P> {
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

/** The zones of a player's expectation, in the order written; `ordered` says which have a top and a bottom. */
export function readZoneExpects<Zone extends string, Card extends ExpectCardBase>(
  ctx: BuildContext,
  entries: readonly Entry[],
  zones: readonly Zone[],
  ordered: (zone: Zone) => boolean,
  readCards: (ctx: BuildContext, node: Node | null) => Card[],
): ZoneExpectModel<Zone, Card>[] {
  const out: ZoneExpectModel<Zone, Card>[] = [];
  for (const entry of entries) {
    const zone = zones.find((z) => z === entry.key);
    if (zone !== undefined) out.push(buildZoneExpect(ctx, zone, entry, ordered(zone), readCards));
  }
  return out;
}

/**
 * One zone of a player's expectation: a list (the whole zone) or a mapping of checks (top,
 * bottom, includes, excludes, count). Only an ordered zone has a top and a bottom.
 */
export function buildZoneExpect<Zone extends string, Card extends ExpectCardBase>(
  ctx: BuildContext,
  zone: Zone,
  entry: Entry,
  ordered: boolean,
  readCards: (ctx: BuildContext, node: Node | null) => Card[],
): ZoneExpectModel<Zone, Card> {
  const { reader } = ctx;
  const base = { zone, keyRange: entry.keyRange, range: entry.range };
  if (entry.node === null || isSeq(entry.node)) return { ...base, whole: readCards(ctx, entry.node), checks: [] };
  // Anything else that is not a mapping was reported by the structure check: nothing to compare.
  if (!isMap(entry.node)) return { ...base, checks: [] };
  const entries = reader.entries(entry.node, entry.range);
  const checks: ZoneExpectModel<Zone, Card>["checks"][number][] = [];
  for (const check of entries) {
    const kind = CHECKS.find((k) => k === check.key);
    if (!kind) continue;
    if ((kind === "top" || kind === "bottom") && !ordered) {
      ctx.out.push(syntax.create({ range: check.keyRange, message: `The ${zone} is not ordered, so it has no ${kind}: use includes: (or a list for the whole zone).` }));
      continue;
    }
    checks.push({ kind, cards: readCards(ctx, check.node), range: check.range });
  }
  const count = located(reader.get(entries, "count"), (n) => reader.integer(n));
  return { ...base, checks, ...(count ? { count } : {}) };
}
