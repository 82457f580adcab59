import { defineCode } from "./define.js";

/**
 * A player's `deck:` path leads outside the workspace (`LintOptions.workspaceRoot`, by default the
 * scenario's own folder): `../../etc/passwd`, an absolute path elsewhere, a symbolic link out. The
 * file is not read.
 */
export const deckOutsideWorkspace = defineCode({
  code: "scenario/deck-outside-workspace",
  severity: "error",
  rules: [],
  summary: "A deck path leads outside the workspace; the file is not read.",
});
