/**
 * Where the cursor is in a scenario's YAML *while it is being typed*. A half-written line is
 * rarely valid YAML, so instead of the parser this reads indentation, the way a person does:
 * the keys and list dashes above the cursor with less indentation are its parents.
 */

/** "[]" stands for "an item of a list" (the index doesn't matter for completion). */
export type CursorSegment = string | "[]";

export interface CursorContext {
  /** Keys (and "[]" for list items) from the document root to the thing being typed. */
  readonly path: readonly CursorSegment[];
  /**
   * "key": a mapping key is being typed; "value": the value of the last key in `path`;
   * "item": an item of a list (a scalar, or the first key of a mapping item).
   */
  readonly position: "key" | "value" | "item";
  /** The text typed so far for the word being completed (quotes excluded). */
  readonly prefix: string;
  /** Offset where that word starts: completions replace text from here to the cursor. */
  readonly start: number;
  /** Inside a flow collection ([…] or {…}), where a name with a comma must be quoted. */
  readonly inFlow: boolean;
  /** The word was opened with a quote, so the completion goes inside it as is. */
  readonly quoted: boolean;
}

interface LineTokens {
  /** Columns of list dashes, left to right. */
  readonly dashes: number[];
  /** The key on the line, if any, with its column and whether a value follows on the line. */
  readonly key?: { readonly name: string; readonly col: number; readonly hasValue: boolean };
  /** Column of the first non-space, non-dash character. */
  readonly contentCol: number;
}

/** Splits a line into its leading dashes and its `key:` (keys may be quoted). */
function tokenize(line: string): LineTokens {
  const dashes: number[] = [];
  let i = 0;
  for (;;) {
    while (line[i] === " ") i++;
    if (line[i] === "-" && (line[i + 1] === " " || i + 1 === line.length)) {
      dashes.push(i);
      i++;
      continue;
    }
    break;
  }
  const rest = line.slice(i);
  const m = /^("[^"]*"|'[^']*'|[^\s#"'[\]{},][^:#]*?)\s*:(?=\s|$)(.*)$/.exec(rest);
  if (!m) return { dashes, contentCol: i };
  const name = m[1]!.replace(/^["']|["']$/g, "");
  const after = (m[2] ?? "").replace(/\s#.*$/, "").trim();
  return { dashes, key: { name, col: i, hasValue: after !== "" && !/^[|>]/.test(after) }, contentCol: i };
}

/** The path of the line's parents: walk up, taking each key or dash left of `col`. */
function parentPath(lines: readonly string[], lineIndex: number, col: number): CursorSegment[] {
  const path: CursorSegment[] = [];
  let target = col;
  for (let l = lineIndex - 1; l >= 0 && target > 0; l--) {
    const line = lines[l] ?? "";
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const t = tokenize(line);
    // Right to left: the key (innermost) first, then the dashes that hold it.
    if (t.key && t.key.col < target) {
      path.unshift(t.key.name);
      target = t.key.col;
    }
    for (let d = t.dashes.length - 1; d >= 0; d--) {
      const dash = t.dashes[d]!;
      if (dash < target) {
        path.unshift("[]");
        target = dash;
      }
    }
    // A line of plain text at a lower indent (a scalar continuation) doesn't open a level.
  }
  return path;
}

/** Reads a flow collection typed on the cursor's line: which key or item the cursor is in. */
function flowContext(value: string): { path: CursorSegment[]; position: "key" | "value" | "item"; wordStart: number } | undefined {
  const stack: { kind: "[" | "{"; key?: string; afterColon: boolean }[] = [];
  let wordStart = 0;
  let inQuote: string | undefined;
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (inQuote) {
      if (c === inQuote) inQuote = undefined;
      continue;
    }
    if (c === '"' || c === "'") {
      inQuote = c;
      continue;
    }
    const top = stack[stack.length - 1];
    if (c === "[" || c === "{") {
      stack.push({ kind: c, afterColon: false });
      wordStart = i + 1;
    } else if (c === "]" || c === "}") {
      stack.pop();
      wordStart = i + 1;
    } else if (c === ",") {
      if (top) {
        top.afterColon = false;
        delete top.key;
      }
      wordStart = i + 1;
    } else if (c === ":" && top?.kind === "{" && (value[i + 1] === " " || i + 1 === value.length)) {
      top.key = value.slice(wordStart, i).trim();
      top.afterColon = true;
      wordStart = i + 1;
    }
  }
  if (stack.length === 0) return undefined;
  const path: CursorSegment[] = [];
  for (const level of stack.slice(0, -1)) path.push(level.kind === "[" ? "[]" : (level.key ?? ""));
  const last = stack[stack.length - 1]!;
  if (last.kind === "[") return { path: [...path, "[]"], position: "item", wordStart };
  if (last.afterColon && last.key !== undefined) return { path: [...path, last.key], position: "value", wordStart };
  return { path, position: "key", wordStart };
}

/** The cursor's context at `offset` in `text`. */
export function cursorContext(text: string, offset: number): CursorContext {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const lines = text.slice(0, lineStart).split(/\r?\n/);
  lines.pop(); // the empty piece after the last newline before the cursor's line
  const line = text.slice(lineStart, offset).replace(/\r$/, "");
  const t = tokenize(line);
  const firstCol = t.dashes[0] ?? t.key?.col ?? t.contentCol;
  const path = parentPath(lines, lines.length, firstCol);
  for (const _ of t.dashes) path.push("[]");

  let position: CursorContext["position"];
  let wordStart: number;
  let inFlow = false;
  if (t.key && line.slice(t.key.col).includes(":")) {
    path.push(t.key.name);
    const colon = line.indexOf(":", t.key.col + t.key.name.length);
    const value = line.slice(colon + 1);
    const flow = /^\s*[[{]/.test(value) ? flowContext(value) : undefined;
    if (flow) {
      path.push(...flow.path);
      position = flow.position;
      wordStart = colon + 1 + flow.wordStart;
      inFlow = true;
    } else {
      position = "value";
      wordStart = colon + 1;
    }
  } else {
    const rest = line.slice(t.contentCol);
    const flow = /^[[{]/.test(rest) ? flowContext(rest) : undefined;
    if (flow) {
      path.push(...flow.path);
      position = flow.position;
      wordStart = t.contentCol + flow.wordStart;
      inFlow = true;
    } else {
      position = t.dashes.length > 0 ? "item" : "key";
      wordStart = t.contentCol;
    }
  }
  while (line[wordStart] === " ") wordStart++;
  const quoted = line[wordStart] === '"' || line[wordStart] === "'";
  if (quoted) wordStart++;
  return { path, position, prefix: line.slice(wordStart), start: lineStart + wordStart, inFlow, quoted };
}
