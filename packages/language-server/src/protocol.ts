/**
 * What the server speaks beyond standard LSP, shared with clients (the VS Code extension imports
 * these names; other editors can send the same JSON).
 */

/** `recycleRules/runScenario`: replay a scenario and return its transcript (the CLI's `run`). */
export const RUN_SCENARIO_METHOD = "recycleRules/runScenario";

export interface RunScenarioParams {
  /** The document's URI; the open document's text is used, else the file on disk. */
  readonly uri: string;
}

export interface RunScenarioResult {
  readonly uri: string;
  /** The transcript, as `recycle-rules run` prints it; "" when the file can't be replayed. */
  readonly transcript: string;
  /** Diagnostics by severity, for a one-line summary. */
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  /** Every diagnostic as one line: "18:15 error recycle/illegal-cost [416.3] …" (1-based). */
  readonly problems: readonly string[];
}

/** The settings clients send (VS Code: the `recycleRules.*` configuration section). */
export interface ServerSettings {
  readonly rules: {
    /** Which edition's rule numbers hovers read first: "current" (416, 702.29) or "previous" (403, 702.26). */
    readonly edition: "current" | "previous";
  };
  readonly cards: {
    /** JSON card-data files (the format of @recycle-rules/cards' data/riftbound.json), relative to the workspace. */
    readonly extraFiles: readonly string[];
  };
  readonly diagnostics: {
    /** How long to wait after the last keystroke before linting (ms). */
    readonly debounceMs: number;
  };
}

export const DEFAULT_SETTINGS: ServerSettings = {
  rules: { edition: "current" },
  cards: { extraFiles: [] },
  diagnostics: { debounceMs: 200 },
};

/** Reads settings leniently: anything missing or malformed keeps its default. */
export function readSettings(raw: unknown): ServerSettings {
  const obj = (v: unknown): Record<string, unknown> => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const root = obj(raw);
  const edition = obj(root["rules"])["edition"];
  const extra = obj(root["cards"])["extraFiles"];
  const debounce = obj(root["diagnostics"])["debounceMs"];
  return {
    rules: { edition: edition === "previous" ? "previous" : "current" },
    cards: { extraFiles: Array.isArray(extra) ? extra.filter((f): f is string => typeof f === "string" && f.trim() !== "") : [] },
    diagnostics: {
      debounceMs: typeof debounce === "number" && Number.isFinite(debounce) && debounce >= 0 ? Math.min(debounce, 5000) : DEFAULT_SETTINGS.diagnostics.debounceMs,
    },
  };
}
