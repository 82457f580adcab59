import { format } from "node:util";
import { ProposedFeatures, createConnection, type Connection } from "vscode-languageserver/node";
import { guardedInput } from "./framing-guard.js";

/**
 * The `--stdio` connection, with stdin read through the framing guard (framing-guard.ts). Given
 * its streams, vscode-languageserver skips two things it does for a bare `--stdio`: it still
 * exits when the input ends (it watches any readable it is given), but it no longer routes
 * `console` to the client — done here, because stdout carries the protocol and one stray
 * console.log would corrupt it.
 */
export function createStdioConnection(): Connection {
  const input = guardedInput(process.stdin, (line) => process.stderr.write(`${line}\n`));
  const connection = createConnection(ProposedFeatures.all, input, process.stdout);
  const toClient = (send: (message: string) => void) => (...args: unknown[]) => send(format(...args));
  console.log = console.info = console.debug = toClient((m) => connection.console.log(m));
  console.warn = toClient((m) => connection.console.warn(m));
  console.error = toClient((m) => connection.console.error(m));
  return connection;
}
