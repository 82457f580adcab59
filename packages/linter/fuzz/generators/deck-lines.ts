import fc from "fast-check";
import { junkText, nearMiss } from "./names.js";

/** How a generated list is joined: its line ending (or a mix), a final line ending, a BOM. */
export interface LineStyle {
  readonly newline: "\n" | "\r\n" | "\r" | "mixed";
  readonly finalNewline: boolean;
  readonly bom: boolean;
  readonly salt: number;
}

export const lineStyle: fc.Arbitrary<LineStyle> = fc.record({
  newline: fc.constantFrom<LineStyle["newline"]>("\n", "\n", "\n", "\n", "\n", "\n", "\r\n", "\r\n", "\r", "mixed"),
  finalNewline: fc.boolean(),
  bom: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  salt: fc.nat(),
});

/** The lines as one text, in the given style ("mixed": each line ending picked by the salt). */
export function joinLines(lines: readonly string[], style: LineStyle): string {
  const endings = ["\n", "\r\n", "\r"];
  const ending = (i: number) => (style.newline === "mixed" ? (endings[(style.salt + i * 7) % 3] ?? "\n") : style.newline);
  const body = lines.map((line, i) => (i < lines.length - 1 ? line + ending(i) : line)).join("");
  return (style.bom ? "\ufeff" : "") + body + (style.finalNewline && lines.length > 0 ? ending(lines.length) : "");
}

/** A card count as deck sites write it ("3 ", "3x ", "3 x "), sometimes one no deck has. */
export const countText: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 12, arbitrary: fc.integer({ min: 1, max: 4 }).map(String) },
      { weight: 3, arbitrary: fc.integer({ min: 5, max: 40 }).map(String) },
      { weight: 1, arbitrary: fc.constantFrom("0", "-1", "1.5", "10001", "99999999999999999999", "00", "٣", "") },
    ),
    fc.constantFrom("{n} ", "{n} ", "{n} ", "{n}x ", "{n} x ", "{n}X ", "x{n} ", "{n}\t", "{n}  "),
  )
  .map(([n, form]) => (n === "" ? "" : form.replace("{n}", n)));

/** A known card name, or a near miss, one of the other game, or junk. */
export function deckCardName(known: readonly string[], otherGame: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 16, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...known), fc.nat()).map(([name, at]) => nearMiss(name, at)) },
    { weight: 1, arbitrary: fc.constantFrom(...otherGame) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((name) => name.toUpperCase()) },
    { weight: 1, arbitrary: junkText },
  );
}

/** Lines that are no card: comments, blanks, keys read and ignored. */
export const noiseLine: fc.Arbitrary<string> = fc.constantFrom("", "", "# a comment", "// a comment", "   ", "\t", "format: standard", "author: someone", "title: x", "name: My Deck", "name:", "#", "//", "Creatures (20)");

/** A `game:` line, right or wrong. */
export const gameLine: fc.Arbitrary<string> = fc.constantFrom("game: riftbound", "game: mtg", "game: magic", "game: chess", "game:", "GAME: Riftbound");
