import type { BuildContext } from "./context.js";
import type { CardItem } from "./card-items.js";
import type { SetupCardBase } from "./types.js";

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
