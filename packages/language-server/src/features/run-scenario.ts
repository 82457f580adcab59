import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { renderTranscript } from "@recycle-rules/linter";
import type { TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Analyses } from "../analyses.js";
import type { RunScenarioParams, RunScenarioResult } from "../protocol.js";

/** `recycleRules/runScenario`: the linter's transcript for an open document or a file on disk. */
export async function runScenario(params: RunScenarioParams, documents: TextDocuments<TextDocument>, analyses: Analyses): Promise<RunScenarioResult> {
  const open = documents.get(params.uri);
  const analysis = open
    ? analyses.get(open)
    : analyses.analyzeText(await readFile(fileURLToPath(params.uri), "utf8"), params.uri);
  const { diagnostics, replay } = analysis.lint;
  const count = (s: string): number => diagnostics.filter((d) => d.severity === s).length;
  return {
    uri: params.uri,
    transcript: replay ? renderTranscript(replay) : "",
    errors: count("error"),
    warnings: count("warning"),
    infos: count("info"),
    problems: diagnostics.map(
      (d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity} ${d.code}${d.rule.length > 0 ? ` [${d.rule.join(", ")}]` : ""} ${d.message}`,
    ),
  };
}
