import type { Fix, Range } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";

/** What the parser's "nested mapping" error means when a plain value holds ": ", and the fix. */
export interface ColonValueHint {
  readonly range: Range;
  readonly message: string;
  readonly fix: Fix;
}

/**
 * `scenario: Vi: empty trash` — a colon followed by a space inside a plain value starts a
 * mapping in YAML, so the parser reports "Nested mappings are not allowed in compact mappings"
 * and reads the rest of the file as part of that value. When the error's colon sits inside the
 * plain value of a `key: value` line (or `- key: value`), the value was meant as text: say so on
 * the whole value and offer to quote it. Anything else (a quoted or bracketed value, a colon
 * outside a value) gets no hint: the parser's own message stands.
 */
export function colonValueHint(source: SourceText, colonOffset: number): ColonValueHint | undefined {
  const text = source.text;
  const lineStart = text.lastIndexOf("\n", colonOffset - 1) + 1;
  const line = text.slice(lineStart, lineEndAt(text, colonOffset));
  const key = /^\s*(?:-\s+)?[^\s:#"'[{][^:#]*?:\s+/.exec(line);
  if (!key) return undefined;
  const valueStart = lineStart + key[0].length;
  const first = plainPart(line.slice(key[0].length));
  if (first.text === "" || /^["'[{|>&*!]/.test(first.text)) return undefined;
  if (colonOffset < valueStart || colonOffset >= valueStart + first.text.length) return undefined;
  // A plain value goes on over the lines indented deeper than its key (YAML folds each line
  // break into a space): the quoted value must hold them too, or the fix would leave them behind
  // as text YAML can't read after a closing quote.
  const parts = [first.text];
  let valueEnd = valueStart + first.text.length;
  let ended = first.commented;
  // The key's own column: under a list dash ("  - play: A: B") it is where "play" starts, and a
  // line at that column ("    choose: …") is the item's next key, not more of this value.
  const keyIndent = /^\s*(?:-\s+)?/.exec(line)?.[0].length ?? 0;
  for (let next = lineEndAt(text, colonOffset) + 1; !ended && next > 0 && next < text.length; next = lineEndAt(text, next) + 1) {
    const following = text.slice(next, lineEndAt(text, next));
    const indent = /^\s*/.exec(following)?.[0].length ?? 0;
    const rest = following.slice(indent);
    if (rest === "" || rest.startsWith("#") || indent <= keyIndent) break;
    const part = plainPart(rest);
    parts.push(part.text);
    valueEnd = next + indent + part.text.length;
    ended = part.commented;
  }
  const value = parts.join(" ");
  const range = source.range(valueStart, valueEnd);
  const quoted = JSON.stringify(value);
  return {
    range,
    message: `YAML reads the ": " in ${quoted} as the start of a mapping (and the lines below as part of it): quote the text, ${key[0].replace(/^\s*(?:-\s+)?/, "").trim()} ${quoted}.`,
    // Safe: the quoted text is the plain value YAML would have read, its line breaks folded to
    // spaces as YAML folds them; quoting only stops YAML reading a mapping in it.
    fix: { title: `Quote ${quoted}`, edits: [{ range, newText: quoted }], safe: true },
  };
}

function lineEndAt(text: string, offset: number): number {
  const newline = text.indexOf("\n", offset);
  return newline < 0 ? text.length : newline;
}

/** A line's plain text up to a comment (" #", which also ends the value), trailing spaces dropped. */
function plainPart(rest: string): { text: string; commented: boolean } {
  const comment = rest.search(/\s#/);
  return { text: (comment < 0 ? rest : rest.slice(0, comment)).trimEnd(), commented: comment >= 0 };
}
