import { DOMAINS, RIFT_ZONES, type Domain, type RiftZone } from "@recycle-rules/engine";
import type { Node } from "yaml";
import { readCardItems } from "./card-items.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import type { PlayerModel, SetupCardModel } from "./types.js";

/** `players:` → one model per player, with each zone's cards as written. */
export function buildPlayers(ctx: BuildContext, entries: readonly Entry[]): PlayerModel[] {
  return entries.map((entry) => buildPlayer(ctx, entry));
}

function buildPlayer(ctx: BuildContext, player: Entry): PlayerModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const zones: Partial<Record<RiftZone, readonly SetupCardModel[]>> = {};
  for (const zone of RIFT_ZONES) {
    const entry = reader.get(entries, zone);
    if (entry) zones[zone] = readCardItems(ctx, entry.node).map((item) => setupCard(ctx, item.ref, item.range, item.entries));
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

function setupCard(ctx: BuildContext, ref: SetupCardModel["ref"], range: SetupCardModel["range"], entries: readonly Entry[]): SetupCardModel {
  const { reader } = ctx;
  const value = (key: string): Node | null | undefined => reader.get(entries, key)?.node;
  const id = reader.string(value("id"));
  const ownerEntry = reader.get(entries, "owner");
  const owner = reader.string(ownerEntry?.node);
  const ownerOk = owner !== undefined && ownerEntry !== undefined && ctx.checkPlayer({ value: owner, range: ownerEntry.range });
  const exhausted = reader.boolean(value("exhausted"));
  const token = reader.boolean(value("token"));
  const buffed = reader.boolean(value("buffed"));
  const mightThisTurn = reader.integer(value("might-this-turn"));
  return {
    ref,
    range,
    ...(id !== undefined ? { id: id.trim() } : {}),
    ...(exhausted !== undefined ? { exhausted } : {}),
    ...(token !== undefined ? { token } : {}),
    ...(buffed !== undefined ? { buffed } : {}),
    ...(mightThisTurn !== undefined ? { mightThisTurn } : {}),
    ...(ownerOk && ownerEntry ? { owner: { value: owner, range: ownerEntry.range } } : {}),
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
