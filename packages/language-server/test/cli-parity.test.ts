/**
 * The editor and the terminal must agree: for every bundled example, the diagnostics the server
 * publishes have exactly the codes and ranges the CLI reports (both come from the linter; this
 * catches any glue that adds, drops or moves a finding).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, examplesDir, repoRoot } from "./client.js";

const cliBin = path.join(repoRoot, "packages", "cli", "dist", "bin.js");
const examples = readdirSync(examplesDir).filter((f) => f.endsWith(".scenario.yaml")).sort();

interface Finding {
  code: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

const key = (f: Finding): string => `${f.code} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`;

let client: TestClient;
let cliReport: Map<string, string[]>;

beforeAll(async () => {
  if (!existsSync(cliBin)) throw new Error(`${cliBin} is missing: build the CLI first (npx -y pnpm@12.4.2 run build).`);
  const run = spawnSync(process.execPath, [cliBin, "lint", "--format", "json", ...examples.map((f) => path.join(examplesDir, f))], { encoding: "utf8" });
  if (run.status !== 0 && run.status !== 1) throw new Error(`the CLI failed (exit ${run.status}): ${run.stderr}`);
  const results = JSON.parse(run.stdout) as { filePath: string; diagnostics: Finding[] }[];
  cliReport = new Map(results.map((r) => [path.basename(r.filePath), r.diagnostics.map(key)]));
  ({ client } = await TestClient.start());
});
afterAll(() => client?.kill());

describe("CLI and language server agree on every example", () => {
  it("has examples to compare", () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  for (const file of examples) {
    it(file, async () => {
      const uri = pathToFileURL(path.join(examplesDir, file)).href;
      await client.open(uri, readFileSync(path.join(examplesDir, file), "utf8"));
      const published = await client.diagnostics(uri);
      const server = published.diagnostics.map((d) => key({ code: String(d.code), range: d.range }));
      expect(server).toEqual(cliReport.get(file));
    });
  }
});
