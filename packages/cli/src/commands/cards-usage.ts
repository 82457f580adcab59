import { DEFAULT_POOL_FILE } from "../cards/pool-file-name.js";

/** `recycle-rules cards --help` (its own module: help answers without loading the card data). */
export const CARDS_USAGE = `Usage:
  recycle-rules cards import <file…> [--out <pool.json>] [--replace]
  recycle-rules cards update --from <url> [--out <pool.json>] [--replace] [--cache-dir <dir>] [--offline]
  recycle-rules cards show <name|code> [--game riftbound|mtg] [--cards <file>…]
  recycle-rules cards search <words> [--game riftbound|mtg] [--limit <n>] [--cards <file>…]
  recycle-rules cards coverage [--game riftbound|mtg] [--by-set] [--cards <file>…] [--markdown]

import   reads card data files a user can download — a Riftcodex API dump (an array or a page of
         {items}), the Riftbound card-gallery JSON, Scryfall card objects, lists or bulk files,
         MTGJSON AtomicCards, or another card pool — into a card pool file (default
         ${DEFAULT_POOL_FILE}), merged into the pool already there unless --replace.
update   downloads a file of those formats (following a paged API's pages), keeps it in a cache
         (revalidated on the next update; --offline uses the cache only), and imports it.
show     prints a card: the publisher's wording, its codes, and what the engine models of it.
search   lists the cards whose name (or Riftbound and fully defined Magic cards' text) holds
         every word.
coverage counts, per game and set, the cards whose text the engine models fully, partly or not
         at all: each Riftbound set, the recycle-relevant Riftbound cards, and Magic's full
         definitions and names known by name only (--by-set: every Magic set instead, a reprinted
         card counted in each of its sets); "all" counts each card once (--markdown: a table).

A pool is used where card data is: \`--cards <pool>\` on lint, run, conformance, deck and cards;
"cards": ["${DEFAULT_POOL_FILE}"] in recycle-rules.config.json; the editor's
recycleRules.cards.extraFiles setting. Its cards replace bundled cards of the same name, and that
is reported.

Options:
  -o, --out <file>     the pool file to write (default: ${DEFAULT_POOL_FILE})
  --replace            write a new pool instead of merging into the one at --out
  --from <url>         (update) the http(s) address to download
  --cache-dir <dir>    (update) where downloads are kept (default: RECYCLE_RULES_CACHE_DIR, else
                       the user's cache folder)
  --offline            (update) use the cached download only
  --cards <file>       (show, search, coverage) card data over the bundled cards; repeatable
  --game <game>        riftbound or mtg (default: both)
  --limit <n>          (search) at most this many cards per game (default 20)
  --by-set             (coverage) Magic per set
  --markdown           (coverage) print a Markdown table

Exit codes: 0 done (show, search: found), 1 nothing found, 2 usage error or a file or download failed.
`;
