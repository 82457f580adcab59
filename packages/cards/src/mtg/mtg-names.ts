/**
 * Every Magic card name (data/mtg-names.tsv): enough to know that a name is a real card, which
 * cards are basic lands, which a deck may hold any number of, and which sets a card was printed
 * in — not to model the card (that is data/mtg.json's job). One line per name, written by
 * scripts/convert-mtg.mjs with `formatMtgNameLine`; read on first use with `mtgCardNames()`, so a
 * process that never asks about a Magic name never reads the file.
 */
import { readFileSync } from "node:fs";
import { nameSuggester, normalizeCardName } from "../card-index.js";
import { dataFile } from "../data-files.js";

export interface MtgNameEntry {
  /** The card's name; split and double-faced cards as "Fire // Ice". */
  readonly name: string;
  /** "Creature", "Land", … (205.2); empty for the few entries the snapshot gives no types. */
  readonly types: readonly string[];
  /** "Basic", "Legendary", "Snow", "World" (205.4). */
  readonly supertypes: readonly string[];
  /** The set codes it was printed in, upper case, sorted. */
  readonly sets: readonly string[];
  /**
   * What the card's own text allows a deck to hold (100.2a, 113.6n): `Infinity` for "A deck can
   * have any number of cards named …", a number for "up to seven …"; absent for the usual rule.
   */
  readonly copies?: number;
}

export interface MtgNameIndex {
  /** How many names the index holds. */
  readonly size: number;
  /**
   * A card by name: case, apostrophes and accents don't matter ("Lorien Revealed" finds "Lórien
   * Revealed"), and a split or double-faced card is found by its front face too.
   */
  lookup(name: string): MtgNameEntry | undefined;
  /** The closest names, best first, for did-you-mean (the scoring of `CardIndex.suggest`). */
  suggest(name: string, max?: number): readonly MtgNameEntry[];
  /** Is this a set code some card in the index was printed in? */
  isSet(code: string): boolean;
  /** The first `max` names (in key order) holding every word of `words` (folded as look-ups are). */
  search(words: string, max: number): readonly MtgNameEntry[];
  /** Every entry, in key order (each line parsed as it is reached: for whole-index counts such as coverage per set). */
  entries(): Iterable<MtgNameEntry>;
}

const SUPERTYPE_LETTERS: Readonly<Record<string, string>> = { b: "Basic", l: "Legendary", s: "Snow", w: "World" };
const TYPE_LETTERS: Readonly<Record<string, string>> = {
  A: "Artifact", B: "Battle", C: "Creature", E: "Enchantment", I: "Instant", K: "Kindred", L: "Land", P: "Planeswalker", S: "Sorcery", T: "Tribal",
};

/** The file's first lines: what each column holds. Lines starting with "#" are comments. */
export const MTG_NAMES_HEADER = [
  "# Every Magic card name: name, types, sets, copies. Written by packages/cards/scripts/convert-mtg.mjs; do not edit (packages/cards/README.md).",
  `# types: ${Object.entries(SUPERTYPE_LETTERS).map(([k, v]) => `${k} ${v}`).join(", ")}; ${Object.entries(TYPE_LETTERS).map(([k, v]) => `${k} ${v}`).join(", ")}`,
  '# copies: * for "A deck can have any number of cards named …"; a number for "up to N"; empty for the usual limit',
];

/** One entry as a line of the index: the name, the type letters, the sets, and the copies when the card sets its own. */
export function formatMtgNameLine(entry: MtgNameEntry): string {
  const letter = (table: Readonly<Record<string, string>>, word: string): string => {
    const found = Object.entries(table).find(([, w]) => w.toLowerCase() === word.toLowerCase());
    if (!found) throw new Error(`${entry.name}: "${word}" has no letter in the name index`);
    return found[0];
  };
  if (/[\t\n]/.test(entry.name) || entry.name.startsWith("#") || entry.name.trim() !== entry.name || entry.name === "") throw new Error(`"${entry.name}" can't be a line of the name index`);
  const types = [...entry.supertypes.map((s) => letter(SUPERTYPE_LETTERS, s)), ...entry.types.map((t) => letter(TYPE_LETTERS, t))].join("");
  const copies = entry.copies === undefined ? [] : [entry.copies === Number.POSITIVE_INFINITY ? "*" : String(entry.copies)];
  return [entry.name, types, entry.sets.join(" "), ...copies].join("\t");
}

/** A line of the index back into its entry (undefined for a comment or a blank line). */
export function parseMtgNameLine(line: string): MtgNameEntry | undefined {
  if (line === "" || line.startsWith("#")) return undefined;
  const [name = "", letters = "", sets = "", copies = ""] = line.split("\t");
  const supertypes: string[] = [];
  const types: string[] = [];
  for (const c of letters) {
    const supertype = SUPERTYPE_LETTERS[c];
    if (supertype !== undefined) supertypes.push(supertype);
    else types.push(TYPE_LETTERS[c] ?? c);
  }
  const limit = copies === "*" ? Number.POSITIVE_INFINITY : copies === "" ? undefined : Number(copies);
  return { name, types, supertypes, sets: sets === "" ? [] : sets.split(" "), ...(limit !== undefined ? { copies: limit } : {}) };
}

/**
 * A name's look-up key: `normalizeCardName`, which also drops accents and the æ ligature
 * ("Lórien" → "lorien", "Æther" → "aether"). The name snapshot writes most such names plain; deck
 * lists write both. The name file's lines are sorted by it.
 */
export function foldMtgName(name: string): string {
  return normalizeCardName(name);
}

/** The order of a name file's lines: by `foldMtgName` of the name, code unit by code unit. */
export function compareMtgNameKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * An index over the lines of a name file (the bundled one, or a test's), which are sorted by their
 * look-up key (`foldMtgName` of the name, `compareMtgNameKeys`). It is made on a first look-up, so
 * it does nothing per line up front: a look-up is a binary search that folds the names it passes,
 * a line becomes an entry when a look-up returns it, the did-you-mean structures are made on the
 * first did-you-mean, and a set code is checked against the text itself.
 */
export function createMtgNameIndex(text: string): MtgNameIndex {
  const lines = text.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
  const nameOf = (line: string): string => {
    const tab = line.indexOf("\t");
    return tab < 0 ? line : line.slice(0, tab);
  };
  // Folded, so a query is folded too; what a look-up returns is the entry, with its own name.
  const keyAt = (i: number): string => foldMtgName(nameOf(lines[i]!));
  const find = (folded: string): number | undefined => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const order = compareMtgNameKeys(keyAt(mid), folded);
      if (order === 0) return mid;
      if (order < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  };
  const parsed = new Array<MtgNameEntry | undefined>(lines.length);
  const entryAt = (i: number): MtgNameEntry => (parsed[i] ??= parseMtgNameLine(lines[i]!)!);
  let suggester: ((ref: string, max: number) => readonly number[]) | undefined;
  const suggestions = (): ((ref: string, max: number) => readonly number[]) => (suggester ??= nameSuggester(lines.map((_, i) => ({ name: keyAt(i) }))));
  let fronts: Map<string, number> | undefined;
  const byFront = (folded: string): MtgNameEntry | undefined => {
    if (!fronts) {
      fronts = new Map();
      lines.forEach((line, i) => {
        const name = nameOf(line);
        const cut = name.indexOf(" // ");
        if (cut > 0) fronts!.set(foldMtgName(name.slice(0, cut)), i);
      });
    }
    const i = fronts.get(folded);
    return i === undefined ? undefined : entryAt(i);
  };
  const sets = new Map<string, boolean>();
  return {
    size: lines.length,
    search: (words, max) => {
      const wanted = foldMtgName(words).split(" ").filter((w) => w !== "");
      const found: MtgNameEntry[] = [];
      for (let i = 0; i < lines.length && found.length < max; i++) {
        const key = keyAt(i);
        if (wanted.every((w) => key.includes(w))) found.push(entryAt(i));
      }
      return found;
    },
    entries: function* () {
      for (let i = 0; i < lines.length; i++) yield entryAt(i);
    },
    lookup: (name) => {
      const folded = foldMtgName(name);
      const i = find(folded);
      return i !== undefined ? entryAt(i) : byFront(folded);
    },
    suggest: (name, max = 3) => suggestions()(foldMtgName(name), max).map(entryAt),
    isSet: (code) => {
      const set = code.trim().toUpperCase();
      let known = sets.get(set);
      if (known === undefined) {
        // The third column of some line holds it: one pass over the text, nothing split.
        known = /^[A-Z0-9]{1,8}$/.test(set) && new RegExp(`^[^\\t\\n]*\\t[^\\t\\n]*\\t(?:[^\\t\\n]* )?${set}(?=[ \\t\\n]|$)`, "m").test(text);
        sets.set(set, known);
      }
      return known;
    },
  };
}

let bundled: MtgNameIndex | undefined;

/** Every Magic card name, from data/mtg-names.tsv, read on first use and then kept. */
export function mtgCardNames(): MtgNameIndex {
  bundled ??= createMtgNameIndex(readFileSync(dataFile("mtg-names.tsv"), "utf8"));
  return bundled;
}
