import { seedRng, shuffled } from "@recycle-rules/engine";
import type { DeckModel } from "../deck/model.js";
import type { Range } from "../diagnostics/types.js";
import type { LoadedDeck } from "./deck-load.js";

/**
 * A loaded deck list becomes the cards of its player's zones (docs/scenario-format.md, "Deck
 * lists"): each game says which zone each card of the list starts in (games/<id>/decks.ts). A
 * zone the scenario lists itself wins: the deck's cards for it are left out. The decks are
 * shuffled with a generator seeded from `seed`, its own stream, so loading a deck changes no
 * other random order of the replay.
 */

/** What the transcript says about one player's `deck:` (a line of its header). */
export interface DeckNote {
  readonly player: string;
  /** The path as written. */
  readonly path: string;
  /** The zones filled from the deck, in zone order, with how many cards each. */
  readonly zones: readonly { readonly zone: string; readonly count: number; readonly shuffled: boolean }[];
  /** Zones the deck had cards for, which the scenario lists itself. */
  readonly kept: readonly string[];
  readonly seed: number;
  /** When nothing was loaded: the code of the diagnostic that says why. */
  readonly failure?: string;
}

/** Keeps the deck stream apart from the game's own generator (seedRng(seed)). */
const DECK_STREAM = 0x0dec_0dec;

export interface PlayerWithZones<Z extends string, C> {
  readonly id: string;
  readonly zones: Partial<Record<Z, readonly C[]>>;
}

export function fillZones<Z extends string, Def, C, P extends PlayerWithZones<Z, C>>(
  players: readonly P[],
  loaded: readonly LoadedDeck[],
  seed: number,
  order: readonly Z[],
  shuffle: readonly Z[],
  place: (deck: DeckModel) => Map<Z, Def[]>,
  card: (def: Def, range: Range) => C,
): { players: P[]; notes: DeckNote[] } {
  let rng = seedRng(seed ^ DECK_STREAM);
  const notes: DeckNote[] = [];
  const out = players.map((player) => {
    const load = loaded.find((l) => l.ref.player === player.id);
    if (!load) return player;
    if (!load.deck) {
      notes.push({ player: player.id, path: load.ref.path, zones: [], kept: [], seed, ...(load.failure ? { failure: load.failure } : {}) });
      return player;
    }
    const placed = place(load.deck);
    const zones: Partial<Record<Z, readonly C[]>> = { ...player.zones };
    const filled: { zone: string; count: number; shuffled: boolean }[] = [];
    const kept: string[] = [];
    for (const zone of order) {
      const defs = placed.get(zone);
      if (!defs || defs.length === 0) continue;
      if (player.zones[zone] !== undefined) {
        kept.push(zone);
        continue;
      }
      let list = defs;
      const isShuffled = shuffle.includes(zone);
      if (isShuffled) {
        const r = shuffled(defs, rng);
        rng = r.rng;
        list = r.items;
      }
      zones[zone] = list.map((def) => card(def, load.ref.range));
      filled.push({ zone, count: list.length, shuffled: isShuffled });
    }
    notes.push({ player: player.id, path: load.ref.path, zones: filled, kept, seed });
    return { ...player, zones };
  });
  return { players: out, notes };
}
