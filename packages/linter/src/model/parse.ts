import { Document, LineCounter, parseDocument, type DocumentOptions, type ParseOptions, type SchemaOptions } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import { colonValueHint } from "./colon-value.js";

/**
 * Parses the text as one YAML document. Never throws: YAML errors and warnings become
 * scenario/syntax diagnostics on their exact range, and the (partial) document is returned so
 * the rest of the file is still checked.
 */
export function parseScenarioYaml(source: SourceText, out: Diagnostic[]): { doc: Document; quoteHints: readonly Range[] } {
  const doc = parseYaml(source, out);
  const quoteHints: Range[] = [];
  for (const problem of [...doc.errors, ...doc.warnings]) {
    const [start, end] = problem.pos;
    const hint = problem.code === "BLOCK_AS_IMPLICIT_KEY" ? colonValueHint(source, start) : undefined;
    if (hint) {
      // "a: b: c: d" is one value with two colons: one hint.
      if (quoteHints.some((h) => h.startOffset === hint.range.startOffset)) continue;
      out.push(syntax.create({ range: hint.range, message: hint.message, fixes: [hint.fix] }));
      quoteHints.push(hint.range);
      continue;
    }
    out.push(
      syntax.create({
        range: source.range(start, Math.max(end, start + 1)),
        message: `YAML: ${firstLine(problem.message)}`,
        severity: problem.name === "YAMLWarning" ? "warning" : "error",
      }),
    );
  }
  return { doc, quoteHints };
}

/**
 * The structure check's findings, less the "should be text, not a mapping" on a value a
 * colon hint already explains (the mapping is the parser's misreading of that text).
 */
export function withoutExplainedShapes(structural: readonly Diagnostic[], quoteHints: readonly Range[]): Diagnostic[] {
  if (quoteHints.length === 0) return [...structural];
  return structural.filter((d) => !quoteHints.some((h) => d.range.startOffset === h.startOffset && d.message.endsWith("not a mapping.")));
}

/**
 * Parses YAML the way every part of the linter reads a scenario. The parser recurses once per
 * level of nesting, so a line like `a: b: c: …` thousands of levels deep exhausts the stack: that
 * text is no scenario, and `tooDeep` says so (the document is then an empty mapping, so nothing
 * reports "should be a mapping" as well).
 */
export function parseYamlDocument(text: string, options: DocumentOptions & ParseOptions & SchemaOptions): { doc: Document; tooDeep: boolean } {
  // The parser reports each problem as an Error object, and capturing each one's stack trace is
  // most of the cost of a file with thousands of YAML errors; no one reads those stacks.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return { doc: parseDocument(text, options), tooDeep: false };
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return { doc: new Document({}), tooDeep: true };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** The scenario's document; one too deeply nested is one error on its most deeply nested line. */
function parseYaml(source: SourceText, out: Diagnostic[]): Document {
  const { doc, tooDeep } = parseYamlDocument(source.text, { lineCounter: new LineCounter(), prettyErrors: false, uniqueKeys: true, strict: true });
  if (tooDeep) {
    const line = deepestLine(source.text);
    out.push(syntax.create({ range: source.range(line.start, line.end), message: "YAML: this nests too deeply to be read (hundreds of keys or brackets inside one another); nothing in the file is checked." }));
  }
  return doc;
}

/** The line with the most nesting marks (": ", "[", "{"), as offsets. */
function deepestLine(text: string): { start: number; end: number } {
  let best = { start: 0, end: 0, marks: -1 };
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    let marks = 0;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 91 || c === 123 || (c === 58 && text.charCodeAt(i + 1) === 32)) marks++;
    }
    if (marks > best.marks) best = { start, end, marks };
    if (newline < 0) break;
    start = newline + 1;
  }
  return best;
}

function firstLine(message: string): string {
  const line = message.split("\n")[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, "").trim();
}
