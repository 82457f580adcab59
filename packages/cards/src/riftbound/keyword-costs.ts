/**
 * Keyword lines that carry a cost of their own: a spell's "[Flow] [4][R]" (play it from the trash
 * for that cost, then banish it) and "[Repeat] [2]" (820: an optional additional cost that repeats
 * its instructions), a unit's "[Empower] [2]" (an ability that empowers it); and what a unit has
 * while Empowered ("[Empowered][>] I have +1 [M]."). The costs are energy and power only, as printed.
 */
import type { Ability, Domain, PrintedCost } from "@recycle-rules/engine";
import { commaSpans, trimSpan, type Span } from "../text-spans.js";
import { mergeCostParts, parseCostPart } from "./parse-cost-parts.js";
import { readBracketRun } from "./symbol-runs.js";
import { describeRiftSymbol } from "./symbols.js";

export type CostedKeyword = "Flow" | "Repeat";

export interface KeywordCost {
  readonly keyword: CostedKeyword;
  readonly cost: PrintedCost;
}

const HEAD = /^\[(flow|repeat)\]/i;

/**
 * Reads a whole line (reminder text already masked) as "[Flow] <cost>" or "[Repeat] <cost>".
 * Undefined when the line is anything else, or its cost holds a symbol that isn't energy or power
 * (then the line is read as before, and what it says stays unmodelled).
 */
export function readKeywordCostLine(masked: string, line: Span, domains: readonly Domain[] = []): KeywordCost | undefined {
  const span = trimSpan(masked, line);
  const head = HEAD.exec(masked.slice(span.start, span.end));
  if (!head) return undefined;
  const cost = readPrintedCost(masked, { start: span.start + head[0].length, end: span.end }, domains);
  if (!cost) return undefined;
  const keyword: CostedKeyword = (head[1] ?? "").toLowerCase() === "flow" ? "Flow" : "Repeat";
  return { keyword, cost };
}

/** A run of energy and power symbols ("[4][R]") as a printed cost; undefined if it holds anything else. */
export function readPrintedCost(text: string, span: Span, domains: readonly Domain[] = []): PrintedCost | undefined {
  const tokens = readBracketRun(text, span);
  if (!tokens) return undefined;
  let energy = 0;
  const power: (Domain | "any")[] = [];
  for (const token of tokens) {
    const info = describeRiftSymbol(token.inner);
    if (info?.kind === "energy") energy += info.amount;
    else if (info?.kind === "power" && info.domain !== "this") power.push(info.domain);
    else if (info?.kind === "power" && domains.length === 1 && domains[0] !== undefined) power.push(domains[0]);
    else return undefined;
  }
  return { energy, power };
}

/**
 * A unit's "[Empower] [2][P]" line: "[2][P]: Empower me. Use only if not Empowered." (its reminder
 * text) as an activated ability; "[Empower] — Discard a spell" (Mel, Defiant Soul) has that cost.
 * Undefined for any other line, and for an [Empower] whose cost is neither energy and power nor a discard.
 */
export function readEmpowerLine(masked: string, original: string, line: Span): Ability | undefined {
  const span = trimSpan(masked, line);
  const head = /^\[empower\]/i.exec(masked.slice(span.start, span.end));
  if (!head) return undefined;
  const afterHead = { start: span.start + head[0].length, end: span.end };
  // "[Empower] — Discard a spell": a cost in words follows a dash.
  const dash = /^\s*[—–-]\s*/.exec(masked.slice(afterHead.start, afterHead.end));
  const run = dash ? { start: afterHead.start + dash[0].length, end: afterHead.end } : afterHead;
  const parsed = dash || readBracketRun(masked, run) ? parseCostPart(masked, run) : undefined;
  if (!parsed?.ok || parsed.parts.some((p) => p.kind !== "energy" && p.kind !== "power" && p.kind !== "discard")) return undefined;
  return {
    kind: "activated",
    name: "empower",
    cost: mergeCostParts(parsed.parts),
    effect: [{ kind: "empower-self" }],
    timing: [],
    onlyIfNotEmpowered: true,
    text: original.slice(line.start, line.end).trim(),
  };
}

/** "[Empowered][>] I have +1 [M].": more Might while Empowered. Undefined for anything else. */
export function readEmpoweredLine(masked: string, original: string, line: Span): Ability | undefined {
  const span = trimSpan(masked, line);
  const m = /^\[empowered\]\s*\[>\]\s*i have \+(\d+) \[m\]\.?$/i.exec(masked.slice(span.start, span.end).trim());
  if (!m) return undefined;
  return { kind: "static", effect: { kind: "might-while-empowered", amount: Number(m[1]) }, text: original.slice(line.start, line.end).trim() };
}

/**
 * Undying Legion: "[Legion][>] You may play me from your trash for [3][R].": a permission to be
 * played from the trash for that cost, given by [Legion]. Undefined for anything else.
 */
export function readLegionTrashPlayLine(masked: string, original: string, line: Span): Ability | undefined {
  const span = trimSpan(masked, line);
  const text = masked.slice(span.start, span.end);
  const m = /^\[legion\]\s*\[>\]\s*you may play me from your trash for ((?:\[[^\]]+\])+)\s*\.?\s*$/i.exec(text);
  const costText = m?.[1];
  if (!m || costText === undefined) return undefined;
  const at = span.start + text.indexOf(costText);
  const cost = readPrintedCost(masked, { start: at, end: at + costText.length });
  if (!cost) return undefined;
  return { kind: "static", effect: { kind: "play-self-from-trash", cost, condition: "legion" }, text: original.slice(line.start, line.end).trim() };
}

/**
 * An Equipment's "[Equip] [1][U]" or "[Equip] — [P], Recycle 2 cards from your trash": its reminder
 * text, "<cost>: Attach this to a unit you control.", as an activated ability named `equip`. The
 * cost is what follows the keyword (after a dash, parts separated by commas), paid all or nothing
 * (416.3 for a recycle). Undefined for any other line, and for a cost part the engine can't pay.
 */
export function readEquipLine(masked: string, original: string, line: Span): Ability | undefined {
  const span = trimSpan(masked, line);
  const head = /^\[equip\]/i.exec(masked.slice(span.start, span.end));
  if (!head) return undefined;
  const afterHead = { start: span.start + head[0].length, end: span.end };
  const dash = /^\s*[—–-]\s*/.exec(masked.slice(afterHead.start, afterHead.end));
  const costSpan = trimSpan(masked, dash ? { start: afterHead.start + dash[0].length, end: afterHead.end } : afterHead);
  if (costSpan.start >= costSpan.end) return undefined;
  const parts = commaSpans(masked, costSpan).map((part) => parseCostPart(masked, part));
  if (parts.some((p) => !p.ok)) return undefined;
  return {
    kind: "activated",
    name: "equip",
    cost: mergeCostParts(parts.flatMap((p) => (p.ok ? p.parts : []))),
    effect: [{ kind: "attach-self" }],
    timing: [],
    text: original.slice(line.start, line.end).trim(),
  };
}
