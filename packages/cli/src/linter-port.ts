/**
 * The slice of @recycle-rules/linter the CLI depends on. Commands take this port rather than the
 * module itself so tests can drive them with a stub, and so the CLI stays a thin shell: every
 * finding comes from the linter (docs/architecture.md: the CLI adds no rules logic of its own).
 * main.ts checks at compile time that the real linter satisfies it.
 */

/** A 0-based position, as LSP and the linter count (character = UTF-16 code units). */
export interface LintPosition {
  readonly line: number;
  readonly character: number;
}

export type Severity = "error" | "warning" | "info";

/** One replacement of a fix, by offsets into the text that was linted. */
export interface LintTextEdit {
  readonly range: { readonly startOffset: number; readonly endOffset: number };
  readonly newText: string;
}

/** A linter fix, as `lint --fix` reads it: only `safe` ones are applied. */
export interface LintFix {
  readonly title: string;
  readonly edits: readonly LintTextEdit[];
  readonly safe?: boolean;
}

/** The fields of a linter Diagnostic that the CLI reads; the JSON formatter passes the rest through. */
export interface LintDiagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly rule: readonly string[];
  readonly range: { readonly start: LintPosition; readonly end: LintPosition };
  readonly fixes?: readonly LintFix[];
}

/** What a config gives a file's lint: severity overrides and card data (opaque to the CLI). */
export interface LintFileSettings {
  readonly rules?: Readonly<Record<string, Severity | "off">>;
  readonly cards?: object;
}

export interface LinterPort {
  lintScenario(text: string, options?: { filePath?: string }): { diagnostics: readonly LintDiagnostic[] };
  runScenario(text: string, options?: { filePath?: string; rules?: LintFileSettings["rules"]; catalogs?: object }): { diagnostics: readonly LintDiagnostic[]; transcript: string };
  /** Lints a scenario or a deck list: as `kind` says, else by the file's name (`*.deck`, `*.dek`, `*.scenario.yaml`). */
  lintFile(fileName: string, text: string, options?: LintFileSettings, kind?: "deck" | "scenario"): { diagnostics: readonly LintDiagnostic[] };
}

/** A config file as the CLI reports it: its path and its problems (config/invalid). */
export interface LoadedConfigPort {
  readonly file: string;
  readonly diagnostics: readonly LintDiagnostic[];
}

/** The linter's ConfigLoader, as `lint` uses it: each file's role and settings under its config. */
export interface ConfigLoaderPort {
  settingsFor(filePath: string): LintFileSettings & { readonly role: "scenario" | "deck" | "ignored" | undefined; readonly config?: LoadedConfigPort };
  configs(): readonly LoadedConfigPort[];
  /** What the `--cards` files hold, read on the first call; undefined without any. */
  cardFilesReport?(): { readonly errors: readonly string[]; readonly problems: readonly string[]; readonly counts: { readonly riftbound: number; readonly mtg: number }; readonly replaced: readonly string[] } | undefined;
}

/** The deck-list slice of the linter, for `recycle-rules deck decode|encode`. */
export interface DeckPort {
  decodeRiftboundDeckCode(code: string, options?: { cards?: object }): { deck: unknown; diagnostics: readonly LintDiagnostic[] };
  formatDeck(deck: never): string;
  parseDeck(text: string, options?: { filePath?: string; cards?: object }): { deck: unknown; diagnostics: readonly LintDiagnostic[] };
  encodeRiftboundDeck(deck: never): string;
}

/** The linter's registry of codes, for the rule list of a SARIF log. */
export interface RuleCatalogPort {
  readonly DIAGNOSTIC_CODES: Readonly<Record<string, { readonly severity: Severity; readonly summary: string }>>;
  /** The documentation section of a code. */
  docsUrl(code: string): string;
}
