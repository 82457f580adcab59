import { seedRng, shuffled, type MtgCardDef, type RiftCardDef, type RiftZone } from "@recycle-rules/engine";
import type { ScenarioCards } from "../cards/catalog.js";
import { allEntries, type DeckModel } from "../deck/model.js";
import { homeSection, isToken } from "../deck/riftbound/card-facts.js";
import type { Range } from "../diagnostics/types.js";
import type { ScenarioModel, SetupCardModel } from "../model/types.js";
import type { MtgScenarioModel, MtgSetupCardModel } from "../mtg/model.js";
import type { MtgSetupZoneName } from "../mtg/schema.js";
import type { LoadedDeck } from "./deck-load.js";

/**
 * A loaded deck list becomes the cards of its player's zones (docs/scenario-format.md, "Deck
 * lists"). Riftbound: the Legend to `legend`, the Chosen Champion to `champion`, the Main Deck
 * cards to `main-deck` and the runes to `rune-deck`, each card where it belongs by its type (as
 * the deck is counted); battlefields, the sideboard and tokens are not used. MTG: the deck's
 * main cards to `library`; commander, companion and sideboard are not used. A zone the scenario
 * lists itself wins: the deck's cards for it are left out. The decks (Main Deck, Rune Deck,
 * library) are shuffled with a generator seeded from `seed`, its own stream, so loading a deck
 * changes no other random order of the replay.
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

const RIFT_DECK_ZONES: readonly RiftZone[] = ["legend", "champion", "main-deck", "rune-deck"];
const RIFT_SHUFFLED: readonly RiftZone[] = ["main-deck", "rune-deck"];

/** The Riftbound model with each player's deck cards in their zones, and the notes for the transcript. */
export function withRiftDeckZones(model: ScenarioModel, loaded: readonly LoadedDeck[], cards: ScenarioCards): { model: ScenarioModel; notes: DeckNote[] } {
  const filled = fillZones(model.players, loaded, model.seed, RIFT_DECK_ZONES, RIFT_SHUFFLED, (deck) => {
    const zones = new Map<RiftZone, RiftCardDef[]>();
    if (deck.game !== "riftbound") return zones;
    for (const entry of allEntries(deck)) {
      const card = entry.card as RiftCardDef | undefined;
      const zone = card ? riftZoneOf(entry.section, card) : undefined;
      if (!card || !zone) continue;
      const list = zones.get(zone) ?? [];
      for (let i = 0; i < entry.count; i++) list.push(card);
      zones.set(zone, list);
    }
    return zones;
  }, (def, range): SetupCardModel => ({ ref: { text: riftRef(def, cards), range, inFlow: false }, range }));
  return { model: { ...model, players: filled.players }, notes: filled.notes };
}

const MTG_DECK_ZONES: readonly MtgSetupZoneName[] = ["library"];

/** The MTG model with each player's deck in their library, and the notes for the transcript. */
export function withMtgDeckZones(model: MtgScenarioModel, loaded: readonly LoadedDeck[]): { model: MtgScenarioModel; notes: DeckNote[] } {
  const filled = fillZones(model.players, loaded, model.seed, MTG_DECK_ZONES, MTG_DECK_ZONES, (deck) => {
    const zones = new Map<MtgSetupZoneName, MtgCardDef[]>();
    if (deck.game !== "mtg") return zones;
    const library: MtgCardDef[] = [];
    for (const entry of deck.sections.main) if (entry.card) for (let i = 0; i < entry.count; i++) library.push(entry.card);
    if (library.length > 0) zones.set("library", library);
    return zones;
  }, (def, range): MtgSetupCardModel => ({ ref: { text: mtgRef(def), range, inFlow: false }, range }));
  return { model: { ...model, players: filled.players }, notes: filled.notes };
}

/** The zone a Riftbound deck card starts in; undefined for what a scenario doesn't use. */
function riftZoneOf(section: string, card: RiftCardDef): RiftZone | undefined {
  if (section === "sideboard" || section === "battlefields" || isToken(card)) return undefined;
  if (section === "champion") return "champion";
  switch (homeSection(card)) {
    case "legend":
      return "legend";
    case "runes":
      return "rune-deck";
    case "main":
      return "main-deck";
    default:
      return undefined;
  }
}

/** A reference the scenario's cards resolve to this very card: its name, else its code. */
function riftRef(def: RiftCardDef, cards: ScenarioCards): string {
  if (cards.lookup(def.name) === def) return def.name;
  if (def.code !== undefined && cards.lookup(def.code) === def) return def.code;
  return def.name;
}

/** MTG cards have no codes: the name, which the deck list resolved against these same cards. */
function mtgRef(def: MtgCardDef): string {
  return def.name;
}

interface PlayerWithZones<Z extends string, C> {
  readonly id: string;
  readonly zones: Partial<Record<Z, readonly C[]>>;
}

function fillZones<Z extends string, Def, C, P extends PlayerWithZones<Z, C>>(
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
