import { fileRole } from "../config/file-roles.js";
import { lintScenario, type LintOptions } from "./lint.js";
import type { Diagnostic } from "../diagnostics/types.js";
import type { Replay } from "../replay/types.js";
import type { DeckCardOptions } from "../deck/cards/catalogs.js";
import { lintDeck } from "./lint-deck.js";
import type { DeckModel } from "../deck/model.js";

/** The kinds of file the linter reads, by file name. */
export type LintFileKind = "deck" | "scenario";

/** `*.deck` and `*.dek` are deck lists; `*.scenario.yaml` (or `.yml`) are scenarios. */
export function lintFileKind(fileName: string): LintFileKind | undefined {
  // The default `files` patterns, as a folder search without a config uses them: one list of names.
  const role = fileRole(undefined, fileName);
  return role === "ignored" ? undefined : role;
}

export interface LintFileResult {
  /** Undefined for a file name the linter doesn't read (no diagnostics then). */
  readonly kind?: LintFileKind;
  readonly diagnostics: Diagnostic[];
  readonly deck?: DeckModel;
  readonly replay?: Replay;
}

/** lintFile's options: the card lists, and for a scenario how its `deck:` lists are found (LintOptions). */
export interface LintFileOptions extends Pick<LintOptions, "workspaceRoot" | "readFile" | "realPath" | "rules"> {
  readonly cards?: DeckCardOptions;
}

/**
 * Lints a file by its name: the one entry point for callers that handle both kinds (the CLI
 * walking a folder, the language server). A deck list is never read from disk (the text is
 * given); a scenario's `deck:` lists are, resolved against `fileName` (LintOptions.filePath).
 * `kind` overrides the name's kind (a config's `files` patterns can make `deck.txt` a deck list).
 */
export function lintFile(fileName: string, text: string, options: LintFileOptions = {}, kind: LintFileKind | undefined = lintFileKind(fileName)): LintFileResult {
  if (kind === "deck") {
    const result = lintDeck(text, { filePath: fileName, ...(options.cards ? { cards: options.cards } : {}), ...(options.rules ? { rules: options.rules } : {}) });
    return { kind, diagnostics: result.diagnostics, ...(result.deck ? { deck: result.deck } : {}) };
  }
  if (kind === "scenario") {
    const { cards, ...decks } = options;
    // Each game's module takes its catalog by the game's id; an absent one is the bundled cards.
    const catalogs = { ...(cards?.riftbound ? { riftbound: cards.riftbound } : {}), ...(cards?.mtg ? { mtg: cards.mtg } : {}) };
    const result = lintScenario(text, { ...decks, filePath: fileName, ...(cards ? { catalogs } : {}) });
    return { kind, diagnostics: result.diagnostics, ...(result.replay ? { replay: result.replay } : {}) };
  }
  return { diagnostics: [] };
}
