import { isMap, isScalar, isSeq, parse, parseDocument } from "yaml";

/**
 * What a conformance case says about itself, test262-style: where it comes from, which rules it
 * exercises, and which edition of the rules it was written against.
 *
 * `source:` and `rules:` are ordinary scenario keys (the linter knows them and prints the rules
 * in the transcript). The scenario format has no key for the edition, and the harness must not
 * feed the linter anything a user's file couldn't contain, so the edition lives in a comment
 * block before the scenario, which the linter ignores as it ignores every comment:
 *
 *     # conformance:
 *     #   edition: Riftbound Core Rules, current numbering (Recycle = 416)
 *
 * The block is YAML once the leading "# " is removed from each line.
 */
export interface CaseMetadata {
  readonly title?: string;
  readonly source?: string;
  readonly rules: readonly string[];
  readonly edition?: string;
  /** Why the metadata is not enough for a conformance case; empty when it is. */
  readonly problems: readonly MetadataProblem[];
}

export interface MetadataProblem {
  /** 1-based line the problem is on (1 when the key is missing altogether). */
  readonly line: number;
  readonly message: string;
}

export const FRONTMATTER_HEADER = "# conformance:";

/** The case's YAML root; a text nested too deeply for the parser has none (the lint reports it). */
function parsedRoot(text: string): ReturnType<typeof parseDocument>["contents"] {
  try {
    return parseDocument(text).contents;
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
}

export function readMetadata(text: string): CaseMetadata {
  const problems: MetadataProblem[] = [];
  const front = readFrontmatter(text, problems);
  const frontProblems = problems.length;
  const root = parsedRoot(text);
  const scalar = (key: string): string | undefined => {
    const node = isMap(root) ? root.get(key, true) : undefined;
    return isScalar(node) && (typeof node.value === "string" || typeof node.value === "number") ? String(node.value) : undefined;
  };
  const rulesNode = isMap(root) ? root.get("rules", true) : undefined;
  // Numbers keep their written form ("416.10" must not become 416.1), as the linter reads them.
  const rules = isSeq(rulesNode) ? rulesNode.items.flatMap((item) => (isScalar(item) ? [item.source ?? String(item.value)] : [])) : [];

  const title = scalar("scenario");
  const source = scalar("source");
  if (source === undefined || source.trim() === "") problems.push({ line: 1, message: "A conformance case needs `source:`: the FAQ question or rule example it comes from, by reference." });
  if (rules.length === 0) problems.push({ line: 1, message: "A conformance case needs `rules:`: the rule numbers it exercises." });
  const edition = front?.edition;
  if (edition === undefined && frontProblems === 0) problems.push({ line: front?.line ?? 1, message: `A conformance case needs an edition: a "${FRONTMATTER_HEADER}" comment block with "#   edition: …" before the scenario.` });

  return {
    ...(title !== undefined ? { title } : {}),
    ...(source !== undefined ? { source } : {}),
    rules,
    ...(edition !== undefined ? { edition } : {}),
    problems,
  };
}

interface Frontmatter {
  readonly line: number;
  readonly edition?: string;
}

/** The `# conformance:` block among the comment lines that open the file, if there is one. */
function readFrontmatter(text: string, problems: MetadataProblem[]): Frontmatter | undefined {
  const lines = text.split(/\r?\n/);
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trimEnd();
    if (line === "") continue;
    if (!line.startsWith("#")) break; // the scenario has begun: no frontmatter after this
    if (line === FRONTMATTER_HEADER) {
      start = i;
      break;
    }
  }
  if (start < 0) return undefined;

  const body: string[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const m = /^#( {2,}.*)$/.exec((lines[i] ?? "").trimEnd());
    if (!m) break;
    body.push((m[1] ?? "").slice(2));
  }
  const line = start + 1;
  let value: unknown;
  try {
    value = parse(body.join("\n"));
  } catch (e) {
    problems.push({ line, message: `The "${FRONTMATTER_HEADER}" block is not valid YAML: ${e instanceof Error ? e.message : String(e)}` });
    return { line };
  }
  const edition = (value as { edition?: unknown } | null)?.edition;
  if (edition === undefined) return { line };
  if (typeof edition !== "string" || edition.trim() === "") {
    problems.push({ line, message: "`edition:` in the conformance block must be text naming the rules edition." });
    return { line };
  }
  return { line, edition };
}
