/**
 * State-based actions (704): checked whenever a player would receive priority, all at once,
 * repeated until none applies (704.3).
 */
import { removeCard, zoneOf } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { battlefield, toughnessOf, isCreaturePermanent, isPlaneswalker } from "./characteristics.js";
import { illegalAuras, refreshEnchantments } from "./auras.js";
import { refreshStaticGifts } from "./static-gifts.js";
import { hasKeyword } from "./keywords.js";
import { moveCard } from "./moves.js";
import { destroyPermanent } from "./pump.js";
import { updatePlayer } from "./players.js";
import type { MtgTxn } from "./txn.js";

export function checkStateBasedActions(txn: MtgTxn): boolean {
  let any = false;
  for (let round = 0; round < 100; round++) {
    // What Auras give is derived again first: a counter put on Withering Hex changes its creature.
    refreshEnchantments(txn);
    refreshStaticGifts(txn);
    const losses: { player: PlayerId; rule: string; why: string }[] = [];
    for (const player of txn.state.players) {
      const p = txn.state.playerState[player];
      if (!p || p.lost) continue;
      if (p.life <= 0) losses.push({ player, rule: "704.5a", why: `${player}'s life total is ${p.life}` });
      else if (p.drewFromEmpty) losses.push({ player, rule: "704.5b", why: `${player} drew from an empty library` });
    }
    const ceasing = ceasingTokens(txn);
    const zeroToughness: CardId[] = [];
    const lethal: { id: CardId; rule: string }[] = [];
    const noLoyalty: CardId[] = [];
    for (const c of battlefield(txn.state)) {
      // 704.5i: a planeswalker whose loyalty (its loyalty counters, 306.5c) is 0; one whose loyalty
      // is unknown (no loyalty counters given or taken, rulings M85) is left alone.
      if (c.counters["loyalty"] === 0 && isPlaneswalker(c)) noLoyalty.push(c.id);
      if (!isCreaturePermanent(c)) continue;
      const toughness = toughnessOf(c);
      if (toughness <= 0) zeroToughness.push(c.id);
      // 702.12b: lethal damage destroys, and an indestructible creature isn't destroyed; any
      // damage from a source with deathtouch is lethal (704.5h).
      else if ((c.damage >= toughness || (c.deathtouched === true && c.damage > 0)) && !hasKeyword(c, "indestructible")) lethal.push({ id: c.id, rule: c.damage >= toughness ? "704.5g" : "704.5h" });
    }
    const auras = illegalAuras(txn.state);
    if (losses.length + ceasing.length + zeroToughness.length + lethal.length + noLoyalty.length + auras.length === 0) return any;
    any = true;
    for (const l of losses) {
      updatePlayer(txn, l.player, (p) => ({ ...p, lost: true, lossReason: l.why, drewFromEmpty: false }));
      txn.note(`${l.player} loses the game: ${l.why}`, l.rule);
    }
    for (const id of ceasing) {
      const where = zoneOf(txn.state, id);
      const name = txn.name(id);
      txn.state = removeCard(txn.state, id);
      if (where) txn.emit({ type: "cease", card: id, name, from: where, rule: txn.cite("704.5d") });
    }
    for (const id of zeroToughness) moveCard(txn, id, "graveyard", "state-based", { rule: "704.5f" });
    for (const id of noLoyalty) if (zoneOf(txn.state, id)?.zone === "battlefield") moveCard(txn, id, "graveyard", "state-based", { rule: "704.5i" });
    // Lethal damage destroys (704.5g–h), as any destruction does: a regeneration shield replaces it (701.19a).
    for (const { id, rule } of lethal) destroyPermanent(txn, id, rule);
    for (const { id, why } of auras) {
      // The creature it enchanted may have gone to the graveyard in this same check.
      if (zoneOf(txn.state, id)?.zone !== "battlefield") continue;
      txn.note(why, "704.5m");
      moveCard(txn, id, "graveyard", "state-based", { rule: "704.5m" });
    }
  }
  return any;
}

/**
 * Tokens outside the battlefield (704.5d). The first check of an action reads every token (a
 * scenario may set a token up anywhere); later ones only the tokens moved since, so an action
 * that resolves thousands of triggers doesn't re-read them all after each one.
 */
function ceasingTokens(txn: MtgTxn): CardId[] {
  const candidates = txn.tokensToCheck ?? allTokens(txn);
  txn.tokensToCheck = new Set();
  const ceasing: CardId[] = [];
  for (const id of candidates) {
    if (txn.state.cards.get(id)?.token && zoneOf(txn.state, id)?.zone !== "battlefield") ceasing.push(id);
  }
  return ceasing;
}

/** The kernel's index keeps the set of tokens, so the first check reads the tokens, not every card. */
function allTokens(txn: MtgTxn): Iterable<CardId> {
  return txn.state.index.tokens;
}
