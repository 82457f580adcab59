/**
 * Sacrifices. "Sacrifice a land" in a cost (Seismic Monstrosaur's "{2}{R}, Sacrifice a land: Draw a card.",
 * Edge of Autumn's "Cycling—Sacrifice a land"): its controller chooses a permanent of that type
 * they control as the cost is paid (601.2h by 602.2b), and it goes to its owner's graveyard
 * (701.21a). With none, the cost can't be paid (118.3) and the ability isn't activated. A land
 * tapped for mana for the same cost may be the one sacrificed (601.2g comes before 601.2h), so the
 * default is the first tapped one, then the first untapped one (docs/rulings.md M56). And
 * annihilator's sacrifice of permanents as its trigger resolves (702.86a).
 */
import { withArticle } from "../kernel/article.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import type { TypeQuery } from "./cards.js";
import { describeQuery, permanentsToPay } from "./characteristics.js";
import { moveCard } from "./moves.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** The permanents the cost could sacrifice, tapped ones first. */
function candidates(txn: MtgTxn, player: PlayerId, query: TypeQuery): MtgCard[] {
  return permanentsToPay(txn.state, player, query);
}

/** Refuses the action when too few can be sacrificed: checked before any part of the cost is paid (118.3). */
export function checkSacrifice(txn: MtgTxn, player: PlayerId, query: TypeQuery, what: string, count = 1): void {
  const have = candidates(txn, player, query).length;
  if (have < count) {
    const kind = describeQuery(query);
    const wanted = count === 1 ? withArticle(kind) : `${count} ${kind} permanents`;
    txn.refuse("illegal-cost", "118.3", `${what} includes sacrificing ${wanted}, and ${player} controls ${have === 0 ? "none" : have}.`, { part: "card" });
  }
}

/**
 * Pays the sacrifice: `count` different permanents (Eldrazi Ravager's "Sacrifice two Eldrazi"),
 * each the answered one, or the first tapped one left, then the first untapped (M56). They go to
 * the graveyard together, as one event (701.21a).
 */
export function paySacrifice(txn: MtgTxn, player: PlayerId, query: TypeQuery, what: string, count = 1): void {
  const kind = describeQuery(query);
  const picked = pickPermanents(txn, player, candidates(txn, player, query), count, `${withArticle(kind)} to sacrifice for ${what}`, `${withArticle(kind)} ${player} controls`);
  for (const id of picked) moveCard(txn, id, "graveyard", "sacrifice", { rule: "701.21a" });
}

/**
 * Annihilator's "defending player sacrifices N permanents" (702.86a): `player` chooses `count`
 * permanents they control as it resolves (all of them, if they control fewer), and they go to
 * their owners' graveyards at once (701.21a). Unanswered, the ones they have controlled longest
 * (docs/rulings.md M79).
 */
export function sacrificePermanents(txn: MtgTxn, player: PlayerId, count: number, sourceName: string): void {
  // A player's battlefield zone holds the permanents they control, in the order they came under their control.
  const open = [...(txn.state.zones[player]?.["battlefield"] ?? [])].map((id) => txn.card(id)).filter((c) => c.controller === player);
  if (open.length === 0) {
    txn.note(`${player} controls no permanent to sacrifice`, "701.21a");
    return;
  }
  const n = Math.min(count, open.length);
  if (n < count) txn.note(`${player} controls only ${n} permanent${n === 1 ? "" : "s"}, so sacrifices ${n === 1 ? "it" : "them all"}`, "701.21a");
  const picked = pickPermanents(txn, player, open, n, `a permanent for ${player} to sacrifice to ${sourceName}`, `a permanent ${player} controls`);
  for (const id of picked) moveCard(txn, id, "graveyard", "sacrifice", { rule: "701.21a" });
}

/** `count` different permanents of `open`, one answer each; an answer that isn't one of them, or unanswered: the first left. */
function pickPermanents(txn: MtgTxn, player: PlayerId, open: readonly MtgCard[], count: number, prompt: string, kind: string): CardId[] {
  const picked: CardId[] = [];
  for (let i = 0; i < count; i++) {
    const left = open.filter((c) => !picked.includes(c.id));
    const togo = count > 1 ? ` (${count - i} to go)` : "";
    const pick = txn.pickCard(player, `${prompt}${togo}`, left.map((c) => c.id), false);
    if (pick.invalid) txn.flag("invalid-choice", "701.21a", `"${pick.invalid.answer}" is not ${kind}${picked.length > 0 ? " not chosen already" : ""}; the first one is sacrificed.`, { part: "choice", index: pick.invalid.index });
    const id = pick.card ?? left[0]?.id;
    if (id !== undefined) picked.push(id);
  }
  return picked;
}
