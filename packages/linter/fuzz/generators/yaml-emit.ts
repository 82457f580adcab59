import { StyleRng } from "./style-rng.js";
import { scalar } from "./yaml-scalar.js";
import { isList, isMap, isRaw, type YamlMap, type YamlNode } from "./yaml-tree.js";

/** How one document is laid out, chosen once per document. */
interface LayoutStyle {
  /** Indentation width. */
  readonly step: number;
  /** `key:\n  - a` (true) or the compact `key:\n- a`. */
  readonly indentSequences: boolean;
  /** How often a collection that could be block is written in flow style. */
  readonly flowChance: number;
  /** How often a line gets an end-of-line comment. */
  readonly commentChance: number;
}

const COMMENTS = ["the card being judged", "← 416.1", "TODO", "see the FAQ", "é ü 日本 😀", "#"];

/**
 * Writes a YAML tree as text, with the layout, quoting, comments and line endings drawn from
 * `styleSeed`. Every choice keeps the document readable as the same tree, except the few the
 * format documents as mistakes (an unquoted card name with a comma in a flow list).
 */
export function emitYaml(root: YamlNode, styleSeed: number): string {
  const rng = new StyleRng(styleSeed);
  const layout: LayoutStyle = {
    step: rng.pick([2, 2, 2, 4, 3]),
    indentSequences: rng.chance(0.7),
    flowChance: rng.pick([0, 0.1, 0.3]),
    commentChance: rng.pick([0, 0, 0.05, 0.15]),
  };
  const lines: string[] = [];
  if (rng.chance(0.3)) lines.push("# yaml-language-server: $schema=../packages/linter/schema/scenario.schema.json");
  if (rng.chance(0.05)) lines.push("---");
  lines.push(...new Writer(rng, layout).document(root));
  const roll = rng.next();
  const newline = roll < 0.88 ? "\n" : roll < 0.98 ? "\r\n" : "\r";
  return lines.join(newline) + (rng.chance(0.9) ? newline : "");
}

class Writer {
  constructor(
    private readonly rng: StyleRng,
    private readonly layout: LayoutStyle,
  ) {}

  document(root: YamlNode): string[] {
    if (isMap(root) && root.map.length > 0) return this.mapping(root, 0);
    if (isList(root) && root.length > 0) return this.sequence(root, 0);
    return [this.inline(root, "block")];
  }

  private mapping(node: YamlMap, indent: number): string[] {
    const lines: string[] = [];
    for (const [key, value] of node.map) {
      const head = `${" ".repeat(indent)}${scalar(key, "block", this.rng)}:`;
      if (this.asBlock(value)) {
        lines.push(this.commented(head));
        if (isMap(value)) lines.push(...this.mapping(value, indent + this.layout.step));
        else if (isList(value)) lines.push(...this.sequence(value, this.layout.indentSequences ? indent + this.layout.step : indent));
      } else if (typeof value === "string" && literalFits(value) && this.rng.chance(0.6)) {
        lines.push(...this.literal(head, value, indent + this.layout.step));
      } else if (value === null && this.rng.chance(0.5)) {
        lines.push(this.commented(head));
      } else {
        lines.push(this.commented(`${head} ${this.inline(value, "block")}`));
      }
    }
    return lines;
  }

  private sequence(items: readonly YamlNode[], indent: number): string[] {
    const lines: string[] = [];
    const dash = `${" ".repeat(indent)}- `;
    for (const item of items) {
      if (isMap(item) && this.asBlock(item)) {
        // The first key goes on the dash's line; the others line up under it.
        const inner = this.mapping(item, indent + 2);
        lines.push(dash + (inner[0] ?? "").slice(indent + 2), ...inner.slice(1));
      } else {
        lines.push(this.commented(dash + this.inline(item, "block")));
      }
    }
    return lines;
  }

  /** A multi-line string as a literal (`|`) or folded (`>`) block scalar. */
  private literal(head: string, value: string, indent: number): string[] {
    const chomp = value.endsWith("\n") ? "" : "-";
    const body = value.endsWith("\n") ? value.slice(0, -1) : value;
    const indicator = this.rng.chance(0.8) ? "|" : ">";
    return [`${head} ${indicator}${chomp}`, ...body.split("\n").map((line) => (line === "" ? "" : " ".repeat(indent) + line))];
  }

  private inline(node: YamlNode, context: "block" | "flow"): string {
    if (isRaw(node)) return node.raw;
    if (isList(node)) return `[${node.map((item) => this.inline(item, "flow")).join(", ")}]`;
    if (isMap(node)) {
      if (node.map.length === 0) return "{}";
      return `{ ${node.map.map(([k, v]) => `${scalar(k, "flow", this.rng)}: ${this.inline(v, "flow")}`).join(", ")} }`;
    }
    return scalar(node, context, this.rng);
  }

  private asBlock(node: YamlNode): boolean {
    const nonEmpty = (isMap(node) && node.map.length > 0) || (isList(node) && node.length > 0);
    return nonEmpty && !this.rng.chance(this.layout.flowChance);
  }

  private commented(line: string): string {
    return this.rng.chance(this.layout.commentChance) ? `${line}  # ${this.rng.pick(COMMENTS)}` : line;
  }
}

/** A block scalar keeps the text only when no line starts with white space and no CR is in it. */
function literalFits(value: string): boolean {
  return value.includes("\n") && !value.includes("\r") && !/^[ \t]/m.test(value) && !value.endsWith("\n\n");
}
