import type { Diagnostic, Fix, Range, RelatedInformation, Severity } from "./types.js";

const DOCS_BASE = "https://github.com/recycle-rules/recycle-rules/blob/main/docs/";

/** Each family of codes is documented on its page: deck/* on deck-format.md, suppression/* and config/* on configuration.md. */
function docsPage(code: string): string {
  if (code.startsWith("deck/")) return "deck-format.md";
  if (code.startsWith("suppression/") || code.startsWith("config/")) return "configuration.md";
  return "scenario-format.md";
}

/** What the registry says about one code: the unit a user searches, suppresses and reads about. */
export interface DiagnosticCodeInfo {
  readonly severity: Severity;
  /** The rules this code usually cites; each diagnostic carries the one(s) that applied. */
  readonly rules: readonly string[];
  readonly summary: string;
  /** The heading anchor of this code's section in docs/scenario-format.md (deck/*: docs/deck-format.md). */
  readonly docsAnchor: string;
}

export interface DiagnosticInput {
  readonly range: Range;
  readonly message: string;
  /** Overrides the code's default rules (e.g. the rule of the engine violation). */
  readonly rule?: readonly string[];
  readonly severity?: Severity;
  readonly related?: readonly RelatedInformation[];
  readonly fixes?: readonly Fix[];
}

/** One diagnostic code: its registry entry and the only way to make a diagnostic with it. */
export interface DiagnosticCode extends DiagnosticCodeInfo {
  readonly code: string;
  create(input: DiagnosticInput): Diagnostic;
}

/** "recycle/wrong-count" → "recycle-wrong-count" (GitHub's heading anchor for that heading). */
export function anchorOf(code: string): string {
  return code.replace(/\//g, "-");
}

/** The documentation page section for a code (LSP `codeDescription.href`). */
export function docsUrl(code: string): string {
  return `${DOCS_BASE}${docsPage(code)}#${anchorOf(code)}`;
}

export function defineCode(spec: { code: string; severity: Severity; rules: readonly string[]; summary: string }): DiagnosticCode {
  return {
    ...spec,
    docsAnchor: anchorOf(spec.code),
    create(input) {
      return {
        code: spec.code,
        severity: input.severity ?? spec.severity,
        message: input.message,
        rule: [...(input.rule ?? spec.rules)].filter((r) => r !== "" && r !== "-"),
        range: input.range,
        ...(input.related && input.related.length > 0 ? { related: input.related } : {}),
        ...(input.fixes && input.fixes.length > 0 ? { fixes: input.fixes } : {}),
      };
    },
  };
}
