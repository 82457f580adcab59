import { LineCounter, parseDocument, type Document } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";

/**
 * Parses the text as one YAML document. Never throws: YAML errors and warnings become
 * scenario/syntax diagnostics on their exact range, and the (partial) document is returned so
 * the rest of the file is still checked.
 */
export function parseScenarioYaml(source: SourceText, out: Diagnostic[]): Document {
  const doc = parseDocument(source.text, {
    lineCounter: new LineCounter(),
    prettyErrors: false,
    uniqueKeys: true,
    strict: true,
  });
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

function firstLine(message: string): string {
  const line = message.split("\n")[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, "").trim();
}
