#!/usr/bin/env node
// The process boundary: argv in, exit code out. Everything else lives in main.ts.
import { main } from "./main.js";

// A reader that stops early (`recycle-rules run x | head`) closes the pipe. That is no fault of
// ours, so stop quietly with the exit status a shell gives a program ended by SIGPIPE (128 + 13),
// instead of an unhandled 'error' event with a stack trace.
const SIGPIPE_STATUS = 141;
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(SIGPIPE_STATUS);
  });
}

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  // Colour is left to color.ts, which weighs the flags, FORCE_COLOR, NO_COLOR and the TTY.
  stdin: process.stdin,
  tty: process.stdout.isTTY === true,
  stderrTty: process.stderr.isTTY === true,
  env: process.env,
});
// Set exitCode rather than calling exit(): a large report piped to another program is flushed first.
process.exitCode = code;
