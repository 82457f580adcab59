// Random edits to a document, as LSP incremental changes, applied to the client's own copy of the
// text. The copy is a plain string edited by offsets — not vscode-languageserver-textdocument,
// which the server uses — so a bug in how the server applies changes can't hide behind the same
// bug on this side.

/**
 * What gets typed: YAML's punctuation, letters, a line break, and characters outside ASCII (é is
 * one UTF-16 unit, the emoji two, so a one-unit delete can split it: the server must cope with a
 * lone surrogate too). No \r: texts use \n only, so an offset is never between \r and \n.
 */
const TYPED = [..."abcdefghijklmnopqrstuvwxyz ABCVDR0123456789:-[],'\"#\n\t", "é", "😀"];

/** An offset in `text` as an LSP position (0-based line, UTF-16 character). */
export function positionAt(text, offset) {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, character: offset - lineStart };
}

/** Whether an LSP range lies inside `text` (a server answer about text that isn't there is a bug). */
export function rangeInside(text, range) {
  const lines = text.split("\n");
  const inside = (p) => p.line < lines.length && p.character <= lines[p.line].length;
  return inside(range.start) && inside(range.end);
}

/** One change: a character typed or deleted at a random place, or, now and then, a whole new text. */
export function randomChange(rng, text, replacements) {
  if (rng.chance(0.01)) {
    const replaced = rng.pick(replacements);
    return { change: { text: replaced }, text: replaced };
  }
  if (text.length > 0 && rng.chance(0.45)) {
    const at = rng.below(text.length);
    const range = { start: positionAt(text, at), end: positionAt(text, at + 1) };
    return { change: { range, text: "" }, text: text.slice(0, at) + text.slice(at + 1) };
  }
  const at = rng.below(text.length + 1);
  const typed = rng.pick(TYPED);
  const position = positionAt(text, at);
  return { change: { range: { start: position, end: position }, text: typed }, text: text.slice(0, at) + typed + text.slice(at) };
}

/**
 * One didChange's content changes: usually one, sometimes up to three in a row (LSP applies
 * them in order, each to the text the previous one left).
 */
export function randomChanges(rng, text, replacements) {
  const count = rng.chance(0.1) ? 2 + rng.below(2) : 1;
  const changes = [];
  let current = text;
  for (let i = 0; i < count; i++) {
    const next = randomChange(rng, current, replacements);
    changes.push(next.change);
    current = next.text;
  }
  return { changes, text: current };
}
