import type { Document } from "yaml";
import type { DeckGame, DeckModel } from "../deck/model.js";
import type { DeckListRules } from "../deck/rules.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { readDeckReferences, type DeckEnv } from "../model/deck-reference.js";
import type { PlayerModelBase, SetupCardBase } from "../model/types.js";
import type { SourceText } from "../text/source.js";
import { loadDecks } from "./deck-load.js";
import { fillZones, type DeckNote } from "./deck-zones.js";

/** How a game puts a deck list's cards in a player's zones. */
export interface DeckParts<Zone extends string, Def, Cards, Catalog> {
  /** Which deck lists it reads (a list for another game is refused). */
  readonly game: DeckGame;
  /** The zones a deck fills, in the order the transcript names them. */
  readonly zones: readonly Zone[];
  /** The zones that are shuffled with the seed. */
  readonly shuffled: readonly Zone[];
  /** Where the names of a deck's unknown cards find their did-you-mean. */
  suggestions(catalog: Catalog | undefined): { suggest(ref: string, max?: number): readonly Def[] };
  /** Each zone's cards from the deck (what a scenario doesn't use is left out). */
  place(deck: DeckModel): Map<Zone, Def[]>;
  /** A reference the scenario's cards resolve to this very card. */
  ref(def: Def, cards: Cards): string;
}

/**
 * Between building a scenario's model and replaying it: load each player's `deck:` and put its
 * cards in the player's zones. A deck list's names resolve against the same cards as the
 * scenario's own (the catalog, then the file's custom cards first), so a deck may hold a custom
 * card. No `deck:` key, no work: nothing is read.
 */
export function setUpDecks<Zone extends string, Def, Cards extends { lookup(ref: string): Def | undefined }, Catalog, Model extends { readonly seed: number; readonly players: readonly PlayerModelBase<Zone>[] }>(
  doc: Document,
  source: SourceText,
  model: Model,
  cards: Cards,
  catalog: Catalog | undefined,
  env: DeckEnv | undefined,
  out: Diagnostic[],
  parts: DeckParts<Zone, Def, Cards, Catalog>,
  lists: readonly DeckListRules[],
): { model: Model; notes: DeckNote[] } {
  const refs = readDeckReferences(doc, source);
  if (refs.length === 0) return { model, notes: [] };
  const printed = parts.suggestions(catalog);
  const deckCards = { lookup: (ref: string) => cards.lookup(ref), suggest: (ref: string, max?: number) => printed.suggest(ref, max) };
  const loaded = loadDecks(lists, refs, parts.game, env, { [parts.game]: deckCards }, out);
  const filled = fillZones(model.players, loaded, model.seed, parts.zones, parts.shuffled, parts.place, (def, range): SetupCardBase => ({ ref: { text: parts.ref(def, cards), range, inFlow: false }, range }));
  return { model: { ...model, players: filled.players }, notes: filled.notes };
}
