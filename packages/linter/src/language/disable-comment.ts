import type { Document } from "yaml";
import { DISABLE_NEXT_LINE } from "../config/directives.js";
import { isUnsuppressible } from "../config/settle.js";
import { outsideScalars } from "../config/settle-file.js";
import { isMtgoXml } from "../deck/detect-game.js";
import type { Diagnostic, Fix } from "../diagnostics/types.js";

/** The file a finding is in, as far as a disable comment cares: its text and its kind. */
export type DisableCommentTarget =
  /** A scenario; its parsed `yaml` (ScenarioAnalysis.yaml) rules out a line inside a multi-line value. */
  | { readonly kind: "scenario"; readonly text: string; readonly yaml?: Document }
  /** A deck list; its `filePath` (or its text) tells an MTGO `.dek`, which is XML and has no comments. */
  | { readonly kind: "deck"; readonly text: string; readonly filePath?: string };

/**
 * The fix that silences one finding where it is (docs/configuration.md, "Disable comments"): a
 * `recycle-rules-disable-next-line <code> -- ` comment on a new line above the line the finding
 * starts on, indented as that line is, left for the person to write the reason after ` -- `.
 * `#` in a scenario, `//` in a deck list. Not safe (a person decides to silence a finding).
 *
 * Undefined where no comment can silence the finding: the codes that can't be disabled (the
 * linter's own failures, `suppression/*`), an MTGO `.dek` list, a blank line (a comment applies to
 * the next line that is not blank), and a line inside a multi-line YAML value (a block scalar's
 * `#` line is part of the value, not a comment).
 */
export function disableLineFix(target: DisableCommentTarget, finding: Pick<Diagnostic, "code" | "range">): Fix | undefined {
  if (isUnsuppressible(finding.code)) return undefined;
  if (target.kind === "deck" && isMtgoXml(target.text, target.filePath)) return undefined;
  const { text } = target;
  const { range } = finding;
  // The linter's ranges carry offsets: the line starts `character` code units before the finding.
  const lineStart = range.startOffset - range.start.character;
  if (lineStart < 0 || lineStart > text.length) return undefined;
  // A byte order mark stays first in the file.
  const at = lineStart === 0 && text.startsWith("\uFEFF") ? 1 : lineStart;
  if (target.kind === "scenario" && target.yaml && !outsideScalars(target.yaml, text)(at)) return undefined;
  let end = at;
  while (end < text.length && text[end] !== "\n" && text[end] !== "\r") end++;
  const line = text.slice(at, end);
  // A comment above a blank line would apply to the next line that is not blank, not to this one.
  if (line.trim() === "") return undefined;
  const indent = /^[ \t]*/.exec(line)?.[0] ?? "";
  const lineBreak = /\r\n|\r|\n/.exec(text)?.[0] ?? "\n";
  const marker = target.kind === "scenario" ? "#" : "//";
  const position = { line: range.start.line, character: at - lineStart };
  return {
    title: `Disable ${finding.code} for this line`,
    edits: [{ range: { start: position, end: position, startOffset: at, endOffset: at }, newText: `${indent}${marker} ${DISABLE_NEXT_LINE} ${finding.code} -- ${lineBreak}` }],
  };
}
