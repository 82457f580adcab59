import { hoverAt, type RulesEdition, type ScenarioAnalysis } from "@recycle-rules/linter";
import { MarkupKind, type Hover, type Position } from "vscode-languageserver/node";
import type { TextDocument } from "vscode-languageserver-textdocument";

/** A card name shows the card; a rule number shows the rule (both written by the linter). */
export function hover(doc: TextDocument, analysis: ScenarioAnalysis, position: Position, edition: RulesEdition): Hover | null {
  const found = hoverAt(analysis, doc.offsetAt(position), { edition });
  if (!found) return null;
  return {
    contents: { kind: MarkupKind.Markdown, value: found.markdown },
    range: { start: doc.positionAt(found.start), end: doc.positionAt(found.end) },
  };
}
