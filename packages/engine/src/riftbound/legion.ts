import type { CardId, PlayerId } from "../kernel/types.js";
import { describeCost } from "./flow.js";
import { recordPlayedType } from "./played-this-turn.js";
import type { PendingPlay } from "./pending.js";
import type { RiftCard } from "./state.js";
import type { Txn } from "./txn.js";

/**
 * [Legion]: "Get the effect if you've played another card this turn" (the keyword's reminder text,
 * all the card data gives; the transcript cites it as "Legion").
 */
export const LEGION_RULE = "Legion";

/** Counts a card played (a token is no card, 185, so it doesn't count), for [Legion] and for what types were played this turn. */
export function countPlayedCard(txn: Txn, player: PlayerId, card: RiftCard): void {
  if (card.token) return;
  const before = txn.state.cardsPlayedThisTurn?.[player] ?? 0;
  txn.state = { ...txn.state, cardsPlayedThisTurn: { ...txn.state.cardsPlayedThisTurn, [player]: before + 1 } };
  recordPlayedType(txn, player, card.def.type);
}

/** Has `player` played a card this turn? Asked before the card with [Legion] is itself played, so any card counted is another. */
function playedAnotherCard(txn: Txn, player: PlayerId): boolean {
  return (txn.state.cardsPlayedThisTurn?.[player] ?? 0) > 0;
}

/**
 * Undying Legion: "[Legion][>] You may play me from your trash for [3][R]". From its player's own
 * trash it is played for that cost, in place of its own (356.1: an alternative cost), when they
 * have played another card this turn; otherwise the play is refused citing [Legion]. Undefined
 * for a card with no such permission, so the caller refuses the play from the trash (419.1.a).
 */
export function selfPlayFromTrash(txn: Txn, player: PlayerId, id: CardId): PendingPlay | undefined {
  const card = txn.card(id);
  for (const ability of card.def.abilities) {
    if (ability.kind !== "static" || ability.effect.kind !== "play-self-from-trash") continue;
    const { cost } = ability.effect;
    if (!playedAnotherCard(txn, player)) {
      txn.refuse(
        "timing",
        LEGION_RULE,
        `${card.def.name} may be played from the trash only with [Legion], if ${player} has played another card this turn, and ${player} has played none.`,
        { part: "card" },
      );
    }
    txn.emit({ type: "note", text: `${player} has played another card this turn ([Legion]): ${card.def.name} is played from the trash for ${describeCost(cost)}`, rule: LEGION_RULE });
    return { kind: "play", player, card: id, cost };
  }
  return undefined;
}
