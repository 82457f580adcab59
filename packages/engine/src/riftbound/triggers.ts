import type { CardId, PlayerId } from "../kernel/types.js";
import type { TriggerCondition } from "./cards.js";
import { resolveEffects } from "./effects.js";
import type { Txn } from "./txn.js";

/** Board zones whose cards' triggered abilities are live. */
const LIVE_ZONES = ["base", "battlefield", "legend"] as const;

/** Resolves the triggered abilities of `cards` (or of everything `player` controls) that match. */
export function fireTriggers(txn: Txn, player: PlayerId, condition: TriggerCondition, only?: readonly CardId[]): void {
  const sources = only ?? LIVE_ZONES.flatMap((zone) => [...(txn.state.zones[player]?.[zone] ?? [])]);
  for (const id of sources) {
    const card = txn.state.cards[id];
    if (!card || card.controller !== player) continue;
    for (const ability of card.def.abilities) {
      if (ability.kind !== "triggered" || ability.trigger !== condition) continue;
      txn.emit({ type: "trigger", card: id, name: card.def.name, ability: ability.text });
      if (ability.optional && !txn.may(player, `use ${card.def.name}'s "${ability.text}"?`)) continue;
      resolveEffects(txn, player, id, ability.effect);
    }
  }
}

/**
 * "When you recycle one or more cards" (Karma, Channeler) sees only cards: runes and tokens are
 * not cards (052, 185), so recycling only those triggers nothing.
 */
export function fireRecycleTriggers(txn: Txn, player: PlayerId, recycled: readonly CardId[]): void {
  const cards = recycled.filter((id) => {
    const card = txn.state.cards[id];
    // A token has ceased to exist by now (186.1): absent from the registry, so it is no card either.
    return card !== undefined && card.def.type !== "rune" && !card.token;
  });
  if (cards.length > 0) fireTriggers(txn, player, "you-recycle-cards");
}
