import fc from "fast-check";
import { cardPool } from "./card-pool.js";
import { sometimes } from "./chance.js";
import { countText, deckCardName, gameLine, joinLines, lineStyle, noiseLine } from "./deck-lines.js";

const ARENA_HEADERS = ["Deck", "Main", "Mainboard", "Sideboard", "Commander", "Companion", "Maybeboard", "About", "deck", "SIDEBOARD", "Sideboard:", "Deck (60)"];

/** A Magic card name as lists write it: split cards both ways, and the names of `deck-lines`. */
function mtgName(): fc.Arbitrary<string> {
  const { mtg, riftbound } = cardPool();
  return fc.oneof(
    { weight: 12, arbitrary: deckCardName(mtg.map((c) => c.name), riftbound.map((c) => c.name)) },
    { weight: 1, arbitrary: fc.constantFrom("Refuse // Cooperate", "Refuse/Cooperate", "Fire // Ice", "Lim-Dûl's Vault", "Æther Vial", "Akroma’s Vengeance") },
  );
}

/** An Arena or plain-text card line: count, name, `(SET) number`, Moxfield's foil markers. */
const cardLine: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom("", "", "", "SB: ", "SB:"),
    countText,
    mtgName(),
    fc.constantFrom("", "", "", " (MH1) 1", " (WAR) 208", " (SET)", " (mh1) 1a", " *F*", " (MH1) 1 *E*", " ()", " (MH1"),
  )
  .map(([sb, count, name, suffix]) => `${sb}${count}${name}${suffix}`);

const lines = (max: number) => fc.array(fc.oneof({ weight: 8, arbitrary: cardLine }, { weight: 1, arbitrary: noiseLine }), { maxLength: max });

/** Arena's export: `Deck`, `Sideboard` … headers; `About` with a `Name` line. */
const arenaLayout = fc
  .array(fc.tuple(fc.constantFrom(...ARENA_HEADERS), lines(10)), { maxLength: 5 })
  .map((sections) => sections.flatMap(([h, ls]) => (h === "About" ? [h, "Name Cycling Deck", ...ls] : [h, ...ls, ""])));

/** MTGO's plain text: the first blank line starts the sideboard; `// Sideboard` too. */
const plainLayout = fc
  .tuple(lines(16), fc.constantFrom("", "", "// Sideboard", "Sideboard", "\t"), lines(6))
  .map(([main, separator, side]) => [...main, separator, ...side]);

/** A Magic deck list as text (Arena export or plain), with keys, comments and line endings. */
export const mtgDeckText: fc.Arbitrary<string> = fc
  .tuple(sometimes(gameLine, 25), fc.oneof(arenaLayout, plainLayout), lineStyle)
  .map(([game, body, style]) => joinLines([...(game ? [game] : []), ...body], style));
