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
  const newline = text.indexOf("\n", colonOffset);
  const lineEnd = newline < 0 ? text.length : newline;
  const line = text.slice(lineStart, lineEnd);
  const key = /^\s*(?:-\s+)?[^\s:#"'[{][^:#]*?:\s+/.exec(line);
  if (!key) return undefined;
  const valueStart = lineStart + key[0].length;
  // A comment (" #") ends the value; trailing spaces are not part of it.
  const comment = line.slice(key[0].length).search(/\s#/);
  const valueEnd = lineStart + (comment < 0 ? line.length : key[0].length + comment);
  const value = text.slice(valueStart, valueEnd).trimEnd();
  if (value === "" || /^["'[{|>&*!]/.test(value)) return undefined;
  if (colonOffset < valueStart || colonOffset >= valueStart + value.length) return undefined;
  const range = source.range(valueStart, valueStart + value.length);
  const quoted = JSON.stringify(value);
  return {
    range,
    message: `YAML reads the ": " in ${quoted} as the start of a mapping (and the lines below as part of it): quote the text, ${key[0].replace(/^\s*(?:-\s+)?/, "").trim()} ${quoted}.`,
    // Safe: the value is one plain line; quoting keeps its text and only stops YAML reading a mapping in it.
    fix: { title: `Quote ${quoted}`, edits: [{ range, newText: quoted }], safe: true },
  };
}
