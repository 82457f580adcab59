import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES, docsUrl } from "../src/index.js";

const root = new URL("../", import.meta.url);
const docs = readFileSync(new URL("../../docs/scenario-format.md", root), "utf8");
// Deck-list codes (deck/*) are documented on their own page and tested under test/deck/codes/.
const deckDocs = readFileSync(new URL("../../docs/deck-format.md", root), "utf8");
// Suppression comments and the config file have theirs on docs/configuration.md.
const configDocs = readFileSync(new URL("../../docs/configuration.md", root), "utf8");
const modules = readdirSync(new URL("src/diagnostics/", root)).filter((f) => /^(scenario|recycle|deck|suppression|config)-.*\.ts$/.test(f));
const tests = [...readdirSync(new URL("test/codes/", root)), ...readdirSync(new URL("test/deck/codes/", root))];

describe("DIAGNOSTIC_CODES (a code is a unit: one module, one test file, one doc section)", () => {
  const codes = Object.keys(DIAGNOSTIC_CODES);

  it("has one module per code under src/diagnostics/", () => {
    expect(modules.map((f) => f.replace(/\.ts$/, "")).sort()).toEqual(codes.map((c) => c.replace("/", "-")).sort());
  });

  it("has one test file per code under test/codes/ (deck/*: test/deck/codes/)", () => {
    expect(tests.map((f) => f.replace(/\.test\.ts$/, "")).sort()).toEqual(codes.map((c) => c.replace("/", "-")).sort());
  });

  it("has a section in docs/scenario-format.md (deck/*: docs/deck-format.md; suppression/*, config/*: docs/configuration.md) whose heading gives the anchor", () => {
    const pageOf = (code: string) => (code.startsWith("deck/") ? deckDocs : code.startsWith("suppression/") || code.startsWith("config/") ? configDocs : docs);
    for (const code of codes) {
      const info = DIAGNOSTIC_CODES[code];
      expect(info?.docsAnchor).toBe(code.replace("/", "-"));
      expect(pageOf(code)).toContain(`### \`${code}\``);
    }
    expect(docsUrl("suppression/unused")).toBe("https://github.com/recycle-rules/recycle-rules/blob/main/docs/configuration.md#suppression-unused");
  });

  it("links each code to its section", () => {
    expect(docsUrl("recycle/illegal-cost")).toBe("https://github.com/recycle-rules/recycle-rules/blob/main/docs/scenario-format.md#recycle-illegal-cost");
  });
});
