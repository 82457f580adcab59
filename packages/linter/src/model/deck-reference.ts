import path from "node:path";
import { fileURLToPath } from "node:url";
import { isScalar, type Document, type Node } from "yaml";
import type { Range } from "../diagnostics/types.js";
import type { SourceText } from "../text/source.js";
import { Reader } from "./reader.js";

/**
 * `deck: ./decks/vi.deck` under a player (both games): which file a scenario loads, and whether
 * it may. Pure: the only I/O goes through the `DeckFiles` the caller passes (api/node-files.ts
 * is Node's file system, the default of the public entry points).
 */

/** A `deck:` value as written, with its player and the range of the value. */
export interface DeckReference {
  readonly player: string;
  /** The path exactly as written (trimmed). */
  readonly path: string;
  readonly range: Range;
}

/** The reading side of the file system, as the linter needs it. Both return undefined on any failure. */
export interface DeckFiles {
  /** The text of a file (UTF-8); undefined when it doesn't exist, is no regular file, or can't be read. */
  readFile(absolutePath: string): string | undefined;
  /**
   * The path with every symbolic link resolved; undefined when it doesn't exist. Without it,
   * paths are judged as written (a caller's readFile is then trusted with links).
   */
  realPath?(absolutePath: string): string | undefined;
}

/** Where `deck:` paths are resolved and what they may reach. */
export interface DeckEnv {
  /** The scenario file (an absolute path), when there is one. */
  readonly scenarioPath?: string;
  /** The folder a deck must stay inside (absolute); default: the scenario's folder. */
  readonly workspaceRoot?: string;
  readonly files: DeckFiles;
}

const PLAYER = /^[A-Za-z0-9_-]+$/;

/** Every player's `deck:` string, in the order `players:` lists them. Anything else is the schema's to report. */
export function readDeckReferences(doc: Document, source: SourceText): DeckReference[] {
  const reader = new Reader(source);
  const documentRange = source.range(0, source.text.length);
  const top = reader.entries(doc.contents as Node | null, documentRange);
  const out: DeckReference[] = [];
  for (const player of reader.entries(reader.get(top, "players")?.node, documentRange)) {
    if (!PLAYER.test(player.key)) continue;
    const entry = reader.get(reader.entries(player.node, player.range), "deck");
    if (!entry || !isScalar(entry.node) || typeof entry.node.value !== "string") continue;
    out.push({ player: player.key, path: entry.node.value.trim(), range: entry.range });
  }
  return out;
}

/**
 * A file path or a `file:` URL (the language server names documents by URI) → an absolute file
 * path; undefined for another kind of URI (`untitled:`), which names no file. A relative path
 * is taken from the current directory.
 */
export function toFilePath(pathOrUrl: string | undefined): string | undefined {
  if (pathOrUrl === undefined || pathOrUrl.trim() === "") return undefined;
  if (/^file:/i.test(pathOrUrl)) {
    try {
      return fileURLToPath(pathOrUrl);
    } catch {
      return undefined;
    }
  }
  // A URI scheme has two letters or more; "C:\…" is a Windows drive.
  if (/^[A-Za-z][A-Za-z0-9+.-]+:/.test(pathOrUrl)) return undefined;
  return path.resolve(pathOrUrl);
}

export type DeckLocation =
  | { readonly kind: "found"; readonly absolutePath: string; readonly text: string }
  | { readonly kind: "outside"; readonly message: string }
  | { readonly kind: "not-found"; readonly message: string };

/**
 * Resolves a `deck:` path against the scenario's folder and reads it, refusing any path that
 * leads outside the workspace: first as written (`..`, an absolute path elsewhere; nothing is
 * read), then, when the file exists, with its symbolic links resolved (a link out of the
 * workspace). Messages name paths relative to the workspace, never absolute ones.
 */
export function locateDeck(ref: DeckReference, env: DeckEnv): DeckLocation {
  const written = ref.path;
  if (written === "") return { kind: "not-found", message: "The deck path is empty: write the path of a deck list, relative to this file (deck: ./decks/vi.deck)." };
  const workspaceName = env.workspaceRoot !== undefined ? "the workspace folder" : "the scenario's own folder";
  const outside = (how: string): DeckLocation => ({
    kind: "outside",
    message: `The deck path "${written}" leads outside the workspace (${workspaceName})${how}: a scenario may load deck lists only from inside it, so the file is not read.`,
  });

  if (env.scenarioPath === undefined) {
    // With no workspace given, the workspace is the scenario's folder, wherever it is: a path
    // that climbs out of its starting folder leaves it.
    if (env.workspaceRoot === undefined && !path.isAbsolute(written) && climbsOut(written)) return outside("");
    return {
      kind: "not-found",
      message: `The deck "${written}" can't be loaded: the scenario was linted as text, with no file path to resolve it against (lint the file, or pass filePath).`,
    };
  }

  const folder = path.dirname(env.scenarioPath);
  const root = path.resolve(env.workspaceRoot ?? folder);
  const target = path.resolve(folder, written);
  if (!isInsideFolder(root, target)) return outside("");
  const shown = path.relative(root, target).split(path.sep).join("/") || ".";

  const real = env.files.realPath?.(target);
  if (env.files.realPath && real === undefined) {
    return { kind: "not-found", message: `The deck file "${written}" does not exist (${shown} in ${workspaceName}).` };
  }
  if (real !== undefined) {
    const realRoot = env.files.realPath?.(root) ?? root;
    if (!isInsideFolder(realRoot, real)) return outside(" through a symbolic link");
  }
  const text = env.files.readFile(real ?? target);
  if (text === undefined) {
    const why = env.files.realPath ? "it is a folder or not a regular file, or it can't be opened" : "it doesn't exist or can't be opened";
    return { kind: "not-found", message: `The deck file "${written}" can't be read (${shown} in ${workspaceName}): ${why}.` };
  }
  return { kind: "found", absolutePath: real ?? target, text };
}

/** Whether `target` is `root` or inside it (both absolute). The one such check of the project. */
export function isInsideFolder(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** A relative path that, normalised, starts by going up: `../x`, `a/../../x`. */
function climbsOut(relative: string): boolean {
  const normal = path.normalize(relative);
  return normal === ".." || normal.startsWith(`..${path.sep}`) || normal.startsWith("../");
}
