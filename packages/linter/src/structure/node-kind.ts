import { isAlias, isMap, isScalar, isSeq, type Node } from "yaml";

/** A YAML node's JSON Schema type ("integer" is also a "number"), or "alias" / "other". */
export type NodeKind = "object" | "array" | "string" | "integer" | "number" | "boolean" | "null" | "alias" | "other";

export function kindOf(node: Node | null | undefined): NodeKind {
  if (node === null || node === undefined) return "null";
  if (isAlias(node)) return "alias";
  if (isMap(node)) return "object";
  if (isSeq(node)) return "array";
  if (isScalar(node)) {
    const v = node.value;
    if (v === null || v === undefined) return "null";
    if (typeof v === "boolean") return "boolean";
    if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
    if (typeof v === "string") return "string";
  }
  return "other";
}

/** Does a node of this kind satisfy a schema `type`? */
export function kindFits(kind: NodeKind, type: string): boolean {
  return kind === type || (type === "number" && kind === "integer");
}

/** How a kind reads in a message. */
export function describeKind(kind: string): string {
  switch (kind) {
    case "object":
      return "a mapping";
    case "array":
      return "a list";
    case "string":
      return "text";
    case "integer":
      return "a whole number";
    case "number":
      return "a number";
    case "boolean":
      return "true or false";
    case "null":
      return "nothing";
    case "alias":
      return "an alias";
    default:
      return "something else";
  }
}
