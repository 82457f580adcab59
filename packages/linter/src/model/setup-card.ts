import { readCardItems, type CardItem } from "./card-items.js";
import type { BuildContext } from "./context.js";
import type { Entry } from "./reader.js";
import type { SetupCardBase } from "./types.js";

/** A player's zones as written: each of `zones` the player lists, its cards read by `readCard`. */
export function readSetupZones<Zone extends string, Card>(ctx: BuildContext, entries: readonly Entry[], zones: readonly Zone[], readCard: (ctx: BuildContext, item: CardItem) => Card): Partial<Record<Zone, readonly Card[]>> {
  const out: Partial<Record<Zone, readonly Card[]>> = {};
  for (const zone of zones) {
    const entry = ctx.reader.get(entries, zone);
    if (entry) out[zone] = readCardItems(ctx, entry.node).map((item) => readCard(ctx, item));
  }
  return out;
}

/**
 * What every game reads of a set-up card: the reference, `id:` (names this copy), `token:` and
 * `owner:` (a declared player). The game adds its own properties (exhausted, tapped, …).
 */
export function readSetupCard(ctx: BuildContext, item: CardItem): SetupCardBase {
  const { reader } = ctx;
  const id = reader.string(reader.get(item.entries, "id")?.node);
  const ownerEntry = reader.get(item.entries, "owner");
  const owner = reader.string(ownerEntry?.node);
  const ownerOk = owner !== undefined && ownerEntry !== undefined && ctx.checkPlayer({ value: owner, range: ownerEntry.range });
  const token = reader.boolean(reader.get(item.entries, "token")?.node);
  return {
    ref: item.ref,
    range: item.range,
    ...(id !== undefined ? { id: id.trim() } : {}),
    ...(token !== undefined ? { token } : {}),
    ...(ownerOk && ownerEntry ? { owner: { value: owner, range: ownerEntry.range } } : {}),
  };
}
