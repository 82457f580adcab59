import { DOMAINS, RIFT_ZONES, type Domain, type RiftZone } from "@recycle-rules/engine";
import type { Node } from "yaml";
import type { Range } from "../../diagnostics/types.js";
import { buildExpectWith, buildZoneExpect } from "../../model/build-expect.js";
import { readCardItems } from "../../model/card-items.js";
import type { BuildContext } from "../../model/context.js";
import type { Entry } from "../../model/reader.js";
import { located } from "../../model/step-frame.js";
import type { ExpectCardModel, ExpectModel, PlayerExpectModel, ZoneExpectModel } from "./model.js";

/** Decks are ordered (top to bottom); every other zone is a set. */
const ORDERED: readonly RiftZone[] = ["main-deck", "rune-deck"];

/** An `expect:` mapping of a Riftbound file (a step's, or the top-level one about the final state). */
export function buildExpect(ctx: BuildContext, node: Node | null, range: Range): ExpectModel {
  return buildExpectWith(ctx, node, range, buildPlayerExpect);
}

function buildPlayerExpect(ctx: BuildContext, player: Entry): PlayerExpectModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const zones: ZoneExpectModel[] = [];
  for (const entry of entries) {
    if ((RIFT_ZONES as readonly string[]).includes(entry.key)) {
      const zone = entry.key as RiftZone;
      zones.push(buildZoneExpect(ctx, zone, entry, ORDERED.includes(zone), expectCards));
    }
  }
  const power: { domain: Domain; value: number; range: Range }[] = [];
  const powerEntry = reader.get(entries, "power");
  for (const entry of reader.entries(powerEntry?.node, player.range)) {
    const value = reader.integer(entry.node);
    if ((DOMAINS as readonly string[]).includes(entry.key) && value !== undefined) power.push({ domain: entry.key as Domain, value, range: entry.range });
  }
  const energy = located(reader.get(entries, "energy"), (n) => reader.integer(n));
  const points = located(reader.get(entries, "points"), (n) => reader.integer(n));
  return {
    player: player.key,
    keyRange: player.keyRange,
    zones,
    power,
    ...(energy ? { energy } : {}),
    ...(points ? { points } : {}),
  };
}

function expectCards(ctx: BuildContext, node: Node | null): ExpectCardModel[] {
  const { reader } = ctx;
  return readCardItems(ctx, node).map((item) => {
    const might = located(reader.get(item.entries, "might"), (n) => reader.integer(n));
    const exhausted = located(reader.get(item.entries, "exhausted"), (n) => reader.boolean(n));
    const buffed = located(reader.get(item.entries, "buffed"), (n) => reader.boolean(n));
    return { ref: item.ref, range: item.range, ...(might ? { might } : {}), ...(exhausted ? { exhausted } : {}), ...(buffed ? { buffed } : {}) };
  });
}
