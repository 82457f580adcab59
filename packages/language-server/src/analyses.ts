import path from "node:path";
import { analyzeScenario, isInsideFolder, lintDeck, type CardCatalog, type LintDeckResult, type LintOptions, type ScenarioAnalysis } from "@recycle-rules/linter";
import { filePathOf } from "./files/workspace-roots.js";
import type { TextDocument } from "vscode-languageserver-textdocument";

/** Which open documents are scenarios: by language id, or by file name for generic YAML clients. */
export function isScenario(doc: Pick<TextDocument, "uri" | "languageId">): boolean {
  return doc.languageId === "recycle-scenario" || /\.scenario\.ya?ml$/i.test(doc.uri);
}

/** Which open documents are deck lists: by language id, or by file name (`*.deck`, MTGO `*.dek`). */
export function isDeck(doc: Pick<TextDocument, "uri" | "languageId">): boolean {
  return doc.languageId === "recycle-deck" || /\.(deck|dek)$/i.test(doc.uri);
}

/** Documents the server lints: scenarios and deck lists. */
export function isLinted(doc: Pick<TextDocument, "uri" | "languageId">): boolean {
  return isScenario(doc) || isDeck(doc);
}

/**
 * The linter's analysis of each open document, kept for the version it was made from, so hover,
 * completion, code actions and the outline after one edit share one lint.
 */
export class Analyses {
  private readonly cache = new Map<string, { version: number; analysis: ScenarioAnalysis }>();
  private readonly decks = new Map<string, { version: number; result: LintDeckResult }>();
  private catalog: CardCatalog | undefined;
  private roots: readonly string[] = [];

  /**
   * The folders the client opened. A scenario's `deck:` lists are read only inside the one that
   * holds the scenario; a scenario outside all of them (a path the client made up) reads none.
   * With no folders at all (a single file opened), the scenario's own folder bounds them.
   */
  setWorkspaceRoots(roots: readonly string[]): void {
    this.roots = roots;
    this.cache.clear();
  }

  /** A new card catalog (extra card files) makes every cached analysis stale. */
  setCatalog(catalog: CardCatalog | undefined): void {
    this.catalog = catalog;
    this.cache.clear();
    this.decks.clear();
  }

  get(doc: TextDocument): ScenarioAnalysis {
    const hit = this.cache.get(doc.uri);
    if (hit && hit.version === doc.version) return hit.analysis;
    const analysis = analyzeScenario(doc.getText(), this.options(doc.uri));
    this.cache.set(doc.uri, { version: doc.version, analysis });
    return analysis;
  }

  /** The deck-list lint of an open deck document, for its current version. */
  deck(doc: TextDocument): LintDeckResult {
    const hit = this.decks.get(doc.uri);
    if (hit && hit.version === doc.version) return hit.result;
    const result = lintDeck(doc.getText(), { filePath: doc.uri });
    this.decks.set(doc.uri, { version: doc.version, result });
    return result;
  }

  /** The findings for an open scenario or deck list. */
  findings(doc: TextDocument): LintDeckResult["diagnostics"] {
    return isDeck(doc) ? this.deck(doc).diagnostics : this.get(doc).lint.diagnostics;
  }

  /** An analysis of text that is not an open document (a file run from disk). */
  analyzeText(text: string, filePath: string): ScenarioAnalysis {
    return analyzeScenario(text, this.options(filePath));
  }

  /** How a scenario at `uri` is linted: the catalog, and the workspace folder its `deck:` lists stay in. */
  private options(uri: string): LintOptions {
    const scenario = filePathOf(uri) ?? (path.isAbsolute(uri) ? uri : undefined);
    const inside = (root: string): boolean => scenario !== undefined && isInsideFolder(root, scenario);
    // Outside every folder: bound the lists by a folder the scenario is not in, so each is refused as outside the workspace.
    const workspaceRoot = this.roots.length === 0 ? undefined : (this.roots.find(inside) ?? this.roots[0]);
    return { filePath: uri, ...(workspaceRoot !== undefined ? { workspaceRoot } : {}), ...(this.catalog ? { catalogs: { riftbound: this.catalog } } : {}) };
  }

  forget(uri: string): void {
    this.cache.delete(uri);
    this.decks.delete(uri);
  }
}
