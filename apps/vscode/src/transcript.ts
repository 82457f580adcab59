import type { RunScenarioResult } from "@recycle-rules/language-server/protocol";

/** The text the "Run Scenario" command shows: the transcript, then the problems, like the CLI's `run`. */
export function formatRun(name: string, result: RunScenarioResult): string {
  const counts = `${result.errors} error${result.errors === 1 ? "" : "s"}, ${result.warnings} warning${result.warnings === 1 ? "" : "s"}`;
  const lines = [`# ${name}`, ""];
  lines.push(result.transcript === "" ? "(this file can't be replayed: see its problems)" : result.transcript.trimEnd(), "");
  lines.push(`problems: ${counts}`);
  for (const p of result.problems) lines.push(`  ${p}`);
  return `${lines.join("\n")}\n`;
}
