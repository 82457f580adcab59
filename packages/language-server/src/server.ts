#!/usr/bin/env node
/**
 * The language server's entry point: `node dist/server.js --stdio` (or --node-ipc, --socket=N;
 * vscode-languageserver reads the transport from the command line). Over stdio the input is
 * read through a framing guard (transport/framing-guard.ts). --help and --version are answered
 * here, before a connection exists (command-line.ts).
 */
import { ProposedFeatures, createConnection } from "vscode-languageserver/node";
import { informationalAnswer } from "./command-line.js";
import { startServer } from "./start.js";
import { createStdioConnection } from "./transport/stdio-connection.js";

const args = process.argv.slice(2);
const answer = informationalAnswer(args);
if (answer !== undefined) {
  process.stdout.write(answer);
} else {
  startServer(args.includes("--stdio") ? createStdioConnection() : createConnection(ProposedFeatures.all));
}
