/**
 * action.yml and what depends on it: the inputs the script reads are the inputs the action
 * declares and passes, the script the step runs exists, the outputs come from the script's step,
 * the actions it uses are pinned to a major version, the Node check works, and the workflows in
 * docs/ci.md use only inputs and outputs the action has.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { action, actionLibPath, repoRoot, step, type ActionStep } from "./action-helpers.js";
import { removeTree, tempTree } from "./helpers.js";

const declaredInputs = Object.keys(action.inputs).sort();
const envName = (input: string) => `INPUT_${input.toUpperCase().replace(/-/g, "_")}`;
/** `inputs.x` wherever action.yml's steps and outputs use one (expressions, `if:` conditions). */
const usedInputs = [...new Set([...JSON.stringify([action.runs, action.outputs]).matchAll(/\binputs\.([\w-]+)/g)].map((m) => m[1] ?? ""))].sort();
/** The inputs the script reads: every read goes through `input(env, "<name>")` (action/lib.mjs). */
const scriptInputs = [...new Set([...readFileSync(actionLibPath, "utf8").matchAll(/\binput\(env, "([\w-]+)"\)/g)].map((m) => m[1] ?? ""))].sort();

describe("action.yml", () => {
  it("is a composite action with a name and description", () => {
    expect(action.runs.using).toBe("composite");
    expect(action.name).toBeTruthy();
    expect(action.description).toBeTruthy();
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toBeTruthy();
  });

  it("uses every input it declares, and declares every input it uses", () => {
    expect(usedInputs).toEqual(declaredInputs);
  });

  it("passes each input the script reads, under the name the script reads it by", () => {
    expect(scriptInputs.length).toBeGreaterThan(0);
    const env = step("run").env ?? {};
    // Each mapping is INPUT_<NAME>: ${{ inputs.<name> }}, for a declared input.
    for (const [name, value] of Object.entries(env)) {
      const input = /^\$\{\{ inputs\.([\w-]+) \}\}$/.exec(value)?.[1];
      expect(input, name).toBeDefined();
      expect(envName(input ?? ""), value).toBe(name);
    }
    // And the script reads exactly those: none missing (it would see ""), none passed for nothing.
    const passed = Object.values(env).map((value) => /inputs\.([\w-]+)/.exec(value)?.[1] ?? "");
    expect(passed.sort()).toEqual(scriptInputs);
  });

  it("runs a script that exists", () => {
    const run = step("run").run ?? "";
    const script = /"\$GITHUB_ACTION_PATH\/([^"]+)"/.exec(run)?.[1];
    expect(script).toBe("action/run.mjs");
    expect(existsSync(path.join(repoRoot, script ?? ""))).toBe(true);
  });

  it("takes each output from the script's step, under the same name", () => {
    for (const [name, output] of Object.entries(action.outputs)) {
      expect(output.value).toBe(`\${{ steps.run.outputs.${name} }}`);
      expect(output.description).toBeTruthy();
    }
  });

  it("pins each action it uses to a major version", () => {
    const uses = action.runs.steps.flatMap((s) => (s.uses ? [s.uses] : []));
    expect(uses.map((u) => u.replace(/@.*/, "")).sort()).toEqual(["actions/setup-node", "github/codeql-action/upload-sarif"]);
    for (const u of uses) expect(u).toMatch(/@v\d+$/);
  });

  it("uploads the SARIF log the script wrote, after findings too, but not when it wrote none", () => {
    const upload = action.runs.steps.find((s) => s.uses?.startsWith("github/codeql-action/upload-sarif@")) as ActionStep;
    expect(upload.with?.["sarif_file"]).toBe("${{ steps.run.outputs.sarif-file }}");
    expect(upload.with?.["checkout_path"]).toBe("${{ steps.run.outputs.root }}");
    expect(upload.if).toContain("!cancelled()");
    expect(upload.if).toContain("steps.run.outputs.sarif-file != ''");
    expect(upload.if).toContain("inputs.upload-sarif == 'true'");
  });
});

describe("the Node check step", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeTree));

  function check(env: Record<string, string>): string {
    const dir = tempTree({});
    dirs.push(dir);
    const output = path.join(dir, "output");
    writeFileSync(output, "");
    const r = spawnSync("/bin/bash", ["-c", step("node").run ?? ""], { env: { ...env, GITHUB_OUTPUT: output }, encoding: "utf8" });
    expect(r.status).toBe(0);
    return readFileSync(output, "utf8");
  }

  it("accepts this Node (20.19 or newer, as the CLI needs)", () => {
    expect(check({ PATH: path.dirname(process.execPath) })).toBe("usable=true\n");
  });

  it("asks for setup-node when there is no Node at all", () => {
    expect(check({ PATH: "/nonexistent" })).toBe("usable=false\n");
  });
});

describe("docs/ci.md", () => {
  const doc = readFileSync(path.join(repoRoot, "docs", "ci.md"), "utf8");
  const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
  /** Every step of every YAML block: whole workflows, and fragments that are a list of steps. */
  const steps: ActionStep[] = blocks.flatMap((text) => {
    const parsed = parse(text) as unknown;
    if (Array.isArray(parsed)) return parsed as ActionStep[];
    const jobs = (parsed as { jobs?: Record<string, { steps?: ActionStep[] }> }).jobs ?? {};
    return Object.values(jobs).flatMap((job) => job.steps ?? []);
  });
  const ours = steps.filter((s) => s.uses?.startsWith("recycle-rules/recycle-rules@"));

  it("has workflows that use the action", () => {
    expect(blocks.length).toBeGreaterThan(3);
    expect(ours.length).toBeGreaterThanOrEqual(3);
  });

  it("passes the action only inputs it declares", () => {
    for (const s of ours) for (const key of Object.keys(s.with ?? {})) expect(declaredInputs, key).toContain(key);
  });

  it("reads only outputs the action declares", () => {
    const read = [...doc.matchAll(/steps\.(\w+)\.outputs\.([\w-]+)/g)].filter((m) => ours.some((s) => s.id === m[1]));
    expect(read.length).toBeGreaterThan(0);
    for (const m of read) expect(Object.keys(action.outputs), m[0]).toContain(m[2]);
  });

  it("documents every input and output", () => {
    for (const name of declaredInputs) expect(doc, name).toContain(`| \`${name}\` |`);
    for (const name of Object.keys(action.outputs)) expect(doc, name).toMatch(new RegExp(`\\| (\`[\\w-]+\`, )?\`${name}\``));
  });
});
