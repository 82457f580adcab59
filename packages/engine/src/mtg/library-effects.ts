/**
 * Effects that put cards into a library or shuffle one: Trip Up's "its owner puts it on their
 * choice of the top or bottom of their library", Repopulate's "shuffle all creature cards from
 * target player's graveyard into that player's library", and the shuffle that ends a search
 * (701.24).
 */
import { shuffled } from "../kernel/rng.js";
import type { PlayerId } from "../kernel/types.js";
import { cardsIn, reorderZone } from "../kernel/zones.js";
import type { TypeQuery } from "./cards.js";
import { describeQuery, matchesQuery } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import { moveCard } from "./moves.js";
import { legalCardTargets } from "./several-targets.js";
import type { MtgTxn } from "./txn.js";

/** `player` shuffles their library (701.24a), citing `rule`. */
export function shuffleLibrary(txn: MtgTxn, player: PlayerId, rule: string): void {
  const libraryRef = { player, zone: "library" };
  const r = shuffled([...cardsIn(txn.state, libraryRef)], txn.state.rng);
  txn.state = { ...reorderZone(txn.state, libraryRef, r.items), rng: r.rng };
  txn.emit({ type: "shuffle", zone: libraryRef, rule: txn.cite(rule) });
}

/**
 * Trip Up: the target's owner chooses, as the spell resolves (608.2d), the top or the bottom of
 * their own library (400.3, whoever controls it). Asked as a yes/no about the top; unanswered,
 * the top (docs/rulings.md).
 */
export function targetToLibraryTopOrBottom(txn: MtgTxn, ctx: EffectContext): void {
  for (const id of legalCardTargets(txn, ctx)) {
    const owner = txn.card(id).owner;
    const top = txn.yesNo(owner, `put ${txn.name(id)} on the top of ${owner}'s library (no: the bottom) [${txn.cite("608.2d")}]`, true);
    moveCard(txn, id, "library", "put", { position: top ? "top" : "bottom", rule: "400.3" });
  }
}

/**
 * Repopulate: every card of `cards` in the target player's graveyard goes into that player's
 * library, which is then shuffled — shuffled even when no such card is there (701.24c).
 */
export function shuffleGraveyardIntoLibrary(txn: MtgTxn, ctx: EffectContext, cards: TypeQuery): void {
  const target = ctx.target;
  if (!target || !("player" in target)) return;
  const player = target.player;
  const moving = [...cardsIn(txn.state, { player, zone: "graveyard" })].filter((id) => matchesQuery(txn.card(id).def, cards));
  if (moving.length === 0) txn.note(`${player} has no ${describeQuery(cards)} card in their graveyard; their library is shuffled all the same`, "701.24c");
  for (const id of moving) moveCard(txn, id, "library", "put", { rule: "701.24a" });
  shuffleLibrary(txn, player, "701.24a");
}
