#!/usr/bin/env node
/**
 * The language server's entry point: `node dist/server.js --stdio` (or --node-ipc, --socket=N;
 * vscode-languageserver reads the transport from the command line). Over stdio the input is
 * read through a framing guard (transport/framing-guard.ts).
 */
import { ProposedFeatures, createConnection } from "vscode-languageserver/node";
import { startServer } from "./start.js";
import { createStdioConnection } from "./transport/stdio-connection.js";

startServer(process.argv.slice(2).includes("--stdio") ? createStdioConnection() : createConnection(ProposedFeatures.all));
