/**
 * How rules text refers to the card it is on: its name, "this card" (current Oracle), "CARDNAME"
 * (Forge/XMage scripts) or "~". Matching replaces all of them by "~" in a normalised copy of a
 * sentence; offsets are never taken from that copy.
 *
 * The card's name is matched by hand here, never by a pattern compiled from it: compiling one per
 * card name was most of the cost of parsing a card whose name was not seen before, and a bulk
 * import is tens of thousands of them. The matches are those a case-insensitive RegExp made of
 * the escaped name would find (`sameCodeUnit` compares as such a RegExp does).
 */

export interface SelfName {
  /** The card's name when known; without it any name in "When you cycle X" counts as the card. */
  readonly name?: string;
  /**
   * A legendary card's shortened name, "Jennika" of "Jennika, Bad Apple Big Sister": its text may
   * name the card so (201.5). Absent for any other card.
   */
  readonly shortName?: string;
}

/**
 * How a card's text names it: its name, and for a legendary card whose name has a comma, the part
 * before the comma as well (201.5: "When Jennika enters" on Jennika, Bad Apple Big Sister). Other
 * shortenings (a legend named "X of Y" called "X") aren't read: the text keeps them as words.
 */
export function selfNameOf(name: string | undefined, supertypes: readonly string[] = []): SelfName {
  if (!name) return {};
  const comma = name.indexOf(",");
  const legendary = supertypes.some((s) => s.toLowerCase() === "legendary");
  const shortName = legendary && comma > 0 ? name.slice(0, comma).trim() : "";
  return shortName && isPlainName(shortName) ? { name, shortName } : { name };
}

/** The card's other ways of naming itself, as words ("~" as one, too); the name is matched by `nameAt`. */
const OTHER_SELF_WORDS = /\b(?:this card|cardname|~)(?![\w'])/gi;

/** The sentence with whitespace collapsed, dashes and quotes straightened, the card's names as "~", no final period, lower case. */
export function normalizeSentence(text: string, self: SelfName): string {
  const straightened = text
    .replace(/\s+/g, " ")
    .replace(/[’‘]/g, "'")
    .replace(/[—–]/g, "—");
  return replaceSelf(straightened, self.name, self.shortName)
    .trim()
    .replace(/[.!?]$/, "")
    .trim()
    .toLowerCase();
}

/**
 * Each way of naming the card that stands as a word, left to right, by "~": at one offset "this
 * card", "cardname" and "~" before a name, and the full name before the short one. (A "~"
 * standing in no word is "~" already.)
 */
function replaceSelf(text: string, name: string | undefined, shortName: string | undefined): string {
  if (!name) return text.replace(OTHER_SELF_WORDS, "~");
  const canonicalText = canonical(text);
  const names = [name, ...(shortName ? [shortName] : [])].map((n) => ({ length: n.length, canonical: canonical(n) }));
  let out = "";
  let copied = 0;
  for (;;) {
    OTHER_SELF_WORDS.lastIndex = copied;
    const other = OTHER_SELF_WORDS.exec(text);
    let named = -1;
    let namedLength = 0;
    for (const n of names) {
      const at = nameAt(text, canonicalText, n.canonical, copied);
      if (at >= 0 && (named < 0 || at < named)) {
        named = at;
        namedLength = n.length;
      }
    }
    let at: number;
    let end: number;
    if (other && (named < 0 || other.index <= named)) {
      at = other.index;
      end = at + other[0].length;
    } else if (named >= 0) {
      at = named;
      end = named + namedLength;
    } else break;
    out += `${text.slice(copied, at)}~`;
    copied = end;
  }
  return out + text.slice(copied);
}

/** The first offset at or after `from` where the name stands as a word, as `\bname(?![\w'])`; -1 if none. */
function nameAt(text: string, canonicalText: string, canonicalName: string, from: number): number {
  for (let at = canonicalText.indexOf(canonicalName, from); at >= 0; at = canonicalText.indexOf(canonicalName, at + 1)) {
    const end = at + canonicalName.length;
    const boundary = isWordUnit(text.charCodeAt(at - 1)) !== isWordUnit(text.charCodeAt(at));
    if (boundary && !(isWordUnit(text.charCodeAt(end)) || text.charAt(end) === "'")) return at;
  }
  return -1;
}

/** A name a trigger condition can match by hand: words of no whitespace, one space between them. */
export function isPlainName(name: string): boolean {
  return /^\S+(?: \S+)*$/.test(name);
}

const WHITESPACE = /\s+/y;

/**
 * Where a plain name (`isPlainName`) ends when it stands at `at` in a trigger condition, as the
 * pattern made of it with each space as `\s+` would match there; -1 when it doesn't.
 */
export function plainNameEnd(text: string, at: number, name: string): number {
  let i = at;
  for (let n = 0; n < name.length; n++) {
    if (name.charCodeAt(n) === 32) {
      WHITESPACE.lastIndex = i;
      if (!WHITESPACE.test(text)) return -1;
      i = WHITESPACE.lastIndex;
    } else if (i >= text.length || !sameCodeUnit(text.charCodeAt(i++), name.charCodeAt(n))) return -1;
  }
  return i;
}

/** `\w` of a RegExp without the u flag; NaN (outside the string) is no word character. */
function isWordUnit(unit: number): boolean {
  return (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) || unit === 95;
}

/** Equal as a RegExp with the i flag and without the u flag compares them. */
function sameCodeUnit(a: number, b: number): boolean {
  return a === b || canonicalUnit(a) === canonicalUnit(b);
}

/** `s` with each code unit canonicalised as `sameCodeUnit` does: one code unit for one, so offsets hold. */
function canonical(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toUpperCase();
  let out = "";
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(canonicalUnit(s.charCodeAt(i)));
  return out;
}

/**
 * Canonicalize(ch) of ECMA-262 for a RegExp with the i flag and without the u flag: the upper
 * case when it is one code unit, unless that maps a non-ASCII unit to an ASCII one.
 */
function canonicalUnit(unit: number): number {
  if (unit < 128) return unit >= 97 && unit <= 122 ? unit - 32 : unit;
  const upper = String.fromCharCode(unit).toUpperCase();
  if (upper.length !== 1) return unit;
  const cu = upper.charCodeAt(0);
  return cu < 128 ? unit : cu;
}
