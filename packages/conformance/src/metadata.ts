import { isMap, isScalar, isSeq, parse, parseDocument, type Document } from "yaml";

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

/**
 * The case's metadata. `parsed` is the document the linter read the same text as (the harness
 * passes it so that a case is parsed once); without it the text is parsed here.
 */
export function readMetadata(text: string, parsed?: Document): CaseMetadata {
  const problems: MetadataProblem[] = [];
  const front = readFrontmatter(text, problems);
  const frontProblems = problems.length;
  const root = parsed ? parsed.contents : parsedRoot(text);
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
  // Only the comment lines that open the file are looked at, not the whole case.
  const lines = openingLines(text);
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
  const block = readBlock(body.join("\n"));
  if ("error" in block) {
    problems.push({ line, message: `The "${FRONTMATTER_HEADER}" block is not valid YAML: ${block.error}` });
    return { line };
  }
  const edition = block.edition;
  if (edition === undefined) return { line };
  if (typeof edition !== "string" || edition.trim() === "") {
    problems.push({ line, message: "`edition:` in the conformance block must be text naming the rules edition." });
    return { line };
  }
  return { line, edition };
}

/** The lines up to the first that is neither blank nor a comment (the scenario's first line), inclusive. */
function openingLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    lines.push(line);
    const trimmed = line.trimStart();
    if (trimmed !== "" && !trimmed.startsWith("#")) break;
    if (newline < 0) break;
    start = newline + 1;
  }
  return lines;
}

/**
 * A suite's cases share a handful of conformance blocks (one per edition), so each distinct block
 * is parsed once per process. The cache is bounded: a suite of all-different blocks just parses.
 */
const blocks = new Map<string, { edition?: unknown } | { error: string }>();
const MAX_BLOCKS = 256;

function readBlock(body: string): { edition?: unknown } | { error: string } {
  const known = blocks.get(body);
  if (known) return known;
  let read: { edition?: unknown } | { error: string };
  try {
    const value = parse(body) as { edition?: unknown } | null;
    read = { edition: value?.edition };
  } catch (e) {
    read = { error: e instanceof Error ? e.message : String(e) };
  }
  if (blocks.size >= MAX_BLOCKS) blocks.clear();
  blocks.set(body, read);
  return read;
}
