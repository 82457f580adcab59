/**
 * Optional additional costs announced as a spell is cast (601.2b): kicker (702.33a) and buyback
 * (702.27a), "You may pay an additional [cost] as you cast this spell", added to the total cost
 * (601.2f). Used by casting from hand, graveyard or exile (cast.ts) and by madness (madness-cast.ts).
 */
import type { PlayerId } from "../kernel/types.js";
import type { MtgCard } from "./state.js";
import type { MtgTxn } from "./txn.js";

export interface AdditionalCosts {
  /** The mana of the costs paid, to add to the spell's cost ("" for none). */
  readonly mana: string;
  readonly kicked: boolean;
  readonly buyback: boolean;
}

/**
 * Each cost asked in the order printed; unanswered, not paid (rulings M71). `affordable`, when
 * given, says whether the costs so far plus this one can be paid: a cost that can't is not asked
 * (madness casts as its trigger resolves, where a refusal can't undo the resolution).
 */
export function optionalAdditionalCosts(txn: MtgTxn, player: PlayerId, card: MtgCard, affordable?: (mana: string) => boolean): AdditionalCosts {
  let mana = "";
  let kicked = false;
  let buyback = false;
  for (const ability of card.def.abilities) {
    if (ability.kind !== "static" || (ability.effect.kind !== "kicker" && ability.effect.kind !== "buyback")) continue;
    const { kind, mana: cost } = ability.effect;
    const rule = kind === "kicker" ? "702.33a" : "702.27a";
    if (affordable && !affordable(mana + cost)) {
      txn.note(`${player} can't pay ${card.def.name}'s ${kind} cost ${cost} as well, so it isn't paid`, "118.3");
      continue;
    }
    if (!txn.yesNo(player, `pay ${card.def.name}'s ${kind} cost ${cost}? [${txn.cite(rule)}]`, false)) continue;
    mana += cost;
    if (kind === "kicker") kicked = true;
    else buyback = true;
    txn.note(kind === "kicker" ? `${player} adds the kicker cost ${cost} to the total cost: ${card.def.name} is kicked` : `${player} adds the buyback cost ${cost} to the total cost`, kind === "kicker" ? "702.33d" : "601.2f");
  }
  return { mana, kicked, buyback };
}
