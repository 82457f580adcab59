import { DOMAINS, RIFT_ZONES, type Domain, type RiftZone } from "@recycle-rules/engine";
import type { Node } from "yaml";
import { readCardItems, type CardItem } from "../../model/card-items.js";
import type { BuildContext } from "../../model/context.js";
import type { Entry } from "../../model/reader.js";
import { readSetupCard } from "../../model/setup-card.js";
import type { PlayerModel, SetupCardModel } from "./model.js";

/** One entry of `players:` → the player's zones as written, and the Rune Pool and points. */
export function buildPlayer(ctx: BuildContext, player: Entry): PlayerModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const zones: Partial<Record<RiftZone, readonly SetupCardModel[]>> = {};
  for (const zone of RIFT_ZONES) {
    const entry = reader.get(entries, zone);
    if (entry) zones[zone] = readCardItems(ctx, entry.node).map((item) => setupCard(ctx, item));
  }
  const energy = reader.integer(reader.get(entries, "energy")?.node);
  const points = reader.integer(reader.get(entries, "points")?.node);
  const powerEntry = reader.get(entries, "power");
  const power = powerEntry ? readPower(ctx, powerEntry.node) : undefined;
  return {
    id: player.key,
    keyRange: player.keyRange,
    zones,
    ...(energy !== undefined ? { energy } : {}),
    ...(points !== undefined ? { points } : {}),
    ...(power !== undefined ? { power } : {}),
  };
}

function setupCard(ctx: BuildContext, item: CardItem): SetupCardModel {
  const { reader } = ctx;
  const value = (key: string): Node | null | undefined => reader.get(item.entries, key)?.node;
  const exhausted = reader.boolean(value("exhausted"));
  const buffed = reader.boolean(value("buffed"));
  const mightThisTurn = reader.integer(value("might-this-turn"));
  return {
    ...readSetupCard(ctx, item),
    ...(exhausted !== undefined ? { exhausted } : {}),
    ...(buffed !== undefined ? { buffed } : {}),
    ...(mightThisTurn !== undefined ? { mightThisTurn } : {}),
  };
}

export function readPower(ctx: BuildContext, node: Node | null): Partial<Record<Domain, number>> {
  const out: Partial<Record<Domain, number>> = {};
  for (const entry of ctx.reader.entries(node, ctx.reader.source.range(0, 0))) {
    const amount = ctx.reader.integer(entry.node);
    if ((DOMAINS as readonly string[]).includes(entry.key) && amount !== undefined) out[entry.key as Domain] = amount;
  }
  return out;
}
