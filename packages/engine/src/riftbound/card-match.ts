import type { CardId, PlayerId } from "../kernel/types.js";
import type { CardMatch } from "./cards.js";
import { hasKeyword, hasTag } from "./card-words.js";
import { resourcesOf } from "./resources.js";
import type { Txn } from "./txn.js";

/**
 * Does the card fit what the effect asks for? Runes, legends and battlefields are never "cards" to
 * an effect (052). A bound that reads the killed unit (Heedless Resurrection) finds nothing when no
 * unit was killed: its cost is then null (359.3.e.12) and no card fits.
 */
export function matchesCard(txn: Txn, player: PlayerId, id: CardId, match: CardMatch): boolean {
  const def = txn.state.cards.get(id)?.def;
  if (!def || def.type === "rune" || def.type === "legend" || def.type === "battlefield") return false;
  if (match.types && !match.types.includes(def.type)) return false;
  if (match.tags && !hasTag(def, match.tags)) return false;
  if (match.keyword !== undefined && !hasKeyword(def, match.keyword)) return false;
  if (match.energyAtMost !== undefined && def.cost.energy > match.energyAtMost) return false;
  if (match.energyAtLeast !== undefined && def.cost.energy < match.energyAtLeast) return false;
  if (match.powerAtMost !== undefined && def.cost.power.length > match.powerAtMost) return false;
  if (match.energyBelowPoints && !(def.cost.energy < resourcesOf(txn, player).points)) return false;
  if (match.costAtMostKilled) {
    const killed = txn.memory.killedCost;
    if (!killed || def.cost.energy > killed.energy || def.cost.power.length > killed.power) return false;
  }
  return true;
}

/** "a gear", "a Bird, Cat, Dog, or Poro", "a spell with Energy cost 4 or more": for prompts and notes. */
export function describeMatch(match: CardMatch, count = 1): string {
  const nouns = match.tags ?? match.types ?? ["card"];
  const what = nouns.map((noun) => (count === 1 ? noun : plural(noun))).join(" or ");
  const bounds: string[] = [];
  if (match.keyword) bounds.push(`with [${match.keyword}]`);
  if (match.energyAtLeast !== undefined) bounds.push(`Energy cost ${match.energyAtLeast} or more`);
  if (match.energyAtMost !== undefined) bounds.push(`Energy cost at most ${match.energyAtMost}`);
  if (match.powerAtMost !== undefined) bounds.push(`at most ${match.powerAtMost} power`);
  if (match.energyBelowPoints) bounds.push("Energy cost less than your points");
  if (match.costAtMostKilled) bounds.push("costing no more Energy and Power than the killed unit");
  return bounds.length ? `${what} (${bounds.join(", ")})` : what;
}

/** "units", "Mechs"; "gear" is its own plural in the card text ("Kill all gear"). */
function plural(noun: string): string {
  return noun === "gear" ? noun : `${noun}s`;
}
