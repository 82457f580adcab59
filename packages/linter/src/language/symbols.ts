import { isMap, isScalar, isSeq, type Node, type Pair } from "yaml";
import type { Range } from "../diagnostics/types.js";
import type { ScenarioAnalysis } from "./document.js";

export type SymbolKind = "scenario" | "section" | "player" | "zone" | "card" | "step" | "expect";

/** One entry of the editor's outline. */
export interface ScenarioSymbol {
  readonly name: string;
  readonly detail?: string;
  readonly kind: SymbolKind;
  /** The whole entry (key and value). */
  readonly range: Range;
  /** What the editor highlights when the symbol is picked: the key, or the step's first line. */
  readonly selectionRange: Range;
  readonly children: readonly ScenarioSymbol[];
}

const STEP_KINDS = ["activate", "play", "recycle", "phase", "showdown", "conquer"];

/**
 * The outline of a scenario: the scenario (its title), then its top-level sections, with the
 * players and their zones, the custom cards, each step ("2. activate Fury Rune") and the final
 * expectation. Built from whatever the YAML parser could read, so a broken file still has one.
 */
export function documentSymbols(analysis: ScenarioAnalysis): ScenarioSymbol[] {
  const root = analysis.yaml.contents as Node | null;
  if (!isMap(root)) return [];
  const src = analysis.source;
  const whole = src.range(0, analysis.text.length);
  const pairRange = (pair: Pair<Node | null, Node | null>): Range => {
    const start = (pair.key as Node | null)?.range?.[0] ?? 0;
    const end = pair.value?.range?.[1] ?? (pair.key as Node | null)?.range?.[1] ?? start;
    return src.range(start, end);
  };
  const keyRange = (pair: Pair<Node | null, Node | null>): Range => {
    const r = (pair.key as Node | null)?.range;
    return r ? src.range(r[0], r[1]) : whole;
  };

  const children: ScenarioSymbol[] = [];
  let title: string | undefined;
  let titleRange = src.range(0, 0);
  for (const pair of root.items as Pair<Node | null, Node | null>[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : "";
    const base = { range: pairRange(pair), selectionRange: keyRange(pair) };
    if (key === "scenario" && isScalar(pair.value)) {
      title = String(pair.value.value);
      titleRange = keyRange(pair);
    } else if (key === "players" && isMap(pair.value)) {
      const players = (pair.value.items as Pair<Node | null, Node | null>[]).map((p) => {
        const zones = isMap(p.value)
          ? (p.value.items as Pair<Node | null, Node | null>[]).map((z) => ({
              name: isScalar(z.key) ? String(z.key.value) : "?",
              ...(isSeq(z.value) ? { detail: `${z.value.items.length} card${z.value.items.length === 1 ? "" : "s"}` } : {}),
              kind: "zone" as const,
              range: pairRange(z),
              selectionRange: keyRange(z),
              children: [],
            }))
          : [];
        return { name: isScalar(p.key) ? String(p.key.value) : "?", kind: "player" as const, range: pairRange(p), selectionRange: keyRange(p), children: zones };
      });
      children.push({ name: "players", kind: "section", ...base, children: players });
    } else if (key === "cards" && isSeq(pair.value)) {
      const cards = (pair.value.items as Node[]).filter(isMap).map((item) => {
        const r = item.range ?? [0, 0];
        const name = item.get("name");
        const type = item.get("type");
        return {
          name: typeof name === "string" ? name : "(unnamed card)",
          ...(typeof type === "string" ? { detail: type } : {}),
          kind: "card" as const,
          range: src.range(r[0], r[1]),
          selectionRange: src.range(r[0], r[1]),
          children: [],
        };
      });
      children.push({ name: "cards", kind: "section", ...base, children: cards });
    } else if (key === "steps" && isSeq(pair.value)) {
      const steps = (pair.value.items as (Node | null)[]).map((item, i) => stepSymbol(analysis, item, i)).filter((s): s is ScenarioSymbol => s !== undefined);
      children.push({ name: "steps", kind: "section", ...base, children: steps });
    } else if (key === "expect") {
      children.push({ name: "expect", kind: "expect", ...base, children: [] });
    }
  }
  return [{ name: title ?? "(untitled scenario)", detail: "scenario", kind: "scenario", range: whole, selectionRange: titleRange, children }];
}

function stepSymbol(analysis: ScenarioAnalysis, item: Node | null, index: number): ScenarioSymbol | undefined {
  const r = item?.range;
  if (!r) return undefined;
  const range = analysis.source.range(r[0], r[1]);
  let label = "(no kind)";
  let first = range;
  if (isMap(item)) {
    for (const pair of item.items as Pair<Node | null, Node | null>[]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      if (!STEP_KINDS.includes(key)) continue;
      const value = isScalar(pair.value) ? String(pair.value.value) : isSeq(pair.value) ? pair.value.items.map((i) => (isScalar(i) ? String(i.value) : "…")).join(", ") : "";
      label = `${key} ${value}`.trim();
      const kr = (pair.key as Node).range ?? r;
      first = analysis.source.range(kr[0], pair.value?.range?.[1] ?? kr[1]);
      break;
    }
  }
  const expects = isMap(item) && item.has("expect");
  return { name: `${index + 1}. ${label}`, ...(expects ? { detail: "with expect" } : {}), kind: "step", range, selectionRange: first, children: [] };
}
