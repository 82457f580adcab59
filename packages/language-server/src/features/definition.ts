import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { definitionAt, isInsideFolder, type ScenarioAnalysis } from "@recycle-rules/linter";
import type { Location, Position } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { toRange } from "../convert.js";
import { filePathOf } from "../files/workspace-roots.js";

/**
 * Go to definition: a copy's `id:` or a custom card in the same file, or the file a `deck:`
 * names. A deck path is resolved against the scenario's folder and must exist and stay inside a
 * workspace folder (a scenario must not point an editor at arbitrary files).
 */
export function definition(doc: TextDocument, analysis: ScenarioAnalysis, position: Position, workspaceRoots: readonly string[]): Location | null {
  const target = definitionAt(analysis, doc.offsetAt(position));
  if (!target) return null;
  if (target.kind === "in-file") return { uri: doc.uri, range: toRange(target.range) };
  const scenarioPath = filePathOf(doc.uri);
  if (scenarioPath === undefined) return null;
  const file = path.resolve(path.dirname(scenarioPath), target.path);
  const roots = workspaceRoots.length > 0 ? workspaceRoots : [path.dirname(scenarioPath)];
  const inside = roots.some((root) => isInsideFolder(root, file));
  if (!inside || !existsSync(file) || !statSync(file).isFile()) return null;
  return { uri: pathToFileURL(file).href, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };
}
