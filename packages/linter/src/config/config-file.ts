import path from "node:path";
import { parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { Minimatch } from "minimatch";
import { configInvalid } from "../diagnostics/config-invalid.js";
import { DIAGNOSTIC_CODES } from "../diagnostics/registry.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import { closest, didYouMean, isSureGuess } from "../text/suggest.js";
import { SourceText } from "../text/source.js";
import { isFixedSeverity } from "./settle.js";
import { DEFAULT_FILES, type LintConfig, type RuleSetting } from "./types.js";

/** A card data file the config names, with where it is named (to report a file that can't be read). */
export interface CardFileEntry {
  readonly file: string;
  readonly range: Range;
}

export interface ConfigRead {
  readonly config: LintConfig;
  /** Problems found in the config text; the config holds what could be read despite them. */
  readonly diagnostics: Diagnostic[];
  readonly cardFiles: readonly CardFileEntry[];
}

const RULE_SETTINGS: readonly RuleSetting[] = ["error", "warning", "info", "off"];
const TOP_KEYS = ["$schema", "rules", "ignore", "files", "cards"] as const;
const FILE_KEYS = ["scenarios", "decks"] as const;
const KNOWN_CODES = Object.keys(DIAGNOSTIC_CODES);

/**
 * Reads a `recycle-rules.config.json` (JSON; comments and trailing commas are allowed, as in
 * tsconfig.json). `file` is its absolute path: globs and card files are relative to its folder.
 * Never throws: each problem is a `config/invalid` finding on its range, and what is valid is kept.
 */
export function parseConfig(text: string, file: string): ConfigRead {
  const source = new SourceText(text);
  const out: Diagnostic[] = [];
  const root = path.dirname(file);
  const report = (node: { offset: number; length: number }, message: string, fix?: { title: string; newText: string; safe: boolean }) =>
    out.push(
      configInvalid.create({
        range: source.range(node.offset, node.offset + node.length),
        message,
        ...(fix ? { fixes: [{ title: fix.title, edits: [{ range: source.range(node.offset, node.offset + node.length), newText: fix.newText }], safe: fix.safe }] } : {}),
      }),
    );
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  for (const e of errors) report({ offset: e.offset, length: Math.max(e.length, 1) }, `Not valid JSON here (${printParseErrorCode(e.error)}).`);
  const config: { rules: Record<string, RuleSetting>; ignore: string[]; files: { scenarios: readonly string[]; decks: readonly string[] }; cards: string[] } = {
    rules: Object.create(null) as Record<string, RuleSetting>,
    ignore: [],
    files: DEFAULT_FILES,
    cards: [],
  };
  const cardFiles: CardFileEntry[] = [];
  if (tree && tree.type !== "object") report(tree, `A config file holds one JSON object, like { "rules": { … } }.`);
  for (const [key, keyNode, value] of properties(tree)) {
    switch (key) {
      case "$schema":
        if (value.type !== "string") report(value, `"$schema" is the URL of the config's JSON Schema, a string.`);
        break;
      case "rules":
        readRules(value, config.rules, report);
        break;
      case "ignore":
        config.ignore = readGlobs(value, "ignore", report);
        break;
      case "files":
        config.files = readFiles(value, report);
        break;
      case "cards":
        for (const [entry, node] of strings(value, "cards", report)) {
          const absolute = path.resolve(root, entry);
          config.cards.push(absolute);
          cardFiles.push({ file: absolute, range: source.range(node.offset, node.offset + node.length) });
        }
        break;
      default:
        reportUnknownKey(keyNode, key, TOP_KEYS, "a config file", report);
    }
  }
  return { config: { root, file, ...config }, diagnostics: out, cardFiles };
}

type Report = (node: { offset: number; length: number }, message: string, fix?: { title: string; newText: string; safe: boolean }) => void;

function readRules(value: Node, rules: Record<string, RuleSetting>, report: Report): void {
  if (value.type !== "object") {
    report(value, `"rules" maps codes to a severity: { "scenario/unknown-key": "error", "deck/sideboard-size": "off" }.`);
    return;
  }
  for (const [code, keyNode, setting] of properties(value)) {
    if (!Object.hasOwn(DIAGNOSTIC_CODES, code)) {
      const guess = closest(code, KNOWN_CODES);
      report(keyNode, `"${code}" is not a recycle-rules code.${didYouMean(guess)}`, guess ? { title: `Change to "${guess}"`, newText: JSON.stringify(guess), safe: isSureGuess(code, guess, KNOWN_CODES) } : undefined);
      continue;
    }
    if (isFixedSeverity(code)) {
      report(keyNode, `"${code}" is the linter failing (a bug to report); its severity can't be changed.`);
      continue;
    }
    if (setting.type !== "string" || !RULE_SETTINGS.includes(setting.value as RuleSetting)) {
      report(setting, `A code's setting is one of ${RULE_SETTINGS.map((s) => `"${s}"`).join(", ")}.`);
      continue;
    }
    rules[code] = setting.value as RuleSetting;
  }
}

function readFiles(value: Node, report: Report): LintConfig["files"] {
  if (value.type !== "object") {
    report(value, `"files" says which files are scenarios and deck lists: { "scenarios": ["**/*.scenario.yaml"], "decks": ["**/*.deck", "decks/**/*.txt"] }.`);
    return DEFAULT_FILES;
  }
  let files = DEFAULT_FILES;
  for (const [key, keyNode, globs] of properties(value)) {
    if (key === "scenarios" || key === "decks") files = { ...files, [key]: readGlobs(globs, `files.${key}`, report) };
    else reportUnknownKey(keyNode, key, FILE_KEYS, `"files"`, report);
  }
  return files;
}

/** Brace ranges expand into one pattern each; past this many, a glob costs more than any real use needs. */
const MAX_GLOB_EXPANSIONS = 256;
const MAX_GLOB_LENGTH = 1_000;

/**
 * An array of globs, in the form the matcher compares with paths relative to the config's folder:
 * "\\" as "/", a leading "./" or "/" and a trailing "/" dropped ("fixtures/broken/" names the folder).
 * A negated one ("!x") is refused (a list of patterns that each add is easier to read), and so is one
 * that expands into more patterns than any real use needs ("{1..2000000}"): matching it against
 * every file would stall a lint.
 */
function readGlobs(value: Node, name: string, report: Report): string[] {
  const out: string[] = [];
  for (const [raw, node] of strings(value, name, report)) {
    const glob = raw.replace(/\\/g, "/").replace(/^(?:\.\/)+/, "").replace(/^\/+/, "").replace(/\/+$/, "");
    if (raw.startsWith("!")) report(node, `"${raw}": negated patterns aren't supported; list only what ${name === "ignore" ? "to ignore" : "to include"}.`);
    else if (glob.length > MAX_GLOB_LENGTH || new Minimatch(glob, { dot: true, nocase: true }).set.length > MAX_GLOB_EXPANSIONS) report(node, `"${raw.slice(0, 40)}…" expands into too many patterns; write a simpler glob.`);
    else if (glob !== "") out.push(glob);
  }
  return out;
}

/** The string items of an array, each with its node; anything else is reported. */
function strings(value: Node, name: string, report: Report): [string, Node][] {
  if (value.type !== "array") {
    report(value, `"${name}" is a list of strings.`);
    return [];
  }
  const out: [string, Node][] = [];
  for (const item of value.children ?? []) {
    if (item.type === "string" && typeof item.value === "string" && item.value.trim() !== "") out.push([item.value, item]);
    else report(item, `Each item of "${name}" is a non-empty string.`);
  }
  return out;
}

function reportUnknownKey(keyNode: Node, key: string, known: readonly string[], where: string, report: Report): void {
  const guess = closest(key, known);
  report(keyNode, `"${key}" is not a key of ${where} (${known.map((k) => `"${k}"`).join(", ")}).${didYouMean(guess)}`, guess ? { title: `Change to "${guess}"`, newText: JSON.stringify(guess), safe: isSureGuess(key, guess, known) } : undefined);
}

/** An object node's properties as [key, key node, value node]; a property without a value is skipped (the parser reported it). */
function properties(node: Node | undefined): [string, Node, Node][] {
  if (node?.type !== "object") return [];
  const out: [string, Node, Node][] = [];
  for (const property of node.children ?? []) {
    const [keyNode, value] = property.children ?? [];
    if (keyNode && value && typeof keyNode.value === "string") out.push([keyNode.value, keyNode, value]);
  }
  return out;
}
