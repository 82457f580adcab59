import { isMap, isScalar, isSeq, type Document, type Node, type Pair, type Scalar } from "yaml";
import { parseYamlDocument } from "../model/parse.js";
import type { RiftCardDef } from "@recycle-rules/engine";
import { lintScenarioWithYaml, type LintOptions, type LintResult, type ParsedYaml } from "../api/lint.js";
import { ScenarioCards, defaultCatalog, type CardCatalog } from "../games/riftbound/cards.js";
import { defineCustomCards } from "../games/riftbound/custom-cards.js";
import type { Diagnostic } from "../diagnostics/types.js";
import { buildCustomCards } from "../model/build-custom-cards.js";
import { Reader } from "../model/reader.js";
import { SourceText } from "../text/source.js";

/** A step in a YAML path: a mapping key, or an index into a sequence. */
export type PathSegment = string | number;

/**
 * One scenario text, analysed once for every editor feature: the linter's result (diagnostics and
 * replay), the YAML tree with ranges, and the cards the file can name (printed, custom, and the
 * ids of the copies in the game). Editors re-use it until the text changes.
 */
export interface ScenarioAnalysis {
  readonly text: string;
  readonly source: SourceText;
  readonly yaml: Document;
  readonly lint: LintResult;
  readonly cards: ScenarioCards;
  /** The catalog behind `cards` (for listing every printed card). */
  readonly catalog: CardCatalog;
  /** Copy id (lower case) → its card, from the replay's starting state. */
  readonly ids: ReadonlyMap<string, { readonly id: string; readonly def: RiftCardDef }>;
  /** The players declared under `players:`, in order. */
  readonly players: readonly string[];
}

/**
 * Analyses a scenario. `linted` is a lint of this very text already made (the language server's
 * incremental one), with the YAML it parsed: the analysis reads that tree instead of parsing again.
 */
export function analyzeScenario(text: string, options: LintOptions = {}, linted: LintResult & ParsedYaml = lintScenarioWithYaml(text, options)): ScenarioAnalysis {
  const source = new SourceText(text);
  const lint: LintResult = { diagnostics: linted.diagnostics, ...(linted.replay ? { replay: linted.replay } : {}) };
  // A text too large to lint was not parsed: the editor features still read its tree. Too deeply
  // nested text is an empty document either way; the lint reports it.
  const yaml = linted.yaml ?? parseYamlDocument(text, { keepSourceTokens: false, uniqueKeys: false, strict: false }).doc;
  const catalog = options.catalogs?.riftbound ?? defaultCatalog();
  const cards = new ScenarioCards(catalog);
  const reader = new Reader(source);
  const root = yaml.contents as Node | null;
  const top = reader.entries(root, source.range(0, text.length));
  const customNode = reader.get(top, "cards")?.node ?? null;
  const scratch: Diagnostic[] = [];
  defineCustomCards(buildCustomCards(reader, customNode), cards, source, scratch);
  const ids = new Map<string, { id: string; def: RiftCardDef }>();
  // Editor services read Riftbound scenarios; a Magic file's copies are not offered as Riftbound cards.
  const start = lint.replay?.game === "riftbound" ? lint.replay.initial : undefined;
  for (const card of start?.cards.values() ?? []) ids.set(card.id.toLowerCase(), { id: card.id, def: card.def });
  const players = reader
    .entries(reader.get(top, "players")?.node, source.range(0, 0))
    .map((e) => e.key)
    .filter((k) => /^[A-Za-z0-9_-]+$/.test(k));
  return { text, source, yaml, lint, cards, catalog, ids, players };
}

/** A card by name, code or copy id, as the file would resolve it. */
export function resolveCard(analysis: ScenarioAnalysis, ref: string): RiftCardDef | undefined {
  const text = ref.trim();
  return analysis.ids.get(text.toLowerCase())?.def ?? analysis.cards.lookup(text);
}

/** The scalar (key or value) under an offset, with the path of keys and indexes leading to it. */
export interface NodeAt {
  readonly node: Scalar;
  readonly path: readonly PathSegment[];
  /** True when the scalar is a mapping key (its path ends with the key itself). */
  readonly isKey: boolean;
  readonly start: number;
  readonly end: number;
}

/** Finds the innermost scalar whose text contains `offset` (its end included, for a cursor after it). */
export function scalarAt(analysis: ScenarioAnalysis, offset: number): NodeAt | undefined {
  return find(analysis.yaml.contents as Node | null, offset, []);
}

function contains(node: Node | null | undefined, offset: number): boolean {
  const r = node?.range;
  return !!r && r[0] <= offset && offset <= r[1];
}

function find(node: Node | null, offset: number, path: PathSegment[]): NodeAt | undefined {
  if (!node || !contains(node, offset)) return undefined;
  if (isScalar(node)) {
    const [start, end] = node.range ?? [0, 0];
    return { node, path, isKey: false, start, end };
  }
  if (isMap(node)) {
    for (const pair of node.items as Pair<Node | null, Node | null>[]) {
      const key = pair.key;
      const name = isScalar(key) ? String(key.value) : "";
      if (isScalar(key) && contains(key, offset)) {
        const [start, end] = key.range ?? [0, 0];
        return { node: key, path: [...path, name], isKey: true, start, end };
      }
      const inner = find(pair.value, offset, [...path, name]);
      if (inner) return inner;
    }
  }
  if (isSeq(node)) {
    const items = node.items as (Node | null)[];
    for (let i = 0; i < items.length; i++) {
      const inner = find(items[i] ?? null, offset, [...path, i]);
      if (inner) return inner;
    }
  }
  return undefined;
}
