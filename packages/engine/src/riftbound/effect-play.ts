import { cardsIn, zoneOf } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import type { Domain, IgnoreCost, PrintedCost } from "./cards.js";
import { canAfford, knownPower } from "./costs.js";
import { costToPlay } from "./discounts.js";
import { continueWith } from "./pending.js";
import { candidatesFor } from "./selectors.js";
import type { Txn } from "./txn.js";

/** How an effect plays a card: which of its costs it ignores, and what happens around the play. */
export interface EffectPlay {
  readonly ignore: IgnoreCost;
  /** Death from Below / Immortal Phoenix: the card is played for this cost instead of its own (356.1). */
  readonly cost?: PrintedCost;
  /** Reinforce / Void Rush: the Energy cost is reduced by this much (never below 0, 356.6). */
  readonly energyReduction?: number;
  /** Fizz, Trickster / Kai'Sa: the spell is recycled when it leaves the chain. */
  readonly recycleAfter?: boolean;
  /** Temporal Breach: the unit enters where it was. */
  readonly to?: "base" | "battlefield";
  /** With `to: "battlefield"`: the battlefield it left (146.1). */
  readonly at?: CardId;
  /** Where the card stays when it can't be played, for the transcript: "banished", "in the trash". */
  readonly staysWhere: string;
}

/**
 * An effect plays a card. The card's play goes on the chain and waits until the spell or ability
 * playing it has finished resolving (354.3); only then are its costs worked out and paid (356,
 * 357), so whether it can be played is judged then. If it can't, it stays where it is: banished
 * (FAQ 3; 427.3), or in the trash (358.5: the play is undone).
 */
export function playByEffect(txn: Txn, player: PlayerId, id: CardId, how: EffectPlay): void {
  // Where the effect found the card: if it has moved by the time the play comes, it is a new
  // object (124.1) that the effect never named, and nothing is played.
  const found = zoneOf(txn.state, id);
  txn.afterResolution(continueWith(() => playNow(txn, player, id, how, found)));
}

function playNow(txn: Txn, player: PlayerId, id: CardId, how: EffectPlay, found: ReturnType<typeof zoneOf>): void {
  // A token banished from a deck ceased to exist on arrival (186.1): there is nothing to play.
  if (!txn.state.cards.get(id)) {
    txn.emit({ type: "note", text: `the banished card was a token and ceased to exist (186.1), so there is nothing to play`, rule: "186.1" });
    return;
  }
  const card = txn.card(id);
  const now = zoneOf(txn.state, id);
  if (found && (now?.player !== found.player || now.zone !== found.zone)) {
    txn.emit({ type: "note", text: `${card.def.name} left the ${found.zone} before it could be played, so it is a new object the effect doesn't name and nothing is played (124.1)`, rule: "124.1" });
    return;
  }
  // 356.1.b.1: "ignoring its cost" sets both Energy and Power to 0; 356.1.b.2: "its Energy cost" only that.
  // A cost that is paid is worked out as for any play: the card's own discounts apply wherever it
  // is played from (356.4, 366.2.a), then the effect's reduction, never below 0 (356.6).
  const energy = how.cost !== undefined ? how.cost.energy : how.ignore === "none" ? costToPlay(txn, player, id).energy : 0;
  const cost = {
    energy: Math.max(0, energy - (how.energyReduction ?? 0)),
    power: how.ignore === "all" ? [] : knownPower(txn, card.def.name, (how.cost ?? card.def.cost).power),
  };
  const reason = unplayableReason(txn, player, id, cost);
  if (reason) {
    txn.emit({ type: "note", text: `${card.def.name} can't be played (${reason}), so it stays ${how.staysWhere}`, rule: how.staysWhere === "banished" ? "427.3" : "358.5" });
    return;
  }
  txn.pending.schedule({ kind: "play", player, card: id, cost, ...(how.recycleAfter ? { recycleAfter: true } : {}), ...(how.to ? { to: how.to } : {}), ...(how.at !== undefined ? { at: how.at } : {}) });
}

function unplayableReason(txn: Txn, player: PlayerId, id: CardId, cost: { energy: number; power: readonly (Domain | "any")[] }): string | undefined {
  const card = txn.card(id);
  const affordable = canAfford(txn, player, { energy: cost.energy, power: cost.power.map((d) => d) });
  if (affordable) return affordable;
  for (const part of card.def.additionalPlayCost ?? []) {
    if (part.kind === "kill-friendly-unit" && candidatesFor(txn, player, { zone: "board", whose: "you" }, "friendly-unit").length === 0) {
      return "its additional cost asks to kill a friendly unit and there is none";
    }
  }
  return undefined;
}

/** The top `n` cards of a player's Main Deck, top first (fewer when it holds fewer: 431.1.c). */
export function topCards(txn: Txn, player: PlayerId, n: number): CardId[] {
  return cardsIn(txn.state, { player, zone: "main-deck" }).take(n).toArray();
}
