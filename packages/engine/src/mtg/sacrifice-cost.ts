/**
 * "Sacrifice a land" in a cost (Seismic Monstrosaur's "{2}{R}, Sacrifice a land: Draw a card.",
 * Edge of Autumn's "Cycling—Sacrifice a land"): its controller chooses a permanent of that type
 * they control as the cost is paid (601.2h by 602.2b), and it goes to its owner's graveyard
 * (701.21a). With none, the cost can't be paid (118.3) and the ability isn't activated. A land
 * tapped for mana for the same cost may be the one sacrificed (601.2g comes before 601.2h), so the
 * default is the first tapped one, then the first untapped one (docs/rulings.md M56).
 */
import { withArticle } from "../kernel/article.js";
import type { PlayerId } from "../kernel/types.js";
import type { TypeQuery } from "./cards.js";
import { battlefield, describeQuery, matchesQuery } from "./characteristics.js";
import { moveCard } from "./moves.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

/** Whether `player` controls a permanent the cost could sacrifice. */
function candidates(txn: MtgTxn, player: PlayerId, query: TypeQuery): MtgCard[] {
  const mine = battlefield(txn.state).filter((c) => c.controller === player && matchesQuery(c.def, query));
  return [...mine.filter((c) => c.tapped), ...mine.filter((c) => !c.tapped)];
}

/** Refuses the action when nothing can be sacrificed: checked before any part of the cost is paid (118.3). */
export function checkSacrifice(txn: MtgTxn, player: PlayerId, query: TypeQuery, what: string): void {
  if (candidates(txn, player, query).length === 0) {
    txn.refuse("illegal-cost", "118.3", `${what} includes sacrificing ${withArticle(describeQuery(query))}, and ${player} controls none.`, { part: "card" });
  }
}

/** Pays the sacrifice: the answered permanent, or the first tapped one, then the first untapped (M56). */
export function paySacrifice(txn: MtgTxn, player: PlayerId, query: TypeQuery, what: string): void {
  const open = candidates(txn, player, query);
  const kind = describeQuery(query);
  const pick = txn.pickCard(player, `${withArticle(kind)} to sacrifice for ${what}`, open.map((c) => c.id), false);
  if (pick.invalid) txn.flag("invalid-choice", "701.21a", `"${pick.invalid.answer}" is not ${withArticle(kind)} ${player} controls; the first one is sacrificed.`, { part: "choice", index: pick.invalid.index });
  const id = pick.card ?? open[0]?.id;
  if (id !== undefined) moveCard(txn, id, "graveyard", "sacrifice", { rule: "701.21a" });
}
