/**
 * The LICENSE and NOTICE each package folder keeps (npm and pnpm pack only a package's own files)
 * are copies of the root ones: change the root file, then copy it to every folder listed here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publishedPackages, repoRoot } from "./workspace.js";

const read = (...parts: string[]) => readFileSync(path.join(repoRoot, ...parts), "utf8");
// Every published package ships both (each carries card names or texts, if only in its README and
// messages), and so does the VS Code extension's .vsix.
const folders = [...publishedPackages().map((p) => `packages/${p.dir}`), "apps/vscode"];

describe("LICENSE and NOTICE copies", () => {
  it.each(folders)("%s has the root's LICENSE", (folder) => {
    expect(read(folder, "LICENSE")).toBe(read("LICENSE"));
  });

  it.each(folders)("%s has the root's NOTICE", (folder) => {
    expect(read(folder, "NOTICE")).toBe(read("NOTICE"));
  });

  it("the root LICENSE is the MIT License every package.json declares", () => {
    expect(read("LICENSE")).toMatch(/^MIT License\n/);
    for (const folder of folders) expect(JSON.parse(read(folder, "package.json")).license, folder).toBe("MIT");
  });
});
