import { describe, expect, it } from "vitest";
import { findImportCycles } from "../../../scripts/import-cycles.mjs";

// Modules that import each other work only while every call between them waits until both have
// loaded, and none of them can be read, tested or moved alone: the engine is kept layered.
describe("engine modules", () => {
  it("import one another without cycles", () => {
    expect(findImportCycles(new URL("../src/", import.meta.url))).toEqual([]);
  });

  it("are checked by a check that does find a cycle, type-only imports included", () => {
    expect(findImportCycles(new URL("./import-cycle-fixture/", import.meta.url))).toEqual([["egg.ts", "hen.ts", "egg.ts"]]);
  });
});
