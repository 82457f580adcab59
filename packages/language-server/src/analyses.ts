import path from "node:path";
import {
  analyzeScenario,
  isInsideFolder,
  lintDeck,
  type DisableCommentTarget,
  type FileRole,
  type IncrementalLintResult,
  type LintDeckResult,
  type LintOptions,
  type ScenarioAnalysis,
} from "@recycle-rules/linter";
import { DocumentConfigs, type ExtraCards } from "./configs.js";
import { filePathOf } from "./files/workspace-roots.js";
import { ScenarioLints } from "./scenario-lints.js";
import { runInSlices } from "./slices.js";
import type { TextDocument } from "vscode-languageserver-textdocument";

/** Which open documents are scenarios: by language id, or by file name for generic YAML clients. */
export function isScenario(doc: Pick<TextDocument, "uri" | "languageId">): boolean {
  return doc.languageId === "recycle-scenario" || /\.scenario\.ya?ml$/i.test(doc.uri);
}

/** Which open documents are deck lists: by language id, or by file name (`*.deck`, MTGO `*.dek`). */
export function isDeck(doc: Pick<TextDocument, "uri" | "languageId">): boolean {
  return doc.languageId === "recycle-deck" || /\.(deck|dek)$/i.test(doc.uri);
}

/** Documents the server lints without a config: scenarios and deck lists by language id or name. */
export function isLinted(doc: Pick<TextDocument, "uri" | "languageId">): boolean {
  return isScenario(doc) || isDeck(doc);
}

/** A document the server lints, and what its findings are. */
export type LintedRole = "scenario" | "deck";

/**
 * The linter's analysis of each open document, kept for the version it was made from, so hover,
 * completion, code actions and the outline after one edit share one lint. A scenario's lint is
 * incremental (scenario-lints.ts): a new version replays only from the first step that changed.
 */
export class Analyses {
  private readonly cache = new Map<string, { version: number; text: string; analysis: ScenarioAnalysis }>();
  private readonly decks = new Map<string, { version: number; result: LintDeckResult }>();
  private readonly lints = new ScenarioLints();
  /** Counts the settings changes: a lint begun under older settings must not fill the cache. */
  private generation = 0;
  private roots: readonly string[] = [];

  /** `configs`: each document's recycle-rules.config.json (severities, card files, ignores, file patterns). */
  constructor(readonly configs: DocumentConfigs = new DocumentConfigs()) {}

  /**
   * What the document is: ignored or a scenario or deck list by its config's patterns (as the CLI
   * judges a file it is named), else by its language id or name (isScenario, isDeck). A config
   * file itself is never linted.
   */
  roleOf(doc: Pick<TextDocument, "uri" | "languageId">): FileRole | undefined {
    const { role } = this.configs.of(doc.uri);
    if (role !== undefined) return role;
    return isDeck(doc) ? "deck" : isScenario(doc) ? "scenario" : undefined;
  }

  /**
   * The folders the client opened. A scenario's `deck:` lists are read only inside the one that
   * holds the scenario; a scenario outside all of them (a path the client made up) reads none.
   * With no folders at all (a single file opened), the scenario's own folder bounds them.
   */
  setWorkspaceRoots(roots: readonly string[]): void {
    this.roots = roots;
    this.settingsChanged();
  }

  /** New extra card files (the `cards.extraFiles` setting) make every cached analysis and every lint running stale. */
  setCatalog(extra: ExtraCards): void {
    // Every configuration change reloads the settings: the same catalog (none, most often) leaves
    // every lint as it was, and a lint running on (the document's first, at start-up) goes on.
    if (this.configs.setExtraCards(extra)) this.settingsChanged();
  }

  /**
   * A recycle-rules.config.json changed (or appeared, or went): every config is read again, and
   * every analysis and running lint is stale, since any document's severities, cards or role may
   * have changed with it. (Rare, so all of them: a per-config account would save little.)
   */
  configsChanged(): void {
    this.configs.clear();
    this.settingsChanged();
  }

  private settingsChanged(): void {
    this.generation++;
    this.cache.clear();
    this.decks.clear();
    this.lints.restart();
  }

  /** The analysis of the document's current version, linted at once (a request is waiting for it). */
  get(doc: TextDocument): ScenarioAnalysis {
    const { uri, version } = doc;
    const text = doc.getText();
    const hit = this.cached(uri, version, text);
    if (hit) return hit;
    return this.store(uri, version, text, this.lints.job(uri, version, text, this.options(uri)).finish());
  }

  /**
   * The analysis of the document's current version, linted in slices between which the server
   * reads its messages; undefined when `wanted()` turns false first (the document changed again,
   * or closed) or the settings changed meanwhile. The version is the one `doc` has now: a
   * TextDocument is updated in place by later changes.
   */
  async current(doc: TextDocument, wanted: () => boolean): Promise<ScenarioAnalysis | undefined> {
    const { uri, version } = doc;
    const text = doc.getText();
    const hit = this.cached(uri, version, text);
    if (hit) return hit;
    const generation = this.generation;
    const job = this.lints.job(uri, version, text, this.options(uri));
    if (!(await runInSlices(job, () => generation === this.generation && wanted()))) return undefined;
    // A request may have finished the same job meanwhile (get): its analysis is this one. A job
    // no longer current (the document closed, or reopened with other text) is not stored.
    const done = this.cached(uri, version, text);
    if (done) return done;
    return this.lints.isCurrent(uri, job) ? this.store(uri, version, text, job.finish()) : undefined;
  }

  /** The analysis made of this version and text (a reopened document may number its versions anew). */
  private cached(uri: string, version: number, text: string): ScenarioAnalysis | undefined {
    const hit = this.cache.get(uri);
    return hit && hit.version === version && hit.text === text ? hit.analysis : undefined;
  }

  private store(uri: string, version: number, text: string, lint: IncrementalLintResult): ScenarioAnalysis {
    // The lint's own YAML tree serves the editor features: the text is parsed once per version.
    const analysis = analyzeScenario(text, this.options(uri), lint);
    this.cache.set(uri, { version, text, analysis });
    return analysis;
  }

  /** The deck-list lint of an open deck document, for its current version, with its config's severities and cards. */
  deck(doc: TextDocument): LintDeckResult {
    const hit = this.decks.get(doc.uri);
    if (hit && hit.version === doc.version) return hit.result;
    const { rules, cards } = this.configs.of(doc.uri);
    const result = lintDeck(doc.getText(), { filePath: doc.uri, ...(cards ? { cards } : {}), ...(rules ? { rules } : {}) });
    this.decks.set(doc.uri, { version: doc.version, result });
    return result;
  }

  /** The findings of an open scenario or deck list, with the text as disableLineFix reads it. */
  findings(doc: TextDocument, role: LintedRole): { findings: LintDeckResult["diagnostics"]; file: DisableCommentTarget } {
    if (role === "deck") return { findings: this.deck(doc).diagnostics, file: { kind: "deck", text: doc.getText(), filePath: doc.uri } };
    const analysis = this.get(doc);
    return { findings: analysis.lint.diagnostics, file: { kind: "scenario", text: analysis.text, yaml: analysis.yaml } };
  }

  /** The findings, a scenario's linted in slices (see `current`); undefined when the work was dropped. */
  async currentFindings(doc: TextDocument, role: LintedRole, wanted: () => boolean): Promise<LintDeckResult["diagnostics"] | undefined> {
    return role === "deck" ? this.deck(doc).diagnostics : (await this.current(doc, wanted))?.lint.diagnostics;
  }

  /** An analysis of text that is not an open document (a file run from disk). */
  analyzeText(text: string, filePath: string): ScenarioAnalysis {
    return analyzeScenario(text, this.options(filePath));
  }

  /** How a scenario at `uri` is linted: its config's severities and cards, and the workspace folder its `deck:` lists stay in. */
  private options(uri: string): LintOptions {
    const scenario = filePathOf(uri) ?? (path.isAbsolute(uri) ? uri : undefined);
    const inside = (root: string): boolean => scenario !== undefined && isInsideFolder(root, scenario);
    // Outside every folder: bound the lists by a folder the scenario is not in, so each is refused as outside the workspace.
    const workspaceRoot = this.roots.length === 0 ? undefined : (this.roots.find(inside) ?? this.roots[0]);
    const { rules, cards } = this.configs.of(uri);
    return { filePath: uri, ...(workspaceRoot !== undefined ? { workspaceRoot } : {}), ...(cards ? { catalogs: cards } : {}), ...(rules ? { rules } : {}) };
  }

  forget(uri: string): void {
    this.cache.delete(uri);
    this.decks.delete(uri);
    this.lints.forget(uri);
  }
}
