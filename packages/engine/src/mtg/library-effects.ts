/**
 * Effects that put cards into a library or a hand, or shuffle a library: Shadow of the Grave's
 * return of the cards discarded this turn, Trip Up's "its owner puts it on their
 * choice of the top or bottom of their library", Repopulate's "shuffle all creature cards from
 * target player's graveyard into that player's library", and the shuffle that ends a search
 * (701.24).
 */
import { shuffled } from "../kernel/rng.js";
import type { PlayerId } from "../kernel/types.js";
import { cardsIn, reorderZone, zoneOf } from "../kernel/zones.js";
import type { TypeQuery } from "./cards.js";
import { describeQuery, matchesQuery } from "./characteristics.js";
import type { EffectContext } from "./effect-context.js";
import { moveCard } from "./moves.js";
import { playerOf } from "./players.js";
import { triggerOnEnter } from "./triggers.js";
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

/** Shadow of the Grave: the cards in the controller's graveyard discarded (or cycled) this turn go to their hand (701.9a, 702.29a). */
export function returnDiscardedThisTurn(txn: MtgTxn, ctx: EffectContext): void {
  const graveyard = [...cardsIn(txn.state, { player: ctx.controller, zone: "graveyard" })];
  const returning = graveyard.filter((id) => txn.card(id).discardedTurn === txn.state.turnNumber);
  if (returning.length === 0) txn.note(`no card in ${ctx.controller}'s graveyard was cycled or discarded this turn`, "701.9a");
  for (const id of returning) moveCard(txn, id, "hand", "return");
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

/**
 * Yidaro, Wandering Monster's cycle trigger: "shuffle it into your library from your graveyard. If
 * you've cycled a card named ~ four or more times this game, put it onto the battlefield from your
 * graveyard instead." Only a card still in its owner's graveyard moves (400.7: one that left it is
 * a new object); the count is the controller's cycles of that name this game, this one included,
 * read as it resolves.
 */
export function shuffleSelfIntoLibrary(txn: MtgTxn, ctx: EffectContext, battlefieldIfCycledNamedAtLeast: number | undefined): void {
  const card = txn.card(ctx.source);
  const where = zoneOf(txn.state, ctx.source);
  if (where?.zone !== "graveyard" || where.player !== card.owner) {
    txn.note(`${card.def.name} isn't in its owner's graveyard, so it stays where it is`, "400.7");
    return;
  }
  const cycled = playerOf(txn, ctx.controller).cycledByNameThisGame?.[card.def.name] ?? 0;
  if (battlefieldIfCycledNamedAtLeast !== undefined && cycled >= battlefieldIfCycledNamedAtLeast) {
    txn.note(`${ctx.controller} has cycled a card named ${card.def.name} ${cycled} times this game, so it is put onto the battlefield instead`, "608.2c");
    if (moveCard(txn, ctx.source, "battlefield", "put", { controller: ctx.controller, rule: "608.2c" }) === "battlefield") triggerOnEnter(txn, ctx.source);
    return;
  }
  if (battlefieldIfCycledNamedAtLeast !== undefined) txn.note(`${ctx.controller} has cycled a card named ${card.def.name} ${cycled} time${cycled === 1 ? "" : "s"} this game (fewer than ${battlefieldIfCycledNamedAtLeast})`, "608.2c");
  moveCard(txn, ctx.source, "library", "put", { rule: "701.24a" });
  shuffleLibrary(txn, card.owner, "701.24a");
}

/**
 * Architects of Will: "look at the top three cards of target player's library, then put them back
 * in any order." The controller looks — 401.2 forbids looking at or changing a library's order,
 * and the card's text says otherwise (101.1) — and chooses the new order, one answer per position
 * from the top; unanswered, each position keeps the first card left, so the order stays (rulings M60).
 * A library with fewer cards gives fewer to look at.
 */
export function reorderTopOfLibrary(txn: MtgTxn, ctx: EffectContext, player: PlayerId, count: number): void {
  const libraryRef = { player, zone: "library" };
  const library = [...cardsIn(txn.state, libraryRef)];
  const top = library.slice(0, count);
  if (top.length === 0) {
    txn.note(`${player}'s library is empty, so there is nothing to look at`, "401.2");
    return;
  }
  txn.note(`${ctx.controller} looks at the top ${top.length} card${top.length === 1 ? "" : "s"} of ${player}'s library: ${txn.names(top)}`, "401.2");
  const left = [...top];
  const ordered: string[] = [];
  let chosen = false;
  while (left.length > 0) {
    const pick = txn.pickCard(ctx.controller, `the card to put ${ordered.length + 1} of ${top.length} from the top of ${player}'s library`, left, false);
    if (pick.invalid) txn.flag("invalid-choice", "401.2", `"${pick.invalid.answer}" is not one of the cards looked at; the first one left is put there.`, { part: "choice", index: pick.invalid.index });
    else if (pick.card !== undefined && pick.card !== left[0]) chosen = true;
    const id = pick.card ?? (left[0] as string);
    ordered.push(id);
    left.splice(left.indexOf(id), 1);
  }
  txn.state = reorderZone(txn.state, libraryRef, [...ordered, ...library.slice(top.length)]);
  txn.note(`${ctx.controller} puts them back on top of ${player}'s library${chosen ? "" : " in the same order (default)"}, top first: ${txn.names(ordered)}`, "401.2");
}
