/**
 * The shape of one entry in data/mtg.json. Entries hold facts only (name, mana cost, type line,
 * power/toughness, Oracle text); abilities are derived by parsing `text`, so a custom card in a
 * scenario file and a printed card are read by exactly the same code.
 */
export interface MtgCardEntry {
  readonly name: string;
  /** "{X}{1}{U}"; omitted for lands (they have no mana cost). */
  readonly manaCost?: string;
  /** The type line as printed: "Basic Land — Swamp", "Creature — Zombie Mutant". */
  readonly type: string;
  readonly power?: number;
  readonly toughness?: number;
  /** Oracle text, one ability per line; reminder text in parentheses is kept but not parsed. */
  readonly text: string;
  /**
   * The card's own cycling keywords with their costs as the card snapshot lists them ("Cycling
   * {2}", "Swampcycling {2}", "Cycling—Pay 2 life"). Not read at run time: the abilities come from
   * `text`; the tests hold the parser to this list.
   */
  readonly cycling?: readonly string[];
  /** Where a fact is uncertain or comes from an older template. */
  readonly note?: string;
  /** Where the text was taken from (see docs: F = Forge, X = XMage, S = Scryfall). */
  readonly source?: string;
}
