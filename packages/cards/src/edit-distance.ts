/**
 * Unrestricted Damerau–Levenshtein distance: insertions, deletions, substitutions and
 * transpositions of adjacent characters each cost 1, and (unlike the simpler "optimal string
 * alignment" variant) an edited substring may be edited again, so "ca" → "abc" is 2.
 * Used for did-you-mean on card names and keywords, where swapped letters are the common typo.
 */
export function damerauLevenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;

  const infinity = a.length + b.length;
  const width = b.length + 2;
  // Row-major (a.length + 2) × (b.length + 2) table, with the extra sentinel row/column; one
  // buffer reused by every call (did-you-mean over a big pool measures hundreds of names).
  const size = (a.length + 2) * width;
  if (table.length < size) table = new Int32Array(Math.max(size, table.length * 2));
  const d = table;
  const at = (i: number, j: number): number => d[i * width + j]!;
  const set = (i: number, j: number, v: number): void => {
    d[i * width + j] = v;
  };

  set(0, 0, infinity);
  for (let i = 0; i <= a.length; i += 1) {
    set(i + 1, 0, infinity);
    set(i + 1, 1, i);
  }
  for (let j = 0; j <= b.length; j += 1) {
    set(0, j + 1, infinity);
    set(1, j + 1, j);
  }

  // Last row in which each character (UTF-16 unit) of `a` was seen; 0 for none. Only the entries
  // of `a`'s characters are written, and they are cleared again before returning.
  for (let i = 1; i <= a.length; i += 1) {
    const ca = a.charCodeAt(i - 1);
    let lastMatchCol = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const cb = b.charCodeAt(j - 1);
      const i1 = lastRow[cb]!;
      const j1 = lastMatchCol;
      const cost = ca === cb ? 0 : 1;
      if (cost === 0) lastMatchCol = j;
      set(
        i + 1,
        j + 1,
        Math.min(
          at(i, j) + cost, // substitution (or match)
          at(i + 1, j) + 1, // insertion
          at(i, j + 1) + 1, // deletion
          at(i1, j1) + (i - i1 - 1) + 1 + (j - j1 - 1), // transposition
        ),
      );
    }
    lastRow[ca] = i;
  }
  for (let i = 0; i < a.length; i += 1) lastRow[a.charCodeAt(i)] = 0;
  return at(a.length + 1, b.length + 1);
}

let table = new Int32Array(1024);
const lastRow = new Int32Array(65536);
