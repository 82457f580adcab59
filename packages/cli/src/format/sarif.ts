import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Sarif from "sarif";
import type { LintDiagnostic, RuleCatalogPort, Severity } from "../linter-port.js";
import type { FileResult } from "./result.js";
import { messageWithRules } from "./stylish.js";

/**
 * A SARIF 2.1.0 log (OASIS), the format code-scanning services read: one run, whose driver lists
 * a rule for each code that appears (with its summary, default level and documentation link),
 * and one result per finding.
 *
 * Paths are URIs relative to `%SRCROOT%`, the working directory, so a log uploaded from a CI
 * checkout names files as the repository does; a file outside it keeps an absolute file: URI.
 * Regions are 1-based, as SARIF counts, where the linter's ranges are 0-based; columns are
 * UTF-16 code units on both sides, so only the base changes (SARIF's default columnKind).
 */
export interface SarifOptions {
  readonly cwd: string;
  readonly catalog: RuleCatalogPort;
  readonly tool: { readonly name: string; readonly version: string; readonly informationUri: string | undefined };
}

const SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
const SRCROOT = "%SRCROOT%";
const LEVELS: Record<Severity, Sarif.Result.level> = { error: "error", warning: "warning", info: "note" };

export function formatSarif(results: readonly FileResult[], options: SarifOptions): string {
  const codes = [...new Set(results.flatMap((r) => r.diagnostics.map((d) => d.code)))].sort();
  const ruleIndex = new Map(codes.map((code, i) => [code, i]));
  const log: Sarif.Log = {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: options.tool.name,
            version: options.tool.version,
            ...(options.tool.informationUri !== undefined ? { informationUri: options.tool.informationUri } : {}),
            rules: codes.map((code) => rule(code, options.catalog)),
          },
        },
        // A trailing slash: relative URIs resolve inside the directory, not beside it.
        originalUriBaseIds: { [SRCROOT]: { uri: `${pathToFileURL(options.cwd).href.replace(/\/$/, "")}/` } },
        columnKind: "utf16CodeUnits",
        results: results.flatMap((r) => r.diagnostics.map((d) => result(d, r.filePath, options.cwd, ruleIndex.get(d.code) ?? 0))),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function rule(code: string, catalog: RuleCatalogPort): Sarif.ReportingDescriptor {
  const info = catalog.DIAGNOSTIC_CODES[code];
  // A code the registry doesn't know (a newer linter, a test's stand-in) still gets a descriptor,
  // since every result's ruleIndex must point at one; it has no documentation to link.
  if (!info) return { id: code, shortDescription: { text: code } };
  return {
    id: code,
    shortDescription: { text: info.summary },
    helpUri: catalog.docsUrl(code),
    defaultConfiguration: { level: LEVELS[info.severity] },
  };
}

function result(d: LintDiagnostic, filePath: string, cwd: string, ruleIndex: number): Sarif.Result {
  const { start, end } = d.range;
  return {
    ruleId: d.code,
    ruleIndex,
    level: LEVELS[d.severity],
    message: { text: messageWithRules(d) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactLocation(filePath, cwd),
          region: { startLine: start.line + 1, startColumn: start.character + 1, endLine: end.line + 1, endColumn: end.character + 1 },
        },
      },
    ],
  };
}

function artifactLocation(filePath: string, cwd: string): Sarif.ArtifactLocation {
  // "<stdin>" without --stdin-filename: no file on disk, so a bare (escaped) name.
  if (!path.isAbsolute(filePath)) return { uri: encodeURIComponent(filePath) };
  const relative = path.relative(cwd, filePath);
  // Outside the working directory ("..", "../x"), not a name that merely begins with two dots.
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return { uri: pathToFileURL(filePath).href };
  return { uri: relative.split(path.sep).map(encodeURIComponent).join("/"), uriBaseId: SRCROOT };
}
