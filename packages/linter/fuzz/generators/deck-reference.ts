import fc from "fast-check";
import { WORKSPACE } from "../virtual-files.js";
import { slug } from "./names.js";
import type { YamlEntry, YamlNode } from "./yaml-tree.js";

/** A player's `deck:` entry and the files it may find (an empty record: a path that leads nowhere). */
export interface DeckReference {
  readonly entry: YamlEntry;
  readonly files: Readonly<Record<string, string>>;
}

/** Lists past the scenario limit (10,000 cards), in one line and in many. */
const HUGE_DECKS = ["MainDeck:\n10001 Blind Fury\n", "Deck\n20000 Swamp\n", `MainDeck:\n${"3 Stacked Deck\n".repeat(4000)}`];

/**
 * `deck:` under a player: a path to a generated list that exists in the virtual workspace (mostly),
 * or one that is missing, leads outside (by `..`, an absolute path, or the `linked/` folder whose
 * real path is outside), names a folder, or is no path at all.
 */
export function deckReference(player: string, ownGame: fc.Arbitrary<string>, otherGame: fc.Arbitrary<string>): fc.Arbitrary<DeckReference> {
  const text = fc.oneof(
    { weight: 12, arbitrary: ownGame },
    { weight: 3, arbitrary: otherGame },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_DECKS) },
    { weight: 1, arbitrary: fc.constantFrom("", "\n", "# nothing but a comment\n", "\ufeff") },
  );
  const file = fc.constantFrom(".deck", ".deck", ".deck", ".dek").map((ext) => `decks/${slug(player) || "player"}${ext}`);
  const found = fc.tuple(file, text, fc.constantFrom("./", "", "./decks/../", `${WORKSPACE}/`, "./decks/./../")).map(([path, deck, prefix]): DeckReference => ({
    entry: ["deck", prefix + path],
    files: { [path]: deck },
  }));
  const notFound = fc
    .constantFrom<YamlNode>(5, null, [], "./decks/missing.deck", "../outside.deck", "../../etc/passwd", "/etc/passwd", "./linked/list.deck", "", " ", "./decks", "decks/", "C:\\decks\\x.deck", "http://example.com/x.deck", "file:///etc/passwd", "./a\0b.deck")
    .map((path): DeckReference => ({ entry: ["deck", path], files: { "decks/other.deck": "MainDeck:\n3 Stacked Deck\n" } }));
  return fc.oneof({ weight: 5, arbitrary: found }, { weight: 1, arbitrary: notFound });
}
