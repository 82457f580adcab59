#!/usr/bin/env node
/**
 * The language server's entry point: `node dist/server.js --stdio` (or --node-ipc, --socket=N;
 * vscode-languageserver reads the transport from the command line).
 */
import { ProposedFeatures, createConnection } from "vscode-languageserver/node";
import { startServer } from "./start.js";

startServer(createConnection(ProposedFeatures.all));
