/**
 * A small XML scanner for MTGO `.dek` files: start tags with their attributes, each attribute
 * value with its offsets in the file (the reason this isn't an off-the-shelf parser: the checks
 * need the exact characters of `Quantity="5"` and `Name="…"`). It reads elements, attributes,
 * comments, processing instructions, CDATA and a DOCTYPE without an internal subset, decodes the
 * five predefined entities and character references, and never throws: anything malformed is a
 * problem with a position, and scanning stops at the first problem it can't step over.
 */

export interface XmlAttribute {
  readonly name: string;
  /** The decoded value. */
  readonly value: string;
  /** Offsets of the raw value between the quotes. */
  readonly valueStart: number;
  readonly valueEnd: number;
  /** The quote character used, for writing a value back. */
  readonly quote: '"' | "'";
}

export interface XmlElement {
  readonly name: string;
  /** The enclosing element's name; undefined for the root. */
  readonly parent?: string;
  /** Offsets of the start tag, "<" to ">". */
  readonly start: number;
  readonly end: number;
  readonly attributes: readonly XmlAttribute[];
}

export interface XmlProblem {
  readonly start: number;
  readonly end: number;
  readonly message: string;
}

export interface XmlScan {
  /** Start tags (and empty-element tags) in document order. */
  readonly elements: readonly XmlElement[];
  readonly problems: readonly XmlProblem[];
}

const NAME_START = /[A-Za-z_:\u00C0-\uFFFF]/;
const NAME_CHAR = /[A-Za-z0-9_:.\-\u00B7\u00C0-\uFFFF]/;
const SPACE = /[ \t\r\n]/;

export function scanXml(text: string): XmlScan {
  const elements: XmlElement[] = [];
  const problems: XmlProblem[] = [];
  const stack: { name: string; start: number; end: number }[] = [];
  let i = 0;
  const fail = (start: number, end: number, message: string): XmlScan => {
    problems.push({ start, end: Math.max(start, end), message });
    return { elements, problems };
  };
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt < 0) break;
    const stray = text.slice(i, lt).trim();
    if (stray !== "" && stack.length === 0) {
      const at = i + text.slice(i, lt).indexOf(stray.charAt(0));
      problems.push({ start: at, end: at + stray.length, message: "Text outside the root element." });
    }
    i = lt;
    const skip = special(text, i);
    if (skip !== undefined) {
      if (skip.end < 0) return fail(i, text.length, skip.message);
      i = skip.end;
      continue;
    }
    if (text.startsWith("</", i)) {
      const nameEnd = readName(text, i + 2);
      const close = text.indexOf(">", nameEnd);
      if (nameEnd === i + 2 || close < 0 || text.slice(nameEnd, close).trim() !== "") return fail(i, close < 0 ? text.length : close + 1, "A malformed end tag: write </Name>.");
      const name = text.slice(i + 2, nameEnd);
      const open = stack.pop();
      if (!open) return fail(i, close + 1, `</${name}> closes nothing.`);
      if (open.name !== name) return fail(i, close + 1, `</${name}> closes <${open.name}>; the names must match.`);
      i = close + 1;
      continue;
    }
    const tag = readStartTag(text, i, problems);
    if (!tag) return { elements, problems };
    elements.push({ name: tag.name, ...(stack.length > 0 ? { parent: stack[stack.length - 1]?.name ?? "" } : {}), start: i, end: tag.end, attributes: tag.attributes });
    if (!tag.selfClosing) stack.push({ name: tag.name, start: i, end: tag.end });
    i = tag.end;
  }
  const unclosed = stack.pop();
  if (unclosed) problems.push({ start: unclosed.start, end: unclosed.end, message: `<${unclosed.name}> is never closed.` });
  if (elements.length === 0 && problems.length === 0) problems.push({ start: 0, end: text.length, message: "No XML element: a .dek file holds a <Deck> element." });
  return { elements, problems };
}

/** Comments, processing instructions, CDATA and DOCTYPE: where they end, or -1 with a message. */
function special(text: string, at: number): { end: number; message: string } | undefined {
  const forms: [string, string, string][] = [
    ["<!--", "-->", "A comment is never closed (-->)."],
    ["<?", "?>", "A processing instruction is never closed (?>)."],
    ["<![CDATA[", "]]>", "A CDATA section is never closed (]]>)."],
    ["<!", ">", "A declaration is never closed (>)."],
  ];
  for (const [open, close, message] of forms) {
    if (!text.startsWith(open, at)) continue;
    const end = text.indexOf(close, at + open.length);
    return { end: end < 0 ? -1 : end + close.length, message };
  }
  return undefined;
}

function readName(text: string, at: number): number {
  let i = at;
  if (i < text.length && NAME_START.test(text.charAt(i))) {
    i++;
    while (i < text.length && NAME_CHAR.test(text.charAt(i))) i++;
  }
  return i;
}

function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length && SPACE.test(text.charAt(i))) i++;
  return i;
}

function readStartTag(text: string, at: number, problems: XmlProblem[]): { name: string; end: number; selfClosing: boolean; attributes: XmlAttribute[] } | undefined {
  const nameEnd = readName(text, at + 1);
  if (nameEnd === at + 1) {
    problems.push({ start: at, end: at + 1, message: '"<" must start a tag name (write &lt; for a literal "<").' });
    return undefined;
  }
  const name = text.slice(at + 1, nameEnd);
  const attributes: XmlAttribute[] = [];
  // Names seen so far: a tag with thousands of attributes must not compare each with all before it.
  const seen = new Set<string>();
  let i = nameEnd;
  for (;;) {
    const before = i;
    i = skipSpace(text, i);
    if (i >= text.length) {
      problems.push({ start: at, end: text.length, message: `The tag <${name}> is never closed (>).` });
      return undefined;
    }
    if (text.startsWith("/>", i)) return { name, end: i + 2, selfClosing: true, attributes };
    if (text.charAt(i) === ">") return { name, end: i + 1, selfClosing: false, attributes };
    const attrEnd = readName(text, i);
    if (attrEnd === i || before === i) {
      problems.push({ start: i, end: i + 1, message: `Unexpected "${text.charAt(i)}" in the tag <${name}>: attributes are written Name="value", separated by spaces.` });
      return undefined;
    }
    const attrName = text.slice(i, attrEnd);
    i = skipSpace(text, attrEnd);
    if (text.charAt(i) !== "=") {
      problems.push({ start: attrEnd, end: Math.min(text.length, attrEnd + 1), message: `The attribute ${attrName} needs a value: ${attrName}="…".` });
      return undefined;
    }
    i = skipSpace(text, i + 1);
    const quote = text.charAt(i);
    if (quote !== '"' && quote !== "'") {
      problems.push({ start: i, end: Math.min(text.length, i + 1), message: `The value of ${attrName} must be in quotes.` });
      return undefined;
    }
    const close = text.indexOf(quote, i + 1);
    if (close < 0) {
      problems.push({ start: i, end: text.length, message: `The value of ${attrName} is never closed (${quote}).` });
      return undefined;
    }
    const raw = text.slice(i + 1, close);
    const lt = raw.indexOf("<");
    if (lt >= 0) problems.push({ start: i + 1 + lt, end: i + 2 + lt, message: `"<" is not allowed in an attribute value; write &lt;.` });
    if (seen.has(attrName)) problems.push({ start: i - attrName.length, end: close + 1, message: `${attrName} is given twice in <${name}>.` });
    seen.add(attrName);
    attributes.push({ name: attrName, value: decodeEntities(raw, i + 1, problems), valueStart: i + 1, valueEnd: close, quote });
    i = close + 1;
  }
}

const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(raw: string, offset: number, problems: XmlProblem[]): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, body: string, index: number) => {
    const named = NAMED[body];
    if (named !== undefined && whole.endsWith(";")) return named;
    const num = /^#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}))$/.exec(body);
    const code = num ? (num[1] !== undefined ? parseInt(num[1], 16) : Number(num[2])) : NaN;
    if (whole.endsWith(";") && code >= 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    problems.push({ start: offset + index, end: offset + index + whole.length, message: `"${whole}" is not an XML entity (&amp; &lt; &gt; &quot; &apos; or &#…;).` });
    return whole;
  });
}

/** Writes a string as an attribute value between the given quotes. */
export function xmlAttributeValue(value: string, quote: '"' | "'"): string {
  const escaped = value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return quote === '"' ? escaped.replace(/"/g, "&quot;") : escaped.replace(/'/g, "&apos;");
}
