import path from "node:path";
import { pathToFileURL } from "node:url";
import { isInsideFolder, type LoadedConfig } from "@recycle-rules/linter";
import type { Connection } from "vscode-languageserver/node";
import { toDiagnostic } from "./convert.js";

/**
 * Shows a `recycle-rules.config.json`'s problems (`config/invalid`): as diagnostics on the config
 * file's URI, whether or not it is open (an editor lists them in its problems view), and as one
 * warning message when they change, not each time the config is read again: a config read after
 * every change of any config, with the same problems, warns once.
 */
export class ConfigProblems {
  /** The problems last shown per config file, as a key ("[]": none). */
  private readonly shown = new Map<string, string>();

  constructor(
    private readonly connection: Connection,
    private readonly warn: (message: string) => void,
    private readonly roots: () => readonly string[],
  ) {}

  /** A config as just read: publish its problems if they are not the ones shown. */
  report(config: LoadedConfig): void {
    const { file, diagnostics } = config;
    const key = JSON.stringify(diagnostics.map((d) => [d.code, d.severity, d.message, d.range.startOffset, d.range.endOffset]));
    if ((this.shown.get(file) ?? "[]") === key) return;
    this.shown.set(file, key);
    const uri = pathToFileURL(file).href;
    void this.connection.sendDiagnostics({ uri, diagnostics: diagnostics.map((d) => toDiagnostic(d, uri)) });
    const [first] = diagnostics;
    if (!first) return;
    const more = diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more problem${diagnostics.length > 2 ? "s" : ""}, listed on the file)` : "";
    this.warn(`recycle-rules: ${this.name(file)}, line ${first.range.start.line + 1}: ${first.message}${more}`);
  }

  /** A config file was deleted: its problems go with it. */
  deleted(file: string): void {
    if ((this.shown.get(file) ?? "[]") !== "[]") void this.connection.sendDiagnostics({ uri: pathToFileURL(file).href, diagnostics: [] });
    this.shown.delete(file);
  }

  /** The config as the user knows it: relative to the workspace folder it is in. */
  private name(file: string): string {
    const root = this.roots().find((r) => isInsideFolder(r, file));
    return root === undefined ? file : path.relative(root, file).split(path.sep).join("/");
  }
}
