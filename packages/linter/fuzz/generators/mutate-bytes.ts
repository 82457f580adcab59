import fc from "fast-check";

/**
 * One edit of a file's bytes. Positions and lengths are raw numbers, reduced modulo the file's
 * size when applied, so one arbitrary serves files of any size.
 */
export type Mutation =
  | { readonly kind: "insert-bytes"; readonly at: number; readonly bytes: Uint8Array }
  | { readonly kind: "insert-token"; readonly at: number; readonly token: string }
  | { readonly kind: "delete"; readonly at: number; readonly length: number }
  | { readonly kind: "replace"; readonly at: number; readonly bytes: Uint8Array }
  | { readonly kind: "duplicate"; readonly from: number; readonly length: number; readonly to: number }
  | { readonly kind: "repeat"; readonly from: number; readonly length: number; readonly times: number }
  | { readonly kind: "line-endings"; readonly to: "\r\n" | "\r" | "mixed"; readonly salt: number }
  | { readonly kind: "bom" }
  | { readonly kind: "truncate"; readonly at: number }
  | { readonly kind: "swap-lines"; readonly a: number; readonly b: number }
  | { readonly kind: "indent"; readonly line: number; readonly delta: number }
  | { readonly kind: "lone-surrogate"; readonly at: number };

/** The most one `repeat` adds, and the largest text mutations may make: "huge", yet a linear linter lints it in well under the 1 s budget. */
export const REPEAT_LIMIT = 64 * 1024;
export const TEXT_LIMIT = 256 * 1024;

/** Pieces with a meaning to YAML, deck lists or XML, and characters that break naive text handling. */
const TOKENS = [
  ": ", "- ", "[", "]", "{", "}", ",", "#", "&a ", "*a", "!!str ", "!!map ", "? ", "---\n", "...\n", "%YAML 1.2\n", "|", ">", "'", '"', "\\", "\t", " ", "\n", "\r\n", "\r",
  "\0", "\ufeff", "\u00a0", "\u2028", "\u2029", "\u0085", "\u200b", "\u202e", "é", "e\u0301", "😀", "𝔘", "日本",
  "<Cards ", 'Quantity="4" ', "/>", "</Deck>", "&amp;", "&#x0;", "<![CDATA[", "<!--", "-->",
  "== ", "// ", "SB: ", "3x ", "0 ", "(OGN-036)", "(MH1) 1", "code: ", "game: mtg\n", "game: riftbound\n",
  "  - activate: Vi, Destructive\n", "    choose: [Blind Fury]\n", "players:\n", "steps:\n", "expect:\n", "deck: ./decks/x.deck\n",
];

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("insert-bytes" as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }) },
  { weight: 10, arbitrary: fc.record({ kind: fc.constant("insert-token" as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("replace" as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }) }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("duplicate" as const), from: fc.nat(), length: fc.integer({ min: 1, max: 200 }), to: fc.nat() }) },
  // Rarer than the rest: a huge text costs a hundred small ones.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("repeat" as const), from: fc.nat(), length: fc.integer({ min: 1, max: 120 }), times: fc.integer({ min: 2, max: 5000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("line-endings" as const), to: fc.constantFrom("\r\n" as const, "\r" as const, "mixed" as const), salt: fc.nat() }) },
  { weight: 2, arbitrary: fc.constant({ kind: "bom" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("swap-lines" as const), a: fc.nat(), b: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("indent" as const), line: fc.nat(), delta: fc.integer({ min: -4, max: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("lone-surrogate" as const), at: fc.nat() }) },
);

/**
 * Applies the mutations in order. Edits work on the UTF-8 bytes (so they split characters, as
 * a damaged file does) and the result is decoded as a file read would (bad sequences become
 * U+FFFD); line-level and surrogate edits work on the decoded text.
 */
export function applyMutations(text: string, mutations: readonly Mutation[]): string {
  let bytes: Buffer = Buffer.from(text, "utf8");
  let decoded: string | undefined;
  for (const m of mutations) {
    if (m.kind === "line-endings" || m.kind === "swap-lines" || m.kind === "indent" || m.kind === "lone-surrogate") {
      decoded = textMutation(decoded ?? bytes.toString("utf8"), m);
      bytes = Buffer.from(decoded, "utf8");
    } else {
      bytes = byteMutation(bytes, m);
      decoded = undefined;
    }
  }
  // A lone surrogate has no UTF-8 form: keep the decoded text when the last edit made one.
  return decoded ?? bytes.toString("utf8");
}

function byteMutation(bytes: Buffer, m: Exclude<Mutation, { kind: "line-endings" | "swap-lines" | "indent" | "lone-surrogate" }>): Buffer {
  const at = (n: number) => n % (bytes.length + 1);
  const fits = (added: number) => bytes.length + added <= TEXT_LIMIT;
  switch (m.kind) {
    case "insert-bytes":
      return fits(m.bytes.length) ? splice(bytes, at(m.at), 0, m.bytes) : bytes;
    case "insert-token": {
      const token = Buffer.from(m.token, "utf8");
      return fits(token.length) ? splice(bytes, at(m.at), 0, token) : bytes;
    }
    case "delete":
      return splice(bytes, at(m.at), m.length, new Uint8Array());
    case "replace":
      return splice(bytes, at(m.at), m.bytes.length, m.bytes);
    case "duplicate": {
      const span = bytes.subarray(at(m.from), at(m.from) + m.length);
      return fits(span.length) ? splice(bytes, at(m.to), 0, span) : bytes;
    }
    case "repeat": {
      const start = at(m.from);
      const span = bytes.subarray(start, start + m.length);
      if (span.length === 0) return bytes;
      const times = Math.min(m.times, Math.floor(REPEAT_LIMIT / span.length), Math.floor((TEXT_LIMIT - bytes.length) / span.length));
      return times > 0 ? splice(bytes, start, 0, Buffer.concat(Array<Buffer>(times).fill(span))) : bytes;
    }
    case "bom":
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    case "truncate":
      return bytes.subarray(0, at(m.at));
  }
}

function textMutation(text: string, m: Extract<Mutation, { kind: "line-endings" | "swap-lines" | "indent" | "lone-surrogate" }>): string {
  switch (m.kind) {
    case "line-endings": {
      let i = 0;
      const endings = ["\n", "\r\n", "\r"];
      return text.replace(/\r\n|\r|\n/g, () => (m.to === "mixed" ? (endings[(m.salt + i++ * 5) % 3] ?? "\n") : m.to));
    }
    case "swap-lines": {
      const lines = text.split("\n");
      const a = m.a % lines.length;
      const b = m.b % lines.length;
      [lines[a], lines[b]] = [lines[b] ?? "", lines[a] ?? ""];
      return lines.join("\n");
    }
    case "indent": {
      const lines = text.split("\n");
      const i = m.line % lines.length;
      const line = lines[i] ?? "";
      lines[i] = m.delta >= 0 ? " ".repeat(m.delta) + line : line.replace(new RegExp(`^ {0,${-m.delta}}`), "");
      return lines.join("\n");
    }
    case "lone-surrogate": {
      const at = m.at % (text.length + 1);
      return `${text.slice(0, at)}${m.at % 2 === 0 ? "\ud800" : "\udfff"}${text.slice(at)}`;
    }
  }
}

function splice(bytes: Buffer, at: number, deleteCount: number, insert: Uint8Array): Buffer {
  return Buffer.concat([bytes.subarray(0, at), insert, bytes.subarray(Math.min(bytes.length, at + deleteCount))]);
}
