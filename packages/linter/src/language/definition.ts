import { isMap, isScalar, isSeq, type Node, type Pair } from "yaml";
import type { Range } from "../diagnostics/types.js";
import { scalarAt, type ScenarioAnalysis } from "./document.js";

/** Where a reference leads: a place in this file, or another file (a path as written). */
export type DefinitionTarget =
  | { readonly kind: "in-file"; readonly range: Range; readonly origin: Range }
  | {
      readonly kind: "file";
      /** The path exactly as written; the caller resolves it against the scenario's folder. */
      readonly path: string;
      readonly origin: Range;
    };

/**
 * Go to definition. A `deck:` value leads to the deck file it names (the scenario loads it into
 * the player's zones; the caller resolves the path as the linter does: against the scenario's
 * folder, inside the workspace). A card reference leads to the copy whose `id:` it names, or to
 * the custom card (`cards:`) it names.
 */
export function definitionAt(analysis: ScenarioAnalysis, offset: number): DefinitionTarget | undefined {
  const at = scalarAt(analysis, offset);
  if (!at || at.isKey || typeof at.node.value !== "string") return undefined;
  const origin = analysis.source.range(at.start, at.end);
  const key = [...at.path].reverse().find((p) => typeof p === "string");
  if (key === "deck") return at.node.value.trim() === "" ? undefined : { kind: "file", path: at.node.value.trim(), origin };
  if (key === "id" || key === "name") return undefined; // already the definition
  const target = definitions(analysis).get(at.node.value.trim().toLowerCase());
  return target ? { kind: "in-file", range: target, origin } : undefined;
}

/** Explicit copy ids (`id:` under players:) and custom card names (`name:` under cards:). */
function definitions(analysis: ScenarioAnalysis): Map<string, Range> {
  const out = new Map<string, Range>();
  const root = analysis.yaml.contents as Node | null;
  if (!isMap(root)) return out;
  const add = (node: unknown): void => {
    if (isScalar(node) && typeof node.value === "string" && node.range) out.set(node.value.trim().toLowerCase(), analysis.source.range(node.range[0], node.range[1]));
  };
  const cards = root.get("cards", true);
  if (isSeq(cards)) for (const item of cards.items) if (isMap(item)) add(item.get("name", true));
  const players = root.get("players", true);
  if (isMap(players)) {
    for (const player of players.items as Pair<Node | null, Node | null>[]) {
      if (!isMap(player.value)) continue;
      for (const zone of player.value.items as Pair<Node | null, Node | null>[]) {
        if (!isSeq(zone.value)) continue;
        for (const item of zone.value.items) if (isMap(item)) add(item.get("id", true));
      }
    }
  }
  return out;
}
