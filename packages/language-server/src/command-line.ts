/**
 * The flags the server answers itself, before any transport is set up: `--help` and `--version`.
 * vscode-languageserver reads the transport flags (--stdio, --node-ipc, --socket, --pipe) and
 * throws when none is given, so without this a user asking for help got a stack trace.
 */
import { readFileSync } from "node:fs";

export const USAGE = `Usage: recycle-rules-language-server <transport>

The recycle-rules language server (LSP) for scenario files (*.scenario.yaml) and deck lists
(*.deck, *.dek). An editor starts it; it talks LSP over the transport given:

  --stdio           standard input and output
  --node-ipc        Node's IPC channel (the server is started with child_process.fork)
  --socket=<port>   connects to the editor's TCP socket on 127.0.0.1:<port>
  --pipe=<name>     connects to the editor's named pipe or Unix domain socket <name>

Other options:
  --clientProcessId=<pid>   exit when the editor process <pid> is gone
  -h, --help                print this help and exit
  -v, --version             print the version and exit
`;

/**
 * The package version. Read at run time (only for --version) rather than imported, because
 * package.json is outside the compiled rootDir; ../package.json is the package root from both
 * src/ and dist/.
 */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version?: unknown };
  return typeof pkg.version === "string" ? pkg.version : "unknown";
}

/** What to print for an informational flag, or undefined when the server should start. */
export function informationalAnswer(args: readonly string[]): string | undefined {
  if (args.includes("--help") || args.includes("-h")) return USAGE;
  if (args.includes("--version") || args.includes("-v")) return `${packageVersion()}\n`;
  return undefined;
}
