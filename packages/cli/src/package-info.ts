import { readFileSync } from "node:fs";

/** What the CLI says about itself: `--version`, and the tool section of a SARIF log. */
export interface PackageInfo {
  readonly version: string;
  readonly homepage: string | undefined;
}

/** Read at run time: package.json sits one level above both src/ (tests) and dist/ (the bin). */
export function readPackageInfo(): PackageInfo {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version?: unknown; homepage?: unknown };
  return {
    version: typeof pkg.version === "string" ? pkg.version : "0.0.0",
    homepage: typeof pkg.homepage === "string" ? pkg.homepage : undefined,
  };
}
