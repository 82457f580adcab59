#!/usr/bin/env node
// The one script the GitHub Action runs (action.yml: `node "$GITHUB_ACTION_PATH/action/run.mjs"`).
// Its inputs come as INPUT_* environment variables; the work is in lib.mjs, kept apart so tests
// can import its functions without running the step.
import { EXIT, runAction } from "./lib.mjs";

try {
  process.exitCode = runAction(process.env);
} catch (error) {
  // A bug of ours, not a verdict on the user's files: exit 2, the CLI's code for a crash, rather
  // than Node's 1, which would read as "findings".
  process.stderr.write(`recycle-rules action crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = EXIT.usage;
}
