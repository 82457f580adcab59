import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { LinterApi } from "./input.js";

/** The built package: the campaign fuzzes what users run. */
const BUILT_LINTER = new URL("../dist/index.js", import.meta.url);

/** Imports dist/index.js, with a clear message when the package hasn't been built. */
export async function loadBuiltLinter(): Promise<LinterApi> {
  if (!existsSync(fileURLToPath(BUILT_LINTER))) {
    throw new Error("packages/linter/dist/index.js is missing: build the linter first (cd packages/linter && pnpm run build)");
  }
  return (await import(BUILT_LINTER.href)) as LinterApi;
}
