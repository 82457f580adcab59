import { isMap, isScalar, isSeq, type Node, type Pair } from "yaml";
import { syntax } from "../diagnostics/scenario-syntax.js";
import { unknownKey } from "../diagnostics/scenario-unknown-key.js";
import { unknownZone } from "../diagnostics/scenario-unknown-zone.js";
import type { Diagnostic, Range } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import { closest, didYouMean, isSureGuess } from "../text/suggest.js";
import { describeKind, kindFits, kindOf } from "./node-kind.js";
import type { JsonSchema } from "./json-schema.js";

/**
 * Checks YAML nodes against the scenario JSON Schema, reporting at the exact node. It implements
 * the subset the schema uses: $ref, type, enum, const, minimum, properties, patternProperties,
 * additionalProperties:false, required, items, anyOf, and if/then/else (the branch's keywords
 * replace the schema's own: the top level's branch for each game lists all that game's keys).
 * `oneOf` (which step kind) and `pattern` are for editors: the model builder checks those with
 * better messages (unknown zone, player).
 */
export class SchemaValidator {
  private readonly cache: SchemaCache;

  constructor(
    private readonly root: JsonSchema,
    private readonly source: SourceText,
    private readonly out: Diagnostic[],
  ) {
    this.cache = cacheFor(root);
  }

  validate(node: Node | null, schema: JsonSchema, label: string, fallback: Range): void {
    this.check(node, this.resolve(schema), label, fallback, this.out);
  }

  private resolve(schema: JsonSchema): JsonSchema {
    if (typeof schema.$ref !== "string") return schema;
    const known = this.cache.resolved.get(schema);
    if (known) return known;
    let s = schema;
    for (let guard = 0; typeof s.$ref === "string" && guard < 10; guard++) {
      const name = s.$ref.replace("#/definitions/", "");
      const defs = this.root.definitions as Record<string, JsonSchema>;
      s = { ...(defs[name] ?? {}), ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== "$ref")) };
    }
    this.cache.resolved.set(schema, s);
    return s;
  }

  private rangeOf(node: Node | null, fallback: Range): Range {
    const r = node?.range;
    if (!r || r[1] <= r[0]) return fallback;
    return this.source.range(r[0], r[1]);
  }

  /** The types a schema accepts, for "should be …" messages. */
  private expected(schema: JsonSchema): string[] {
    const s = this.resolve(schema);
    if (Array.isArray(s.anyOf)) return (s.anyOf as JsonSchema[]).flatMap((b) => this.expected(b));
    if (s.const !== undefined) return [JSON.stringify(s.const)];
    if (Array.isArray(s.enum)) return [`one of ${(s.enum as unknown[]).join(", ")}`];
    const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type] : [];
    const named = types.filter((t) => t !== "null").map(describeKind);
    // A key that takes no value (a step word such as `opening-hands:`) says so.
    return named.length === 0 && types.includes("null") ? ["empty (no value)"] : named;
  }

  private fits(node: Node | null, schema: JsonSchema): boolean {
    const s = this.resolve(schema);
    const kind = kindOf(node);
    if (Array.isArray(s.anyOf)) return (s.anyOf as JsonSchema[]).some((b) => this.fits(node, b));
    if (s.const !== undefined) return isScalar(node) && node.value === s.const;
    if (s.type === undefined) return Array.isArray(s.enum) ? kind === "string" : true;
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    return types.some((t) => kindFits(kind, t));
  }

  private check(node: Node | null, schema: JsonSchema, label: string, fallback: Range, out: Diagnostic[]): void {
    const kind = kindOf(node);
    const range = this.rangeOf(node, fallback);
    if (kind === "alias") {
      out.push(syntax.create({ range, message: `Aliases (*name) are not supported in scenario files: write ${label} out in full.` }));
      return;
    }
    if (schema.if !== undefined) {
      this.check(node, this.branch(node, schema, fallback), label, fallback, out);
      return;
    }
    if (Array.isArray(schema.anyOf)) {
      const branches = (schema.anyOf as JsonSchema[]).map((b) => this.resolve(b)).filter((b) => this.fits(node, b));
      if (branches.length === 0) {
        const want = [...new Set(this.expected(schema))].join(" or ");
        out.push(syntax.create({ range, message: `${capital(label)} should be ${want}, not ${describeKind(kind)}.` }));
        return;
      }
      let firstErrors: Diagnostic[] | undefined;
      for (const branch of branches) {
        const errors: Diagnostic[] = [];
        this.check(node, branch, label, fallback, errors);
        if (errors.length === 0) return;
        firstErrors ??= errors;
      }
      out.push(...(firstErrors ?? []));
      return;
    }
    if (schema.type !== undefined || schema.const !== undefined) {
      if (!this.fits(node, schema)) {
        const what = kind === "null" ? "nothing (it needs a value)" : `${describeKind(kind)}${isScalar(node) ? ` (${String(node.value)})` : ""}`;
        out.push(syntax.create({ range, message: `${capital(label)} should be ${this.expected(schema).join(" or ")}, not ${what}.` }));
        return;
      }
    }
    if (Array.isArray(schema.enum) && !(isScalar(node) && (schema.enum as unknown[]).includes(node.value))) {
      const options = (schema.enum as unknown[]).map(String);
      const value = isScalar(node) ? node.value : undefined;
      const guess = typeof value === "string" ? closest(value, options) : undefined;
      const actual = isScalar(node) && value !== null ? `"${String(value)}"` : describeKind(kind);
      out.push(syntax.create({ range, message: `${capital(label)} should be one of ${options.join(", ")}, not ${actual}.${didYouMean(guess)}` }));
      return;
    }
    if (typeof schema.minimum === "number" && isScalar(node) && typeof node.value === "number" && node.value < schema.minimum) {
      out.push(syntax.create({ range, message: `${capital(label)} should be at least ${schema.minimum}, not ${node.value}.` }));
      return;
    }
    if (isMap(node)) this.checkMap(node.items as Pair<Node | null, Node | null>[], schema, label, range, out);
    if (isSeq(node) && schema.items) {
      node.items.forEach((item, i) => this.check(item as Node | null, this.resolve(schema.items as JsonSchema), `item ${i + 1} of ${label}`, range, out));
    }
  }

  /** if/then/else: the schema without them, overlaid with the branch the node selects. */
  private branch(node: Node | null, schema: JsonSchema, fallback: Range): JsonSchema {
    const errors: Diagnostic[] = [];
    this.check(node, this.resolve(schema.if as JsonSchema), "", fallback, errors);
    const taken = errors.length === 0 ? "then" : "else";
    let branches = this.cache.branches.get(schema);
    if (!branches) this.cache.branches.set(schema, (branches = {}));
    const known = branches[taken];
    if (known) return known;
    const { if: _condition, then: yes, else: no, ...rest } = schema;
    const chosen = (taken === "then" ? yes : no) as JsonSchema | undefined;
    const merged = chosen ? { ...rest, ...this.resolve(chosen) } : rest;
    branches[taken] = merged;
    return merged;
  }

  private patterns(schema: JsonSchema): readonly { re: RegExp; s: JsonSchema }[] {
    let compiled = this.cache.patterns.get(schema);
    if (!compiled) {
      compiled = Object.entries((schema.patternProperties ?? {}) as Record<string, JsonSchema>).map(([p, s]) => ({ re: new RegExp(p), s }));
      this.cache.patterns.set(schema, compiled);
    }
    return compiled;
  }

  private checkMap(pairs: Pair<Node | null, Node | null>[], schema: JsonSchema, label: string, range: Range, out: Diagnostic[]): void {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const patterns = this.patterns(schema);
    const seen = new Set<string>();
    // The mapping's key names, built on the first unknown key only (most mappings have none).
    let keys: Set<string> | undefined;
    for (const pair of pairs) {
      const key = pair.key;
      if (!isScalar(key) || key.value === null || typeof key.value === "object") {
        out.push(syntax.create({ range: this.rangeOf(key, range), message: `Keys in ${label} must be plain words.` }));
        continue;
      }
      const name = String(key.value);
      seen.add(name);
      const keyRange = this.rangeOf(key, range);
      const sub = props[name] ?? patterns.find((p) => p.re.test(name))?.s;
      if (sub) {
        this.check(pair.value, this.resolve(sub), `"${name}"`, keyRange, out);
        continue;
      }
      if (schema.additionalProperties === false) {
        const synonyms = (schema["x-synonyms"] ?? {}) as Record<string, string>;
        const guess = Object.hasOwn(synonyms, name) ? synonyms[name] : closest(name, Object.keys(props));
        const code = schema["x-unknown-code"] === "scenario/unknown-zone" ? unknownZone : unknownKey;
        const what = typeof schema["x-unknown-what"] === "string" ? schema["x-unknown-what"] : "a zone of a player";
        const message =
          code === unknownZone
            ? `"${name}" is not ${what}.${didYouMean(guess)}`
            : `Unknown key "${name}" in ${label}; it is ignored.${didYouMean(guess)}`;
        // Safe when the key is a synonym or a sure typo (isSureGuess) of a key the mapping doesn't
        // already have: renaming onto a key that is there would make a duplicate, and which value
        // the author meant is a person's call. (Two unknown keys with one guess: lint --fix takes
        // one rename per pass, and the next pass sees the key there.)
        keys ??= new Set(pairs.map((p) => (isScalar(p.key) ? String(p.key.value) : "")));
        const sure = guess !== undefined && (Object.hasOwn(synonyms, name) || isSureGuess(name, guess, Object.keys(props)));
        const fixes = guess ? [{ title: `Change to "${guess}"`, edits: [{ range: keyRange, newText: guess }], safe: sure && !keys.has(guess) }] : [];
        out.push(code.create({ range: keyRange, message, fixes }));
      }
    }
    for (const required of (schema.required ?? []) as string[]) {
      if (!seen.has(required)) out.push(syntax.create({ range, message: `${capital(label)} needs a "${required}" key.` }));
    }
  }
}

/**
 * What a schema's check derives from the schema alone (a $ref resolved, an if/then/else branch
 * merged, patternProperties compiled), kept per schema object so that no file pays for it again.
 * Keyed by the root too: a $ref means the root's definition. Schemas are never changed once built.
 */
interface SchemaCache {
  readonly resolved: WeakMap<JsonSchema, JsonSchema>;
  readonly branches: WeakMap<JsonSchema, { then?: JsonSchema; else?: JsonSchema }>;
  readonly patterns: WeakMap<JsonSchema, readonly { re: RegExp; s: JsonSchema }[]>;
}

const caches = new WeakMap<JsonSchema, SchemaCache>();

function cacheFor(root: JsonSchema): SchemaCache {
  let cache = caches.get(root);
  if (!cache) caches.set(root, (cache = { resolved: new WeakMap(), branches: new WeakMap(), patterns: new WeakMap() }));
  return cache;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
