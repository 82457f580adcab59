import type { Finding } from "./findings.js";
import type { SlowInput } from "./slowest.js";

export interface CampaignSummary {
  readonly seed: number;
  readonly workers: number;
  readonly timeLimitMs: number;
  readonly ran: number;
  readonly elapsedMs: number;
  readonly perGenerator: ReadonlyMap<string, number>;
  readonly slowest: readonly SlowInput[];
  /** Saved findings with their files, and how many more inputs broke an invariant the same way. */
  readonly findings: readonly { readonly finding: Finding; readonly file?: string }[];
  readonly repeats: ReadonlyMap<string, number>;
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
export const plural = (n: number, word: string) => `${int(n)} ${word}${n === 1 ? "" : "s"}`;

export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}h ${m}m ${s % 60}s` : m > 0 ? `${m}m ${s % 60}s` : `${s}s`;
}

/** One progress line: how far, how fast, how long still. */
export function progressLine(done: number, total: number, elapsedMs: number, findings: number): string {
  const rate = done / Math.max(elapsedMs / 1000, 0.001);
  const eta = rate > 0 ? ((total - done) / rate) * 1000 : 0;
  return `${int(done).padStart(11)} / ${int(total)} inputs (${((100 * done) / total).toFixed(1)}%)  ${int(rate)} inputs/s  findings ${findings}  elapsed ${duration(elapsedMs)}  eta ${duration(eta)}`;
}

/** The end-of-campaign report: totals, inputs per generator, the slowest inputs, and findings = 0 or their list. */
export function summaryText(s: CampaignSummary): string {
  const lines = [
    "",
    `fuzz campaign: ${int(s.ran)} inputs in ${duration(s.elapsedMs)} (${int(s.ran / Math.max(s.elapsedMs / 1000, 0.001))} inputs/s), seed ${s.seed}, ${plural(s.workers, "worker")}, limit ${s.timeLimitMs} ms per input`,
    "inputs per generator:",
    ...[...s.perGenerator].sort((a, b) => b[1] - a[1]).map(([name, n]) => `  ${name.padEnd(22)} ${int(n).padStart(11)}`),
    "slowest inputs:",
    ...s.slowest.map((x) => `  ${x.ms.toFixed(0).padStart(6)} ms  ${x.generator.padEnd(20)} ${int(x.chars).padStart(9)} chars  ${x.origin ?? "generated"} (chunk ${x.chunk}, input ${x.index})`),
  ];
  const kinds = new Map<string, { first: Finding; files: string[]; inputs: number }>();
  for (const { finding, file } of s.findings) {
    const kind = kinds.get(finding.signature) ?? { first: finding, files: [], inputs: 0 };
    kind.inputs++;
    if (file) kind.files.push(file);
    kinds.set(finding.signature, kind);
  }
  for (const [signature, n] of s.repeats) {
    const kind = kinds.get(signature);
    if (kind) kind.inputs += n;
  }
  const total = [...kinds.values()].reduce((sum, k) => sum + k.inputs, 0);
  lines.push(total === 0 ? "findings = 0" : `findings = ${total} inputs, ${kinds.size} distinct:`);
  for (const kind of kinds.values()) {
    lines.push(`  ${kind.first.invariant} (${plural(kind.inputs, "input")}): ${(kind.first.detail[0] ?? "").slice(0, 300)}`);
    const minimal = kind.first.minimal?.text;
    if (minimal !== undefined && minimal.length <= 400) lines.push(`    minimal input: ${JSON.stringify(minimal)}`);
    for (const file of kind.files.slice(0, 3)) lines.push(`    replay: pnpm fuzz --replay ${file}`);
  }
  return lines.join("\n");
}
