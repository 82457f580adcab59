import { Document, LineCounter, parseDocument } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";

/**
 * Parses the text as one YAML document. Never throws: YAML errors and warnings become
 * scenario/syntax diagnostics on their exact range, and the (partial) document is returned so
 * the rest of the file is still checked.
 */
export function parseScenarioYaml(source: SourceText, out: Diagnostic[]): Document {
  const doc = parseYaml(source, out);
  for (const problem of [...doc.errors, ...doc.warnings]) {
    const [start, end] = problem.pos;
    out.push(
      syntax.create({
        range: source.range(start, Math.max(end, start + 1)),
        message: `YAML: ${firstLine(problem.message)}`,
        severity: problem.name === "YAMLWarning" ? "warning" : "error",
      }),
    );
  }
  return doc;
}

/**
 * The YAML parser recurses once per level of nesting, so a line like `a: b: c: …` thousands of
 * levels deep exhausts the stack. That text is no scenario: it gets one error on its most deeply
 * nested line, and an empty document, so the rest of the pipeline has nothing to check.
 */
function parseYaml(source: SourceText, out: Diagnostic[]): Document {
  // The parser reports each problem as an Error object, and capturing each one's stack trace is
  // most of the cost of a file with thousands of YAML errors; no one reads those stacks.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parseDocument(source.text, { lineCounter: new LineCounter(), prettyErrors: false, uniqueKeys: true, strict: true });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    const line = deepestLine(source.text);
    out.push(syntax.create({ range: source.range(line.start, line.end), message: "YAML: this nests too deeply to be read (hundreds of keys or brackets inside one another); nothing in the file is checked." }));
    // An empty mapping: the file's one finding is this one, not "should be a mapping" as well.
    return new Document({});
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
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
