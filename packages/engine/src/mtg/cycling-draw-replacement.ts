/**
 * The draw of a cycling ability (702.29a: "Draw a card") as the ability resolves, and the one
 * replacement effect that watches it, Unpredictable Cyclone's: "If a cycling ability of another
 * nonland card would cause you to draw a card, instead exile cards from the top of your library
 * until you exile a card that shares a card type with the cycled card. You may cast that card
 * without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom
 * of your library in a random order." (614.1a). Only this draw is watched: a draw by a "when you
 * cycle" trigger is a triggered ability's, and typecycling searches (702.29e). A replaced draw
 * never happens (614.6): no card is drawn, nothing "whenever you draw" triggers, and an empty
 * library loses nobody the game (121.4 needs a draw). Decisions: docs/rulings.md M87–M90.
 */
import { shuffled } from "../kernel/rng.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { MtgCardDef, MtgStatic } from "./cards.js";
import { castWhileResolving } from "./cast-while-resolving.js";
import { isLand, staticsInForce } from "./characteristics.js";
import { drawCard, moveCard } from "./moves.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

type CycloneStatic = Extract<MtgStatic, { kind: "cycling-draw-exiles-until-shared-type" }>;

/** `player` draws a card for the cycling ability of `cycled` (the card discarded to pay its cost), unless that draw is replaced. */
export function drawForCyclingAbility(txn: MtgTxn, player: PlayerId, cycled: CardId): void {
  // Set-up index (abilities-in-game.ts): a game with no such card never looks at the battlefield here.
  const replacement = txn.state.abilitiesInGame.cyclingDraws ? chooseReplacement(txn, player, txn.card(cycled)) : undefined;
  if (replacement === undefined) {
    drawCard(txn, player);
    return;
  }
  exileUntilSharedType(txn, player, txn.card(cycled), replacement);
}

/**
 * The cycled card as the ability knows it: its own card types, the ones it had as it was
 * discarded and has in the graveyard or exile the discard put it in (400.7j lets the ability find
 * it there). Off the battlefield nothing changes a card's types in this engine, and a card that
 * moved on is read by its last known information, the same values (608.2h; rulings M88).
 */
function cycledCardDef(card: MtgCard): MtgCardDef {
  return card.printed ?? card.def;
}

/**
 * The replacement that applies to this draw, if any: one of `player`'s own (the draw is "you"),
 * for a cycling ability of another card (`other`), not a land card (`nonland`). With several the
 * drawing player picks one (616.1); they do the same, and once one has applied there is no draw
 * left for the others (616.1f), so the first on the battlefield is the recorded default. A Cyclone
 * that doesn't apply to this draw says why, so the transcript explains the plain draw.
 */
function chooseReplacement(txn: MtgTxn, player: PlayerId, cycled: MtgCard): string | undefined {
  const def = cycledCardDef(cycled);
  const applying: string[] = [];
  for (const { source, effect } of staticsInForce(txn.state, "cycling-draw-exiles-until-shared-type")) {
    if (source.controller !== player) continue;
    const reason = whyNot(effect, source, cycled, def);
    if (reason === undefined) applying.push(source.def.name);
    else txn.note(`${source.def.name} doesn't replace this draw: ${reason}`, "614.1a");
  }
  const [chosen] = applying;
  if (chosen !== undefined && applying.length > 1) {
    txn.emit({ type: "choice", player, prompt: `which replacement effect applies to ${player}'s draw [${txn.cite("616.1")}] (${applying.join(", ")})`, answer: chosen, defaulted: true });
  }
  return chosen;
}

function whyNot(effect: CycloneStatic, source: MtgCard, cycled: MtgCard, def: MtgCardDef): string | undefined {
  if (effect.other && source.id === cycled.id) return `it is ${source.def.name}'s own cycling ability, not another card's`;
  if (effect.nonland && isLand(def)) return `${def.name} is a land card, and only the cycling ability of a nonland card is replaced`;
  return undefined;
}

/** What the draw becomes: the exiles, the cast, the cards put on the bottom (614.1a). */
function exileUntilSharedType(txn: MtgTxn, player: PlayerId, cycled: MtgCard, source: string): void {
  const types = cycledCardDef(cycled).types;
  txn.note(`${source}: instead of drawing, ${player} exiles cards from the top of their library until one shares a card type (${types.join(", ")}) with ${cycled.def.name}`, "614.1a");
  const { exiled, found } = exileFromTop(txn, player, types);
  if (found === undefined) {
    txn.note(exiled.length === 0 ? `${player}'s library is empty: nothing is exiled, and no card is drawn` : `no card of ${player}'s library shares a card type with ${cycled.def.name}: all ${exiled.length} are exiled, and none can be cast`, "614.1a");
  } else {
    mayCastFound(txn, player, txn.card(found));
  }
  putOnBottomInRandomOrder(txn, player, exiled.filter((id) => zoneOf(txn.state, id)?.zone === "exile"));
}

/** Exiles the top card of `player`'s library, one at a time, until one has a card type of `types` (205.2a) or the library is empty. */
function exileFromTop(txn: MtgTxn, player: PlayerId, types: readonly string[]): { exiled: CardId[]; found: CardId | undefined } {
  const wanted = new Set(types.map((t) => t.toLowerCase()));
  const exiled: CardId[] = [];
  for (;;) {
    const top = cardsIn(txn.state, { player, zone: "library" }).first();
    if (top === undefined) return { exiled, found: undefined };
    moveCard(txn, top, "exile", "exile", { rule: "614.1a" });
    exiled.push(top);
    if (txn.card(top).def.types.some((t) => wanted.has(t.toLowerCase()))) return { exiled, found: top };
  }
}

/**
 * "You may cast that card without paying its mana cost": a land can't be cast (305.9: a land,
 * even one with another card type, is only played), so it stays exiled with the rest; any other
 * card may be cast now, as the ability resolves (yes unanswered, rulings M5).
 */
function mayCastFound(txn: MtgTxn, player: PlayerId, card: MtgCard): void {
  if (isLand(card.def)) {
    txn.note(`${card.def.name} is a land card: lands are played, never cast, so it can't be cast this way and goes to the bottom with the rest`, "305.9");
    return;
  }
  if (!txn.may(player, `cast ${card.def.name} without paying its mana cost [${txn.cite("118.9")}]`)) return;
  castWhileResolving(txn, player, card, { mana: "", what: `${card.def.name} (without paying its mana cost)`, rule: "118.9" });
}

/**
 * "Then put the exiled cards that weren't cast this way on the bottom of your library in a random
 * order": the cards still in exile (one that left is a new object, 400.7), their order drawn from
 * the seeded generator so a replay puts them back the same way (401.4: the card's "random order"
 * takes the place of the owner's choice).
 */
function putOnBottomInRandomOrder(txn: MtgTxn, player: PlayerId, cards: readonly CardId[]): void {
  if (cards.length === 0) return;
  const r = shuffled(cards, txn.state.rng);
  txn.state = { ...txn.state, rng: r.rng };
  for (const id of r.items) moveCard(txn, id, "library", "put", { position: "bottom", rule: "401.4" });
  if (r.items.length > 1) txn.emit({ type: "order", player, zone: { player, zone: "library" }, cards: r.items.map((id) => txn.name(id)), how: "random", rule: txn.cite("401.4") });
}
