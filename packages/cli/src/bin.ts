#!/usr/bin/env node
// The process boundary: argv in, exit code out. Everything else lives in main.ts.
import { main } from "./main.js";

const noColor = process.env["NO_COLOR"] !== undefined && process.env["NO_COLOR"] !== "";

const code = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  color: process.stdout.isTTY === true && !noColor,
  tty: process.stdout.isTTY === true,
  env: process.env,
});
// Set exitCode rather than calling exit(): a large report piped to another program is flushed first.
process.exitCode = code;
