/**
 * What a generated scenario says, before it is written as YAML. A mapping is a list of entries
 * (not an object) so that a generator can repeat a key on purpose and keep its order.
 */
export type YamlNode = YamlScalar | readonly YamlNode[] | YamlMap | YamlRaw;
export type YamlScalar = string | number | boolean | null;
export type YamlEntry = readonly [string, YamlNode];

export interface YamlMap {
  readonly map: readonly YamlEntry[];
}

/** Text written exactly as given where a value goes: a deliberately odd scalar (`416.3`, `[Vi, Destructive`). */
export interface YamlRaw {
  readonly raw: string;
}

/** A mapping of the entries that are present (a generator leaves an optional key out with undefined). */
export function ymap(entries: readonly (YamlEntry | undefined)[]): YamlMap {
  return { map: present(entries) };
}

/** The entries that are present, for splicing into a mapping. */
export function present(entries: readonly (YamlEntry | undefined)[]): YamlEntry[] {
  return entries.filter((e): e is YamlEntry => e !== undefined);
}

/** A mapping from a plain record (fast-check's dictionary). */
export function mapOf(record: Readonly<Record<string, YamlNode>>): YamlMap {
  return { map: Object.entries(record) };
}

// A list has a `map` method too: test for lists first.
export function isMap(node: YamlNode): node is YamlMap {
  return typeof node === "object" && node !== null && !Array.isArray(node) && "map" in node;
}

export function isRaw(node: YamlNode): node is YamlRaw {
  return typeof node === "object" && node !== null && !Array.isArray(node) && "raw" in node;
}

export function isList(node: YamlNode): node is readonly YamlNode[] {
  return Array.isArray(node);
}
