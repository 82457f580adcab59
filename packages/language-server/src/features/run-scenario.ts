import { renderTranscript } from "@recycle-rules/linter";
import { ErrorCodes, LSPErrorCodes, ResponseError, type TextDocuments } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Analyses } from "../analyses.js";
import { readScenarioFile } from "../files/workspace-files.js";
import { runScenarioUriOf } from "../guard/params.js";
import { RUN_SCENARIO_METHOD, type RunScenarioResult } from "../protocol.js";

/**
 * `recycleRules/runScenario`: the linter's transcript for an open document, or for a scenario
 * file inside the workspace (workspace-files.ts). Anything else is answered at once with an
 * error saying why, never by reading what the client named.
 */
export function runScenario(params: unknown, documents: TextDocuments<TextDocument>, analyses: Analyses, roots: readonly string[]): RunScenarioResult {
  const uri = runScenarioUriOf(params);
  if (uri === undefined) throw new ResponseError(ErrorCodes.InvalidParams, `${RUN_SCENARIO_METHOD} needs { "uri": "<the scenario's URI>" }.`);
  const open = documents.get(uri);
  const analysis = open ? analyses.get(open) : analyses.analyzeText(textOnDisk(uri, roots), uri);
  const { diagnostics, replay } = analysis.lint;
  const count = (s: string): number => diagnostics.filter((d) => d.severity === s).length;
  return {
    uri,
    transcript: replay ? renderTranscript(replay) : "",
    errors: count("error"),
    warnings: count("warning"),
    infos: count("info"),
    problems: diagnostics.map(
      (d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.severity} ${d.code}${d.rule.length > 0 ? ` [${d.rule.join(", ")}]` : ""} ${d.message}`,
    ),
  };
}

/** The text of a scenario that is not open, or the request's error saying why it is not read. */
function textOnDisk(uri: string, roots: readonly string[]): string {
  const read = readScenarioFile(uri, roots);
  if (!read.ok) throw new ResponseError(LSPErrorCodes.RequestFailed, `recycle-rules can't run ${uri}: ${read.reason}.`);
  return read.text;
}
