/**
 * Madness's trigger resolving (702.35a): "its owner may cast it by paying [cost] rather than
 * paying its mana cost. If that player doesn't, they put this card into their graveyard."
 */
import type { CardId, PlayerId } from "../kernel/types.js";
import { zoneOf } from "../kernel/zones.js";
import type { MtgEffect } from "./cards.js";
import { manaValue, needFor, parseManaCost } from "./mana.js";
import { modalSpell } from "./modes.js";
import { moveCard } from "./moves.js";
import { optionalAdditionalCosts, type AdditionalCosts } from "./additional-costs.js";
import { canPayMana, payCost } from "./payment.js";
import { pushStack } from "./stack-objects.js";
import type { MtgCard } from "./state.js";
import { chooseSpellTargets } from "./several-targets.js";
import { triggerOnCast } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

/**
 * The trigger resolves: if the card is still in exile, its owner may cast it for its madness cost
 * (yes by default, so the card being judged is exercised); a card they don't or can't cast — no
 * way to pay, no legal target — goes to their graveyard.
 */
export function resolveMadness(txn: MtgTxn, id: CardId, mana: string): void {
  const card = txn.state.cards.get(id);
  const where = zoneOf(txn.state, id);
  if (!card || where?.zone !== "exile") {
    txn.note(`${card?.def.name ?? id} is no longer in exile, so it can't be cast with madness`, "702.35a");
    return;
  }
  const owner = card.owner;
  const name = card.def.name;
  const cost = parseManaCost(mana);
  const problem = cost === undefined ? `its madness cost "${mana}" can't be read` : !canPayMana(txn, owner, needFor(cost, 0)) ? `${owner} can't pay ${mana}` : undefined;
  if (problem === undefined && txn.may(owner, `cast ${name} for its madness cost ${mana}`)) {
    const def = modalSpell(txn, owner, card.def, card.id);
    // Kicker and buyback may be paid with madness's alternative cost (601.2b, 601.2f), when the total can be.
    const extra = def ? optionalAdditionalCosts(txn, owner, card, (more) => canPayTotal(txn, owner, mana + more)) : undefined;
    const targets = def ? chooseSpellTargets(txn, owner, { ...card, def }) : undefined;
    if (def && targets && extra) {
      castForMadness(txn, owner, card, mana, targets, def.spell?.effect ?? [], extra);
      return;
    }
    txn.note(`${name} has no legal target, so it can't be cast`, "601.2c");
  } else if (problem !== undefined) {
    txn.note(`${name} can't be cast for its madness cost: ${problem}`, "702.35a");
  }
  putIntoGraveyard(txn, id, owner);
}

/** Whether `owner` can pay all of `mana` now. */
function canPayTotal(txn: MtgTxn, owner: PlayerId, mana: string): boolean {
  const cost = parseManaCost(mana);
  return cost !== undefined && canPayMana(txn, owner, needFor(cost, 0));
}

function castForMadness(txn: MtgTxn, owner: PlayerId, card: MtgCard, mana: string, targets: NonNullable<ReturnType<typeof chooseSpellTargets>>, effect: readonly MtgEffect[], extra: AdditionalCosts): void {
  const cost = parseManaCost(mana + extra.mana);
  if (!cost) return;
  moveCard(txn, card.id, "stack", "cast", { rule: "702.35a" });
  payCost(txn, owner, { mana: needFor(cost, 0), life: 0 }, `${card.def.name}'s madness cost`, undefined);
  txn.emit({ type: "play", player: owner, card: card.id, name: card.def.name });
  pushStack(txn, {
    kind: "spell",
    source: card.id,
    sourceName: card.def.name,
    controller: owner,
    text: card.def.text,
    effect,
    optional: false,
    x: 0,
    ...targets,
    ...(extra.kicked ? { kicked: true } : {}),
    ...(extra.buyback ? { buyback: true } : {}),
  });
  // A spell's mana value comes from its mana cost, not the cost paid (202.3).
  triggerOnCast(txn, owner, card.id, manaValue(parseManaCost(card.def.manaCost ?? "") ?? cost, 0));
}

function putIntoGraveyard(txn: MtgTxn, id: CardId, owner: PlayerId): void {
  txn.note(`${owner} doesn't cast ${txn.name(id)}, so it is put into their graveyard`, "702.35a");
  moveCard(txn, id, "graveyard", "put", { rule: "702.35a" });
}
