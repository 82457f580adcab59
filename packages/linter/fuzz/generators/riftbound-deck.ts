import fc from "fast-check";
import { cardPool } from "./card-pool.js";
import { sometimes } from "./chance.js";
import { countText, deckCardName, gameLine, joinLines, lineStyle, noiseLine } from "./deck-lines.js";

/** The deck of examples/decks/riftbound-mind-chaos-code.deck (format v3): a code the library reads. */
const VALID_CODE = "CMAAAAAAAAAACAQAABM2MAIAAAAQ2AAAKZRWI23NNZYHHKYBVYA3OAOGAHEACAABAMAAA6M7AKRQEAABAEAAA6IAAEAABSAB";
/** docs/deck-format.md's empty deck in format v4, which the library can't read. */
const V4_CODE = "CQAAAAAAAAAAAAAAAAAAAAAAAAAA";

const SECTION_HEADERS = [
  "Legend:", "Legends:", "Champion:", "Chosen Champion:", "MainDeck:", "Main Deck:", "Main:", "Main Deck (40)", "Battlefields:", "Battlefield:",
  "Battlefields: 3", "Runes:", "Rune Deck:", "Runes - 12", "Sideboard:", "Side Deck:", "Side:", "Rune Pool:", "MAINDECK:", "legend", "Deck", "Sideboard",
];
const TOURNAMENT_HEADERS = ["== Main Deck ==", "== Runes ==", "== Battlefield ==", "== Side Deck ==", "== Legend ==", "== Champion ==", "== ==", "==Main Deck", "== Rune Pool =="];

/** A deck code: the one the library reads, a v4 one it can't, a damaged copy, or base32 noise. */
const deckCode: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(VALID_CODE) },
  { weight: 1, arbitrary: fc.constant(V4_CODE) },
  { weight: 3, arbitrary: fc.tuple(fc.nat(), fc.constantFrom("A", "Z", "7", "", "=", "a", "AAAA")).map(([at, c]) => VALID_CODE.slice(0, at % VALID_CODE.length) + c + VALID_CODE.slice((at % VALID_CODE.length) + 1)) },
  { weight: 1, arbitrary: fc.nat({ max: VALID_CODE.length }).map((n) => VALID_CODE.slice(0, n)) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), { minLength: 1, maxLength: 140 }).map((cs) => cs.join("")) },
);

/** A card line of a Riftbound list: count, name (" - " or ", "), collector code in one of its spellings. */
function cardLine(times: "plain" | "x"): fc.Arbitrary<string> {
  const { riftbound, mtg } = cardPool();
  const known = riftbound.map((c) => c.name);
  const codes = riftbound.flatMap((c) => (c.code ? [c.code] : []));
  const codeSuffix = fc.oneof(
    { weight: 4, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: fc.constantFrom(...codes).map((c) => ` (${c})`) },
    { weight: 1, arbitrary: fc.constantFrom(...codes).map((c) => ` (${c}/298)`) },
    { weight: 1, arbitrary: fc.constantFrom(...codes).map((c) => ` (${c.toLowerCase()}-298)`) },
    { weight: 1, arbitrary: fc.constantFrom(...codes).map((c) => ` (${c.replace("-", ") #")})`) },
    { weight: 1, arbitrary: fc.constantFrom(" (OGN-007a)", " (XYZ-999)", " (OGN-)", " ()", " (OGN-036", " (MH1) 1") },
  );
  const name = fc.tuple(deckCardName(known, mtg.map((c) => c.name)), fc.boolean()).map(([n, dash]) => (dash ? n.replace(", ", " - ") : n));
  const count = times === "x" ? countText.map((c) => c.replace(/^(\d+) $/, "$1x ")) : countText;
  return fc
    .tuple(count, name, codeSuffix, fc.constantFrom("", "", "", "", " # note", "  ", " // x"))
    .map(([c, n, code, tail]) => `${c}${n}${code}${tail}`);
}

const lines = (line: fc.Arbitrary<string>, max: number) => fc.array(fc.oneof({ weight: 8, arbitrary: line }, { weight: 1, arbitrary: noiseLine }), { maxLength: max });

/** Piltover Archive's section layout: headers followed by card lines. */
const sectionLayout = fc.array(fc.tuple(fc.constantFrom(...SECTION_HEADERS), lines(cardLine("plain"), 8)), { maxLength: 7 }).map((sections) => sections.flatMap(([h, ls]) => [h, ...ls]));

/** riftbound.gg's flat layout: card lines with codes, `// Sideboard` last. */
const flatLayout = fc.tuple(lines(cardLine("plain"), 20), sometimes(lines(cardLine("plain"), 4), 30)).map(([main, side]) => (side ? [...main, "// Sideboard", ...side] : main));

/** Tournament text: `== Section ==` and `3x Name`. */
const tournamentLayout = fc.array(fc.tuple(fc.constantFrom(...TOURNAMENT_HEADERS), lines(cardLine("x"), 8)), { maxLength: 6 }).map((sections) => sections.flatMap(([h, ls]) => [h, ...ls]));

/** A file holding only a code (maybe with comments), or a `code:` line beside a list. */
const codeLayout = fc.oneof(
  fc.tuple(deckCode, fc.array(noiseLine, { maxLength: 2 })).map(([code, noise]) => [...noise, code]),
  fc.tuple(deckCode, sectionLayout).map(([code, list]) => [`code: ${code}`, ...list]),
  deckCode.map((code) => [`code: ${code}`]),
);

/** A Riftbound deck list in any layout of docs/deck-format.md, with keys, comments and line endings. */
export const riftboundDeckText: fc.Arbitrary<string> = fc
  .tuple(
    sometimes(gameLine, 30),
    sometimes(fc.constantFrom("name: Twisted Fate Mind/Chaos", "name:", "name: ünïcødé"), 30),
    fc.oneof({ weight: 4, arbitrary: sectionLayout }, { weight: 3, arbitrary: flatLayout }, { weight: 2, arbitrary: tournamentLayout }, { weight: 2, arbitrary: codeLayout }),
    lineStyle,
  )
  .map(([game, name, body, style]) => joinLines([...(game ? [game] : []), ...(name ? [name] : []), ...body], style));
