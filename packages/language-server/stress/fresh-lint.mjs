// What the server should have published, computed afresh with the built linter the server runs
// on, and the comparison. Compared: code, range, severity, and the linter's message (the server
// adds the rule numbers after it). Options mirror the server's: a scenario is linted with its
// URI as filePath and the workspace folder as the bound of its deck: lists; a deck list with its
// URI as filePath.
import { lintDeck, lintScenario } from "@recycle-rules/linter";

const SEVERITY = { error: 1, warning: 2, info: 3 };

export function freshDiagnostics(kind, text, uri, workspaceRoot) {
  return kind === "deck" ? lintDeck(text, { filePath: uri }).diagnostics : lintScenario(text, { filePath: uri, workspaceRoot }).diagnostics;
}

const rangeKey = (r) => `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;

/** undefined when the published LSP diagnostics are the linter's, else what differs (for the report). */
export function differenceFrom(published, fresh) {
  const seen = published.map((d) => ({ key: `${d.code} ${rangeKey(d.range)} ${d.severity}`, message: d.message })).sort((a, b) => a.key.localeCompare(b.key));
  const wanted = fresh.map((d) => ({ key: `${d.code} ${rangeKey(d.range)} ${SEVERITY[d.severity]}`, message: d.message })).sort((a, b) => a.key.localeCompare(b.key));
  if (seen.length !== wanted.length) return `${seen.length} published, ${wanted.length} expected: [${seen.map((d) => d.key)}] vs [${wanted.map((d) => d.key)}]`;
  for (let i = 0; i < seen.length; i++) {
    if (seen[i].key !== wanted[i].key) return `published ${seen[i].key}, expected ${wanted[i].key}`;
    if (!seen[i].message.startsWith(wanted[i].message)) return `${seen[i].key}: published "${seen[i].message}", expected "${wanted[i].message}"`;
  }
  return undefined;
}
