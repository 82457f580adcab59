/**
 * Effect sentences that search, fill or shuffle a library, or return permanents en masse, read
 * after the older readers: Razaketh's Rite's "search your library for a card and put that card
 * into your hand", Migration Path's "search your library for up to two basic land cards, put them
 * onto the battlefield tapped", Trip Up's "target nonland permanent's owner puts it on their
 * choice of the top or bottom of their library", Repopulate's "shuffle all creature cards from
 * target player's graveyard into that player's library", Rebuild's "return all artifacts to their
 * owners' hands", and Treacherous Terrain's damage "equal to the number of lands that player
 * controls". Words are normalised (self-name.ts).
 */
import type { MtgEffect } from "@recycle-rules/engine";
import { searchQueries } from "./search-queries.js";
import { readAllPermanentsPhrase, readTargetPhrase } from "./target-phrase.js";
import { typeQueryFromWords } from "./type-line.js";
import { NUMBER_PATTERN, numberWord, singular } from "./words.js";

type Reader = (m: RegExpExecArray) => MtgEffect[] | undefined;

/** Card type and subtype words only ("basic land", "creature"): no "with …", no controller. */
const TYPE_WORDS = /^[a-z]+(?: [a-z]+)?$/;

export const LIBRARY_TEMPLATE_READERS: readonly (readonly [RegExp, Reader])[] = [
  // Razaketh's Rite: no type words, so any card (701.23); its "Then shuffle" sentence is the search's own shuffle.
  [/^search your library for a card and put that card into your hand$/, () => [{ kind: "search", queries: [{ supertypes: [], types: [], subtypes: [] }], to: "hand", reveal: false }]],
  [
    new RegExp(`^search your library for up to (${NUMBER_PATTERN}) ([a-z ]+?) cards, put them onto the battlefield( tapped)?, then shuffle(?: your library)?$`),
    (m) => {
      const upTo = numberWord(m[1] ?? "");
      const words = singular(m[2] ?? "");
      if (upTo === undefined || upTo < 1 || !TYPE_WORDS.test(words)) return undefined;
      return [{ kind: "search", queries: searchQueries(words), to: "battlefield", reveal: false, upTo, ...(m[3] ? { tapped: true } : {}) }];
    },
  ],
  [
    /^target (.+?)'s owner puts it on their choice of the top or bottom of their library$/,
    (m) => (readTargetPhrase(m[1] ?? "") !== undefined ? [{ kind: "target-to-library-top-or-bottom" }] : undefined),
  ],
  [
    /^shuffle all ([a-z]+) cards from target player's graveyard into that player's library$/,
    (m) => (TYPE_WORDS.test(m[1] ?? "") ? [{ kind: "shuffle-graveyard-into-library", cards: typeQueryFromWords(m[1] ?? "") }] : undefined),
  ],
  [
    /^return all (.+) to their owners' hands$/,
    (m) => {
      const filters = readAllPermanentsPhrase(m[1] ?? "");
      return filters ? [{ kind: "return-all-to-hand", filters }] : undefined;
    },
  ],
  [
    /^~ deals damage to each opponent equal to the number of ([a-z]+) that player controls$/,
    (m) => {
      const query = typeQueryFromWords(singular(m[1] ?? ""));
      return query.types.length === 1 && query.subtypes.length === 0 ? [{ kind: "damage", to: "each-opponent", amount: { kind: "permanents-that-player-controls", query } }] : undefined;
    },
  ],
];
