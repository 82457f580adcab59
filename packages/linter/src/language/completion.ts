import { RIFT_ZONES, type RiftCardDef } from "@recycle-rules/engine";
import { isMap, isScalar, isSeq, type Node } from "yaml";
import { scenarioSchema } from "../api/schema.js";
import type { JsonSchema } from "../structure/json-schema.js";
import { yamlScalar } from "../text/yaml-scalar.js";
import { activatedAbilities, cardSummary, listedCards } from "./card-info.js";
import { cursorContext, type CursorContext, type CursorSegment } from "./cursor-context.js";
import { resolveCard, type ScenarioAnalysis } from "./document.js";

export type CompletionKind = "card" | "zone" | "key" | "value" | "player" | "ability" | "step";

export interface CompletionItem {
  readonly label: string;
  readonly kind: CompletionKind;
  /** One line beside the label: a card's type line, a key's description. */
  readonly detail?: string;
  /** What to insert (quoted when YAML needs it); the label when absent. */
  readonly insertText?: string;
  /** Sorts before items with a greater one: cards already in the file come first. */
  readonly sortText?: string;
}

export interface CompletionResult {
  /** Offsets of the text the items replace (the word typed so far). */
  readonly start: number;
  readonly end: number;
  readonly items: readonly CompletionItem[];
}

const STEP_KIND_KEYS = new Set(["activate", "play", "recycle", "phase", "showdown", "conquer"]);
const CARD_REF = "#/definitions/cardRef";
const ZONE_REF = "#/definitions/zoneRef";
const PLAYER_ID = "#/definitions/playerId";

/**
 * Completion at `offset`. What is offered follows the published JSON Schema, so it can't drift
 * from what the linter accepts: keys where a key goes, enum values, card names where a card goes
 * (with their type line), zones for `from:`/`to:`, players, the activated abilities of the step's
 * card for `ability:`, and cards, ids and yes/no for `choose:`.
 */
export function completionsAt(analysis: ScenarioAnalysis, offset: number): CompletionResult {
  const ctx = cursorContext(analysis.text, offset);
  const schemas = schemasAt(ctx.path.slice(0, ctx.position === "key" ? undefined : -1));
  const last = ctx.path[ctx.path.length - 1];
  let items: CompletionItem[];
  if (ctx.position === "key") items = keyItems(analysis, schemas, ctx);
  else {
    const valueSchemas = schemasAt(ctx.path);
    items = valueItems(analysis, valueSchemas, ctx, offset, last);
    // "- " in a list of mappings (steps:) starts the item's first key.
    if (ctx.position === "item" && !ctx.inFlow) items = [...items, ...keyItems(analysis, valueSchemas, ctx)];
  }
  return { start: ctx.start, end: offset, items: dedupe(items) };
}

function dedupe(items: CompletionItem[]): CompletionItem[] {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.label) && seen.add(i.label));
}

// --- the schema, walked along the cursor's path ------------------------------------------------

interface Resolved {
  readonly schema: JsonSchema;
  /** The $ref it came through (cardRef, zoneRef, playerId tell what kind of value goes there). */
  readonly ref?: string;
}

function deref(schema: JsonSchema, via?: string): Resolved[] {
  const ref = schema["$ref"];
  if (typeof ref === "string") {
    const name = ref.replace("#/definitions/", "");
    const target = (scenarioSchema["definitions"] as Record<string, JsonSchema>)[name];
    return target ? deref(target, ref) : [];
  }
  const alternatives = (schema["anyOf"] ?? schema["oneOf"]) as JsonSchema[] | undefined;
  const own: Resolved = { schema, ...(via ? { ref: via } : {}) };
  if (alternatives && !schema["properties"]) return [own, ...alternatives.flatMap((a) => deref(a))];
  return [own];
}

function child(resolved: Resolved, segment: CursorSegment): JsonSchema[] {
  const s = resolved.schema;
  if (segment === "[]") return s["items"] ? [s["items"] as JsonSchema] : [];
  const props = s["properties"] as Record<string, JsonSchema> | undefined;
  if (props?.[segment]) return [props[segment]];
  const patterns = s["patternProperties"] as Record<string, JsonSchema> | undefined;
  return Object.entries(patterns ?? {})
    .filter(([pattern]) => new RegExp(pattern).test(segment))
    .map(([, schema]) => schema);
}

/** Every schema that may describe the node at `path` (a union, as anyOf allows). */
function schemasAt(path: readonly CursorSegment[]): Resolved[] {
  let current = deref(scenarioSchema);
  for (const segment of path) current = current.flatMap((r) => child(r, segment)).flatMap((s) => deref(s));
  return current;
}

// --- keys ------------------------------------------------------------------------------------

function keyItems(analysis: ScenarioAnalysis, schemas: readonly Resolved[], ctx: CursorContext): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const { schema } of schemas) {
    const props = schema["properties"] as Record<string, JsonSchema> | undefined;
    for (const [key, sub] of Object.entries(props ?? {})) {
      const description = deref(sub).map((r) => r.schema["description"]).find((d): d is string => typeof d === "string");
      const isStepKind = ctx.path[0] === "steps" && ctx.path.length <= 2 && STEP_KIND_KEYS.has(key);
      items.push({
        label: key,
        kind: isStepKind ? "step" : RIFT_ZONES.includes(key as never) ? "zone" : "key",
        ...(description ? { detail: description } : {}),
        insertText: `${key}: `,
        // Step kinds first in a step: they are what a step must have.
        sortText: isStepKind ? `0${key}` : `1${key}`,
      });
    }
    // Player ids are keys too (players:, expect:): offer the declared ones.
    if (schema["patternProperties"] && ctx.path[ctx.path.length - 1] !== "players") {
      for (const p of analysis.players) items.push({ label: p, kind: "player", detail: "a player of this scenario", insertText: `${p}: `, sortText: `2${p}` });
    }
  }
  return items;
}

// --- values ----------------------------------------------------------------------------------

function valueItems(analysis: ScenarioAnalysis, schemas: readonly Resolved[], ctx: CursorContext, offset: number, last: CursorSegment | undefined): CompletionItem[] {
  const items: CompletionItem[] = [];
  const key = [...ctx.path].reverse().find((s) => s !== "[]");
  if (key === "ability") return abilityItems(analysis, offset);
  if (key === "choose") return [...cardItems(analysis, ctx, true), ...["yes", "no"].map((v) => ({ label: v, kind: "value" as const }))];
  for (const { schema, ref } of schemas) {
    // Copy ids name cards of the game; in the set-up (players:) a new copy is being listed.
    if (ref === CARD_REF) items.push(...cardItems(analysis, ctx, ctx.path[0] !== "players"));
    else if (ref === ZONE_REF) items.push(...zoneItems(analysis));
    else if (ref === PLAYER_ID) items.push(...analysis.players.map((p) => ({ label: p, kind: "player" as const })));
    const values = (schema["enum"] as unknown[] | undefined) ?? ("const" in schema ? [schema["const"]] : []);
    for (const v of values) if (typeof v === "string") items.push({ label: v, kind: "value" });
    if (schema["type"] === "boolean") items.push({ label: "true", kind: "value" }, { label: "false", kind: "value" });
  }
  // `recycle:` takes a number, `all` or a list: offer `all` and the cards of the list form.
  if (last === "recycle") items.push({ label: "all", kind: "value", detail: "every card in the zones" });
  return items;
}

function zoneItems(analysis: ScenarioAnalysis): CompletionItem[] {
  const own = RIFT_ZONES.map((z) => ({ label: z, kind: "zone" as const, detail: "the acting player's", sortText: `0${z}` }));
  const qualified = analysis.players.flatMap((p) => RIFT_ZONES.map((z) => ({ label: `${p}.${z}`, kind: "zone" as const, detail: `${p}'s ${z}`, sortText: `1${p}.${z}` })));
  return [...own, ...qualified];
}

/** Cards the file can name: its custom cards and copy ids first, then every printed card. */
function cardItems(analysis: ScenarioAnalysis, ctx: CursorContext, withIds: boolean): CompletionItem[] {
  const insert = (name: string): string => (ctx.quoted ? name : yamlScalar(name, ctx.inFlow));
  const inFile = new Set([...analysis.ids.values()].map((c) => c.def.name.toLowerCase()));
  const items: CompletionItem[] = [];
  if (withIds) {
    for (const { id, def } of analysis.ids.values()) {
      // Ids made from the name ("vi-destructive") add nothing over the name itself.
      if (id.toLowerCase().replace(/-\d+$/, "") === slug(def.name)) continue;
      items.push({ label: id, kind: "card", detail: `copy of ${def.name}`, insertText: insert(id), sortText: `1${id}` });
    }
  }
  const all = listedCards(analysis.catalog);
  const names = new Set<string>();
  for (const def of [...customDefs(analysis), ...all]) {
    if (names.has(def.name.toLowerCase())) continue;
    names.add(def.name.toLowerCase());
    items.push({ label: def.name, kind: "card", detail: cardSummary(def), insertText: insert(def.name), sortText: `${inFile.has(def.name.toLowerCase()) ? 0 : 2}${def.name}` });
  }
  return items;
}

function customDefs(analysis: ScenarioAnalysis): RiftCardDef[] {
  const root = analysis.yaml.contents;
  if (!isMap(root)) return [];
  const list = root.get("cards", true);
  if (!isSeq(list)) return [];
  return list.items
    .map((item) => (isMap(item) ? item.get("name") : undefined))
    .filter((n): n is string => typeof n === "string")
    .map((n) => analysis.cards.lookup(n))
    .filter((d): d is RiftCardDef => d !== undefined);
}

/** `ability:` of a step: the activated abilities of the card the step activates. */
function abilityItems(analysis: ScenarioAnalysis, offset: number): CompletionItem[] {
  const target = stepTargetAt(analysis, offset);
  const def = target === undefined ? undefined : resolveCard(analysis, target);
  if (!def) return [];
  return activatedAbilities(def).flatMap((a) => {
    const index: CompletionItem = { label: String(a.index), kind: "ability", detail: a.text, sortText: `0${a.index}` };
    return a.name ? [{ label: a.name, kind: "ability" as const, detail: a.text, sortText: `0${a.index}` }, { ...index, sortText: `1${a.index}` }] : [index];
  });
}

/** The card named by the `activate:` (or `play:`) of the step around `offset`. */
function stepTargetAt(analysis: ScenarioAnalysis, offset: number): string | undefined {
  const root = analysis.yaml.contents;
  if (!isMap(root)) return undefined;
  const steps = root.get("steps", true);
  if (!isSeq(steps)) return undefined;
  // The step whose range holds the cursor; while typing past its end, the last one before it.
  let step: Node | undefined;
  for (const item of steps.items as Node[]) if (item?.range && item.range[0] <= offset) step = item;
  if (!isMap(step)) return undefined;
  for (const key of ["activate", "play"]) {
    const value = step.get(key, true);
    if (isScalar(value) && typeof value.value === "string") return value.value;
  }
  return undefined;
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
