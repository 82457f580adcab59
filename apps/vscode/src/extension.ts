/**
 * The VS Code side: starts the bundled language server (dist/server/server.js) for scenario files and
 * deck lists, and adds "Recycle Rules: Run Scenario". Every finding, hover and fix comes from the
 * server, which gets them from @recycle-rules/linter: this file only connects VS Code to it.
 */
import { RUN_SCENARIO_METHOD, type RunScenarioParams, type RunScenarioResult } from "@recycle-rules/language-server/protocol";
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { formatRun } from "./transcript.js";

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath("dist/server/server.js");
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ["--nolazy", "--inspect=6009"] } },
  };
  const output = vscode.window.createOutputChannel("Recycle Rules", { log: true });
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: "file", language: "recycle-scenario" },
      { scheme: "untitled", language: "recycle-scenario" },
      { scheme: "file", language: "recycle-deck" },
    ],
    // The server pulls `recycleRules.*` itself; this also sends the section on every change.
    // No fileEvents: the server registers its own watcher for `**/recycle-rules.config.json`
    // (dynamically), and a second one here would report each change twice. Config files stay out
    // of the documentSelector: their problems are published on their URI without being sent.
    synchronize: { configurationSection: "recycleRules" },
    outputChannel: output,
  };
  // The client id "recycleRules" makes `recycleRules.trace.server` the trace setting.
  client = new LanguageClient("recycleRules", "Recycle Rules", serverOptions, clientOptions);

  const transcripts = vscode.window.createOutputChannel("Recycle Rules: Transcript");
  context.subscriptions.push(
    output,
    transcripts,
    vscode.commands.registerCommand("recycleRules.runScenario", async (uri?: vscode.Uri) => {
      const target = uri ?? vscode.window.activeTextEditor?.document.uri;
      if (!target || !client) {
        void vscode.window.showWarningMessage("Recycle Rules: open a scenario file (*.scenario.yaml) to run it.");
        return;
      }
      const params: RunScenarioParams = { uri: target.toString() };
      const result = await client.sendRequest<RunScenarioResult>(RUN_SCENARIO_METHOD, params);
      transcripts.clear();
      transcripts.append(formatRun(vscode.workspace.asRelativePath(target), result));
      transcripts.show(true);
    }),
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
