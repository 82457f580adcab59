import { copiesIn } from "../kernel/zones.js";
import type { CardId, PlayerId } from "../kernel/types.js";
import { LASTING_RULES, type LastingRule, type RiftCardDef } from "./cards.js";
import { ABILITY_ZONES, type RiftCard, type RiftState } from "./state.js";

/**
 * Lasting rule changes of a permanent (Endless Riches: "Skip your Draw Phase", "You may play cards
 * from your trash", "If a card would go to your trash from anywhere other than your Main Deck,
 * banish it instead"). A passive ability of a permanent applies while it is on the board (362.1),
 * for the player who controls it. The names of the cards that carry one are found once, as the game
 * is built (`lastingRuleNames`); asking whether a player is under one is then a look-up of those few
 * names on their board in the kernel's index, so a move to the trash never scans a zone.
 */


function carries(def: RiftCardDef, rule?: LastingRule): boolean {
  return def.abilities.some((a) => a.kind === "static" && (rule === undefined ? (LASTING_RULES as readonly string[]).includes(a.effect.kind) : a.effect.kind === rule));
}

/** The names of the cards with a lasting rule change among `cards` (once, as the game is built). */
export function lastingRuleNamesOf(cards: Iterable<RiftCard>): { lastingRuleNames?: readonly string[] } {
  const names = new Set<string>();
  for (const card of cards) if (carries(card.def)) names.add(card.def.name);
  return names.size > 0 ? { lastingRuleNames: [...names] } : {};
}

/** A permanent `player` controls on the board whose passive ability is `rule`, or undefined: the first found. */
export function lastingRuleSource(state: RiftState, player: PlayerId, rule: LastingRule): CardId | undefined {
  return lastingRuleSources(state, player, rule).next().value;
}

/** Every permanent `player` controls on the board whose passive ability is `rule` (each applies once: Void Hatchling). */
export function* lastingRuleSources(state: RiftState, player: PlayerId, rule: LastingRule): Generator<CardId, undefined> {
  for (const name of state.lastingRuleNames ?? []) {
    for (const zone of ABILITY_ZONES) {
      for (const id of copiesIn(state, { player, zone }, name)) {
        const card = state.cards.get(id);
        if (card !== undefined && carries(card.def, rule)) yield id;
      }
    }
  }
  return undefined;
}
