// The GitHub Action's work (action.yml at the repository root runs action/run.mjs, which runs
// this): lint the user's paths into a SARIF log and as annotations, optionally run conformance,
// then tell Actions what happened through $GITHUB_OUTPUT, $GITHUB_STEP_SUMMARY and the exit code.
//
// Plain Node ESM with no dependencies: the action runs from a bare checkout of this repository,
// with no node_modules. It never reads a finding itself beyond counting the SARIF log's results;
// the real CLI writes every report, so the action shows exactly what `recycle-rules lint` prints.
// Every child process is spawned with an argument array and no shell, so a path with spaces or
// quotes is passed as it is.
import { spawnSync } from "node:child_process";
import { appendFileSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

/** The CLI's exit codes (packages/cli/src/io.ts): no findings, findings, usage error or crash. */
export const EXIT = { ok: 0, findings: 1, usage: 2 };

/** Set this to a CLI's bin.js to run it instead of installing the published one (tests, a pinned install). */
export const CLI_OVERRIDE_ENV = "RECYCLE_RULES_CLI";

/** A mistake in the action's inputs: reported as an annotation, and the step exits 2 like the CLI's usage errors. */
export class ActionError extends Error {}

/**
 * One input, as action.yml passes it: composite actions don't set INPUT_* themselves, so the run
 * step's `env:` maps each input `some-name` to `INPUT_SOME_NAME`. Every input is read through
 * here, by its action.yml name, so a test can check the two lists agree.
 */
export function input(env, name) {
  return (env[`INPUT_${name.toUpperCase().replace(/-/g, "_")}`] ?? "").trim();
}

/** A list input: one entry per line, so a path may contain spaces. */
export function lines(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The boolean spellings of YAML 1.2's core schema, as @actions/core's getBooleanInput reads them. */
export function boolean(text, name) {
  if (["true", "True", "TRUE"].includes(text)) return true;
  if (["false", "False", "FALSE"].includes(text)) return false;
  throw new ActionError(`Input "${name}" must be true or false, not "${text}".`);
}

/**
 * The `args` input as arguments: split at whitespace, with '…' or "…" keeping spaces inside one
 * argument. No backslash escapes and no variables: it is not a shell, only a way to write a list
 * on one line.
 */
export function splitArgs(text) {
  const args = [];
  let current; // undefined between arguments; "" is a real (empty, quoted) argument
  let quote;
  for (const ch of text) {
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current ??= "";
    } else if (/\s/.test(ch)) {
      if (current !== undefined) args.push(current);
      current = undefined;
    } else {
      current = (current ?? "") + ch;
    }
  }
  if (quote !== undefined) throw new ActionError(`Input "args" has an unclosed ${quote} quote: ${text}`);
  if (current !== undefined) args.push(current);
  return args;
}

/**
 * Options of `lint` the action itself decides: it writes the report formats, lints files (not
 * stdin) and must not rewrite the checkout or print help instead of a report. Both the long form
 * (`--format json`, `--format=json`) and a short one, alone or grouped (`-f`, `-qf`), are refused,
 * and so is `--`, which the action puts before the paths it is given.
 */
const OWNED_LONG = /^--(format|fix|stdin|stdin-filename|help)?(=|$)/;
const OWNED_SHORT = /^-[^-]*[fh]/;

export function checkLintArgs(args) {
  for (const arg of args) {
    if (OWNED_LONG.test(arg) || OWNED_SHORT.test(arg)) {
      throw new ActionError(`Input "args" can't contain ${arg}: the action chooses the report formats and lints the files in "paths"; see docs/ci.md.`);
    }
  }
  return args;
}

/** Everything the step needs, read and checked before anything runs. */
export function readInputs(env, cwd) {
  const root = path.resolve(cwd, input(env, "working-directory") || ".");
  const conformancePaths = lines(input(env, "conformance-paths"));
  const maxWarnings = input(env, "max-warnings");
  const inputs = {
    root,
    paths: lines(input(env, "paths")),
    lintArgs: [...(maxWarnings !== "" ? ["--max-warnings", maxWarnings] : []), ...checkLintArgs(splitArgs(input(env, "args")))],
    annotations: boolean(input(env, "annotations") || "true", "annotations"),
    // Naming cases is asking for them to run.
    conformance: conformancePaths.length > 0 || boolean(input(env, "conformance") || "false", "conformance"),
    conformancePaths,
    sarifFile: path.resolve(root, input(env, "sarif-file") || "recycle-rules.sarif"),
    version: input(env, "version"),
  };
  if (inputs.paths.length === 0 && !inputs.conformance) throw new ActionError('Nothing to do: "paths" is empty and conformance is off.');
  return inputs;
}

/**
 * The CLI version to install: the input, else the one this copy of the action was released with
 * (packages/cli/package.json beside it), so `uses: …@v1.2.0` runs @recycle-rules/cli 1.2.0. Only
 * versions, ranges and dist-tags are accepted: the action installs the published package, not a
 * path or URL.
 */
export function cliVersion(requested) {
  if (requested === "") {
    const pkg = JSON.parse(readFileSync(new URL("../packages/cli/package.json", import.meta.url), "utf8"));
    return pkg.version;
  }
  if (!/^[0-9A-Za-z.^~<>=*|+\- ]+$/.test(requested)) {
    throw new ActionError(`Input "version" must be a version, range or dist-tag of @recycle-rules/cli (e.g. 1.2.0, ^1, latest), not "${requested}".`);
  }
  return requested;
}

/**
 * npm's own entry script beside this Node (Node's installers and actions/setup-node put it there),
 * run with `node`: spawning `npm` by name needs a shell on Windows, where it is a .cmd file.
 * Falls back to `npm` on PATH.
 */
export function npmCommand() {
  const bin = path.dirname(process.execPath);
  const candidates = [path.join(bin, "node_modules", "npm", "bin", "npm-cli.js"), path.join(bin, "..", "lib", "node_modules", "npm", "bin", "npm-cli.js")];
  const script = candidates.find((file) => existsSync(file));
  return script !== undefined ? { command: process.execPath, args: [script] } : { command: "npm", args: [] };
}

/**
 * Installs @recycle-rules/cli@<version> into a fresh folder under `tempRoot` and returns its
 * bin script. One install, then every run is plain `node bin.js`: npx would resolve the package
 * again for each of the two or three runs. Nothing is saved to the user's package.json or lockfile.
 */
export function installCli(version, tempRoot, env) {
  const prefix = mkdtempSync(path.join(tempRoot, "recycle-rules-cli-"));
  const spec = `@recycle-rules/cli@${version}`;
  const npm = npmCommand();
  process.stdout.write(`::group::Install ${spec}\n`);
  const result = spawnSync(npm.command, [...npm.args, "install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error", "--prefix", prefix, spec], {
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  process.stdout.write("::endgroup::\n");
  if (result.status !== 0) throw new ActionError(`Could not install ${spec} with npm (${result.error?.message ?? `exit code ${result.status}`}).`);
  const pkgDir = path.join(prefix, "node_modules", "@recycle-rules", "cli");
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.["recycle-rules"];
  if (typeof bin !== "string") throw new ActionError(`${spec} has no recycle-rules bin.`);
  return path.join(pkgDir, bin);
}

/** The bin.js to run: the override (relative to the working directory), else a fresh install. */
export function resolveCli(env, inputs) {
  const override = env[CLI_OVERRIDE_ENV] ?? "";
  if (override !== "") {
    const bin = path.resolve(inputs.root, override);
    if (!existsSync(bin)) throw new ActionError(`${CLI_OVERRIDE_ENV} names ${bin}, which doesn't exist.`);
    return bin;
  }
  return installCli(cliVersion(inputs.version), env.RUNNER_TEMP || tmpdir(), env);
}

/**
 * Runs the CLI in the working directory. `stdout` is where its report goes ("inherit": the log,
 * where Actions reads workflow commands; "pipe": returned; a file descriptor: a file). Its
 * stderr is returned so the caller decides whether to show it; a signal or a failure to start
 * counts as a crash (exit 2), as the CLI's own crashes do.
 */
function runCli(bin, args, root, stdout) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: root, stdio: ["ignore", stdout, "pipe"], encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const stderr = (result.stderr ?? "") + (result.error ? `${result.error.message}\n` : "");
  return { code: typeof result.status === "number" ? result.status : EXIT.usage, stdout: result.stdout ?? "", stderr };
}

/**
 * A workflow command's message: `%`, CR and LF escaped so a multi-line text stays one command
 * (the same escaping as the conformance package's, which this dependency-free script can't import).
 */
function commandData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

const ran = (code) => code === EXIT.ok || code === EXIT.findings;

/**
 * Shows a run's stderr. A usage error or crash is explained there, which Actions doesn't
 * annotate, so it is also made an annotation: the reason shows on the run page, not only in the log.
 */
function showStderr(what, run) {
  process.stderr.write(run.stderr);
  if (!ran(run.code)) process.stdout.write(`::error title=${what} failed::${commandData(run.stderr.trim() || `${what} exited with code ${run.code}.`)}\n`);
}

/** Error, warning and note counts of a SARIF log (a result without a level is a warning, as SARIF says). */
export function countSarif(text) {
  const counts = { errors: 0, warnings: 0, notes: 0 };
  for (const run of JSON.parse(text).runs ?? []) {
    for (const result of run.results ?? []) {
      const level = result.level ?? "warning";
      if (level === "error") counts.errors++;
      else if (level === "warning") counts.warnings++;
      else counts.notes++;
    }
  }
  return counts;
}

/**
 * `lint --format sarif` into the SARIF file, then `lint --format github` for annotations. The
 * SARIF run decides the exit code; the annotations run only adds a crash of its own. A usage
 * error or crash leaves no SARIF file, so the upload step (gated on the `sarif-file` output)
 * doesn't try to upload a log that isn't one.
 */
function lint(bin, inputs) {
  const tail = [...inputs.lintArgs, "--", ...inputs.paths];
  mkdirSync(path.dirname(inputs.sarifFile), { recursive: true });
  const fd = openSync(inputs.sarifFile, "w");
  let sarif;
  try {
    sarif = runCli(bin, ["lint", "--format", "sarif", ...tail], inputs.root, fd);
  } finally {
    closeSync(fd);
  }
  showStderr("recycle-rules lint", sarif);
  if (!ran(sarif.code)) {
    rmSync(inputs.sarifFile, { force: true });
    return { code: sarif.code, sarifFile: undefined, counts: undefined };
  }
  const counts = countSarif(readFileSync(inputs.sarifFile, "utf8"));
  let code = sarif.code;
  if (inputs.annotations) {
    // Its stderr repeats the SARIF run's ("too many warnings"), so it is shown only for a crash.
    const github = runCli(bin, ["lint", "--format", "github", ...tail], inputs.root, "inherit");
    if (!ran(github.code)) {
      showStderr("recycle-rules lint --format github", github);
      code = EXIT.usage;
    }
  }
  return { code, sarifFile: inputs.sarifFile, counts };
}

/** `conformance --reporter github`: annotations for failures, and its "N passed, N failed" line. */
function conformance(bin, inputs) {
  const run = runCli(bin, ["conformance", "--reporter", "github", ...configArgs(inputs.lintArgs), "--", ...inputs.conformancePaths], inputs.root, "pipe");
  process.stdout.write(run.stdout);
  showStderr("recycle-rules conformance", run);
  const summary = /^(\d+) passed, (\d+) failed$/m.exec(run.stdout);
  return { code: run.code, summary: summary?.[0] };
}

/**
 * The config options among lint's arguments (`--config <path>`, `-c <path>`, `--config=<path>`,
 * `--no-config`), so conformance judges its cases with the config lint used.
 */
export function configArgs(lintArgs) {
  const out = [];
  for (let i = 0; i < lintArgs.length; i++) {
    const arg = lintArgs[i];
    if (arg === "--no-config" || arg.startsWith("--config=")) out.push(arg);
    else if ((arg === "--config" || arg === "-c") && i + 1 < lintArgs.length) out.push("--config", lintArgs[++i]);
  }
  return out;
}

/** The step's verdict: a crash anywhere wins, then findings, then success. */
export function worst(codes) {
  const present = codes.filter((code) => code !== undefined);
  if (!present.every(ran)) return EXIT.usage;
  return present.includes(EXIT.findings) ? EXIT.findings : EXIT.ok;
}

/**
 * Step outputs as $GITHUB_OUTPUT takes them: `name=value`, or for a value with a line break (a
 * path may hold one) the delimited form, with a delimiter that can't occur in it.
 */
export function appendOutputs(file, outputs) {
  let text = "";
  for (const [name, raw] of Object.entries(outputs)) {
    const value = String(raw);
    if (!/[\r\n]/.test(value)) {
      text += `${name}=${value}\n`;
    } else {
      const delimiter = `recycle_rules_${randomUUID()}`;
      text += `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    }
  }
  appendFileSync(file, text);
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The job summary: one row per check that ran, so the run page answers "what failed" at a glance. */
export function summaryMarkdown(lintResult, conformanceResult, inputs) {
  const verdict = (code) => (code === EXIT.ok ? "passed" : code === EXIT.findings ? "failed" : "could not run");
  const rows = [];
  if (lintResult) {
    const c = lintResult.counts;
    const counts = c ? `: ${plural(c.errors, "error")}, ${plural(c.warnings, "warning")}, ${plural(c.notes, "note")}` : "";
    rows.push(`| lint | ${verdict(lintResult.code)}${counts} (exit ${lintResult.code}) |`);
  }
  if (conformanceResult) {
    const detail = conformanceResult.summary ? `: ${conformanceResult.summary}` : "";
    rows.push(`| conformance | ${verdict(conformanceResult.code)}${detail} (exit ${conformanceResult.code}) |`);
  }
  const sarif = lintResult?.sarifFile ? [`SARIF log: \`${path.relative(inputs.root, lintResult.sarifFile).replace(/`/g, "")}\``, ""] : [];
  return ["### recycle-rules", "", "| check | result |", "| --- | --- |", ...rows, "", ...sarif].join("\n");
}

/** The whole step; returns its exit code. */
export function runAction(env, cwd = process.cwd()) {
  let inputs;
  let bin;
  try {
    inputs = readInputs(env, cwd);
    bin = resolveCli(env, inputs);
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    process.stdout.write(`::error title=recycle-rules action::${commandData(error.message)}\n`);
    if (env.GITHUB_OUTPUT) appendOutputs(env.GITHUB_OUTPUT, { "exit-code": EXIT.usage });
    return EXIT.usage;
  }
  const lintResult = inputs.paths.length > 0 ? lint(bin, inputs) : undefined;
  const conformanceResult = inputs.conformance ? conformance(bin, inputs) : undefined;
  const code = worst([lintResult?.code, conformanceResult?.code]);

  if (env.GITHUB_OUTPUT) {
    appendOutputs(env.GITHUB_OUTPUT, {
      "exit-code": code,
      "lint-exit-code": lintResult?.code ?? "",
      "conformance-exit-code": conformanceResult?.code ?? "",
      "sarif-file": lintResult?.sarifFile ?? "",
      errors: lintResult?.counts?.errors ?? "",
      warnings: lintResult?.counts?.warnings ?? "",
      // Not an output of the action: the upload step's checkout_path, so it finds the files the log names.
      root: inputs.root,
    });
  }
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, summaryMarkdown(lintResult, conformanceResult, inputs));
  return code;
}
