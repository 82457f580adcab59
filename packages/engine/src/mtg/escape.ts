/**
 * Escape (702.138a: Lunar Hatchling's "Escape—{4}{G}{U}, Exile a land you control, Exile five other
 * cards from your graveyard."): an alternative cost (118.9) to cast the card from its owner's
 * graveyard. Besides the mana, the cost exiles other cards from that graveyard and, for Lunar
 * Hatchling, a permanent its caster controls; all of it is paid as the spell's cost is (601.2h),
 * chosen by the caster. Without enough of them the cost can't be paid (118.3) and the spell isn't
 * cast. An escaped permanent spell resolves as any does (docs/rulings.md M74).
 */
import { withArticle } from "../kernel/article.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { cardsIn } from "../kernel/zones.js";
import type { MtgStatic } from "./cards.js";
import { describeQuery, permanentsToPay } from "./characteristics.js";
import { moveCard } from "./moves.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

export type EscapeCost = Extract<MtgStatic, { kind: "escape" }>;

/** The card's escape ability, if it has one. */
export function escapeOf(card: MtgCard): EscapeCost | undefined {
  for (const a of card.def.abilities) if (a.kind === "static" && a.effect.kind === "escape") return a.effect;
  return undefined;
}

/** The permanents the cost could exile: tapped ones first (a land tapped for the same cost may be exiled, 601.2g before 601.2h). */
function permanents(txn: MtgTxn, player: PlayerId, escape: EscapeCost): MtgCard[] {
  const query = escape.exilePermanent;
  if (!query) return [];
  return permanentsToPay(txn.state, player, query);
}

/** Refuses the cast when the exile part can't be paid in full (118.3); checked with the card still in the graveyard. */
export function checkEscape(txn: MtgTxn, player: PlayerId, card: MtgCard, escape: EscapeCost): void {
  const others = cardsIn(txn.state, { player, zone: "graveyard" }).filter((id) => id !== card.id).size;
  if (others < escape.exileOthers) {
    txn.refuse("illegal-cost", "118.3", `${card.def.name}'s escape cost exiles ${escape.exileOthers} other cards from ${player}'s graveyard, and it holds ${others}.`, { part: "card" });
  }
  if (escape.exilePermanent && permanents(txn, player, escape).length === 0) {
    txn.refuse("illegal-cost", "118.3", `${card.def.name}'s escape cost exiles ${withArticle(describeQuery(escape.exilePermanent))} ${player} controls, and ${player} controls none.`, { part: "card" });
  }
}

/** Pays the exile part (601.2h): the permanent first, then the graveyard's cards, each as answered or the first one. */
export function payEscapeExiles(txn: MtgTxn, player: PlayerId, spell: CardId, escape: EscapeCost): void {
  const name = txn.name(spell);
  if (escape.exilePermanent) {
    const kind = describeQuery(escape.exilePermanent);
    const open = permanents(txn, player, escape).map((c) => c.id);
    const pick = txn.pickCard(player, `${withArticle(kind)} to exile for ${name}'s escape cost`, open, false);
    if (pick.invalid) txn.flag("invalid-choice", "702.138a", `"${pick.invalid.answer}" is not ${withArticle(kind)} ${player} controls; the first one is exiled.`, { part: "choice", index: pick.invalid.index });
    const id = pick.card ?? open[0];
    if (id !== undefined) moveCard(txn, id, "exile", "exile", { rule: "702.138a" });
  }
  // The spell is on the stack (601.2a): every card left in the graveyard is an "other" card.
  const left = [...cardsIn(txn.state, { player, zone: "graveyard" })];
  for (let i = 0; i < escape.exileOthers; i++) {
    const pick = txn.pickCard(player, `a card to exile from ${player}'s graveyard for ${name}'s escape cost (${i + 1} of ${escape.exileOthers})`, left, false);
    if (pick.invalid) txn.flag("invalid-choice", "702.138a", `"${pick.invalid.answer}" is not a card left in ${player}'s graveyard; the first one is exiled.`, { part: "choice", index: pick.invalid.index });
    const id = pick.card ?? left[0];
    if (id === undefined) break;
    left.splice(left.indexOf(id), 1);
    moveCard(txn, id, "exile", "exile", { rule: "702.138a" });
  }
}
