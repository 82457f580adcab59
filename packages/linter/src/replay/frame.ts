import { isMap, isScalar, type Document, type Node, type Pair } from "yaml";
import type { DeckEnv } from "../model/deck-reference.js";

/**
 * What a replay's start depends on, besides the model: the text before `steps:` (the game, the
 * players, their zones, the cards, the seed …) and the files the lint read (a player's `deck:`
 * list). Two versions of a file with the same frame start their replays from the same state.
 */
export interface ReplayFrame {
  /** Where the `steps:` list starts; the frame is the text before it. */
  readonly stepsAt: number;
  /** The files read while linting (deck lists), in order, with what each read returned. */
  readonly reads: readonly FileRead[];
}

/** One question the lint asked the file system, and its answer. */
export interface FileRead {
  readonly kind: "read" | "real-path";
  readonly path: string;
  readonly result: string | undefined;
}

/**
 * The frame of a parsed scenario; undefined when the replay's start may depend on text after the
 * start of the steps: a top-level key other than `expect:` written after `steps:` (a `players:`
 * at the end of the file), or `steps:` twice. Only the final expectation may follow the steps,
 * as it is checked anew on every lint.
 */
export function frameOf(doc: Document, textLength: number, reads: readonly FileRead[]): ReplayFrame | undefined {
  const root = doc.contents as Node | null;
  if (!isMap(root)) return { stepsAt: textLength, reads };
  const pairs = root.items as Pair<Node | null, Node | null>[];
  const named = (pair: Pair<Node | null, Node | null>, key: string): boolean => isScalar(pair.key) && pair.key.value === key;
  const steps = pairs.filter((p) => named(p, "steps"));
  const stepsPair = steps[0];
  if (!stepsPair) return { stepsAt: textLength, reads };
  const stepsKeyAt = stepsPair.key?.range?.[0];
  if (steps.length > 1 || stepsKeyAt === undefined) return undefined;
  for (const pair of pairs) {
    if (pair === stepsPair || named(pair, "expect")) continue;
    const at = pair.key?.range?.[0];
    if (at === undefined || at > stepsKeyAt) return undefined;
  }
  // `steps:` with no value: there is nothing to resume, and the whole text is the frame.
  return { stepsAt: stepsPair.value?.range?.[0] ?? textLength, reads };
}

/** `env` with every question to its file system written down in `reads`, so the next lint can tell whether the files changed. */
export function recordingReads(env: DeckEnv, reads: FileRead[]): DeckEnv {
  const { readFile, realPath } = env.files;
  const record = (kind: FileRead["kind"], path: string, result: string | undefined): string | undefined => {
    reads.push({ kind, path, result });
    return result;
  };
  return {
    ...env,
    files: {
      readFile: (path) => record("read", path, readFile.call(env.files, path)),
      ...(realPath ? { realPath: (path: string) => record("real-path", path, realPath.call(env.files, path)) } : {}),
    },
  };
}

export function sameFrame(a: ReplayFrame, b: ReplayFrame): boolean {
  return a.stepsAt === b.stepsAt && a.reads.length === b.reads.length && a.reads.every((r, i) => sameRead(r, b.reads[i]));
}

function sameRead(a: FileRead, b: FileRead | undefined): boolean {
  return b !== undefined && a.kind === b.kind && a.path === b.path && a.result === b.result;
}
