/**
 * The GitHub Action (action.yml at the repository root) as the tests see it: its parsed
 * definition, its script's step, and a way to run that step as Actions would: its `run:` line
 * under bash, its `env:` with each `${{ inputs.x }}` replaced by the given value or the input's
 * default, in a copy of the sample repository, with this workspace's built CLI in place of the
 * published one. The composite steps around it (setting up Node, uploading the SARIF log) run
 * only on GitHub.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "yaml";
import { removeTree, tempTree } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, "../../..");
export const cliBin = path.resolve(here, "../dist/bin.js");
export const sampleDir = path.join(here, "fixtures", "action-sample");
export const actionLibPath = path.join(repoRoot, "action", "lib.mjs");

export interface ActionStep {
  readonly id?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly run?: string;
  readonly shell?: string;
  readonly with?: Record<string, string>;
  readonly env?: Record<string, string>;
}

export interface ActionDefinition {
  readonly name: string;
  readonly description: string;
  readonly inputs: Record<string, { readonly description: string; readonly default?: string }>;
  readonly outputs: Record<string, { readonly description: string; readonly value: string }>;
  readonly runs: { readonly using: string; readonly steps: readonly ActionStep[] };
}

export const actionYmlText = readFileSync(path.join(repoRoot, "action.yml"), "utf8");
export const action = parse(actionYmlText) as ActionDefinition;

export function step(id: string): ActionStep {
  const found = action.runs.steps.find((s) => s.id === id);
  if (!found) throw new Error(`action.yml has no step with id "${id}"`);
  return found;
}

const INPUT_EXPRESSION = /^\$\{\{ inputs\.([\w-]+) \}\}$/;

/** The run step's environment as Actions would build it from `with:` values (strings, as YAML gives them). */
export function stepEnv(id: string, inputs: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, expression] of Object.entries(step(id).env ?? {})) {
    const m = INPUT_EXPRESSION.exec(expression);
    if (!m) throw new Error(`${name}: the test only evaluates "\${{ inputs.<name> }}", not ${expression}`);
    const input = m[1] ?? "";
    const declared = action.inputs[input];
    if (!declared) throw new Error(`${name} reads undeclared input "${input}"`);
    env[name] = inputs[input] ?? declared.default ?? "";
  }
  return env;
}

/** What $GITHUB_OUTPUT holds: `name=value` lines and `name<<DELIMITER … DELIMITER` blocks. */
export function parseGithubOutput(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = "", delimiter] = heredoc;
      const end = lines.indexOf(delimiter ?? "", i + 1);
      if (end < 0) throw new Error(`unterminated output ${name}`);
      out[name] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (line.includes("=")) {
      out[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return out;
}

export interface StepRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The workspace: a copy of the sample repository, for the test to read and then remove. */
  readonly workspace: string;
  readonly outputs: Record<string, string>;
  readonly summary: string;
}

export interface StepOptions {
  /** Where to copy the sample repository inside the workspace ("." by default). */
  readonly checkout?: string;
  /** Run without RECYCLE_RULES_CLI, as a user's workflow does (only for runs that stop before installing). */
  readonly published?: boolean;
  /** Edits to the copy before the run. */
  readonly prepare?: (workspace: string) => void;
}

/** Runs the action's script step with these inputs on a fresh copy of the sample repository. */
export function runStep(inputs: Record<string, string>, options: StepOptions = {}): StepRun {
  const workspace = tempTree({});
  cpSync(sampleDir, path.join(workspace, options.checkout ?? "."), { recursive: true });
  options.prepare?.(workspace);
  const runnerTemp = tempTree({});
  const outputFile = path.join(runnerTemp, "github-output");
  const summaryFile = path.join(runnerTemp, "step-summary");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  // Nothing of the environment vitest runs in may leak into the step: not an INPUT_* (this
  // suite could itself run inside an action), not the runner's own files.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(INPUT_|GITHUB_|RUNNER_|RECYCLE_RULES_)/.test(key)));
  const env: Record<string, string | undefined> = {
    ...inherited,
    ...stepEnv("run", inputs),
    // What Actions sets: CI (so conformance never writes goldens), the action's folder, the
    // output files. The run step's command line reads GITHUB_ACTION_PATH.
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_ACTION_PATH: repoRoot,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerTemp,
    NO_COLOR: "1",
    ...(options.published ? {} : { RECYCLE_RULES_CLI: cliBin }),
  };
  const run = step("run");
  const r = spawnSync("bash", ["-c", run.run ?? ""], { cwd: workspace, env, encoding: "utf8" });
  const result = {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    workspace,
    outputs: parseGithubOutput(readFileSync(outputFile, "utf8")),
    summary: readFileSync(summaryFile, "utf8"),
  };
  removeTree(runnerTemp);
  return result;
}

/** The functions of the action's script, imported without running the step (action/run.mjs does that). */
export interface ActionLib {
  splitArgs(text: string): string[];
  configArgs(lintArgs: readonly string[]): string[];
  appendOutputs(file: string, outputs: Record<string, string | number>): void;
  installCli(version: string, tempRoot: string, env: NodeJS.ProcessEnv): string;
  npmCommand(): { command: string; args: string[] };
  cliVersion(requested: string): string;
}

export async function importActionLib(): Promise<ActionLib> {
  if (!existsSync(actionLibPath)) throw new Error(`${actionLibPath} is missing`);
  return (await import(pathToFileURL(actionLibPath).href)) as ActionLib;
}
