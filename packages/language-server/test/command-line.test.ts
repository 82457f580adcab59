/**
 * The published bin answers --help and --version itself: exit 0, text on stdout, and no server
 * (the server would wait for a client, so a run that returns at all has not started one).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string; bin: Record<string, string> };
const bin = path.join(packageDir, pkg.bin["recycle-rules-language-server"]!);

function run(...args: string[]) {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: build the language server first (npx -y pnpm@12.4.2 run build).`);
  // A timeout fails the test instead of hanging it if a flag ever starts the server.
  return spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", timeout: 10_000, stdio: ["ignore", "pipe", "pipe"] });
}

describe("recycle-rules-language-server's informational flags", () => {
  for (const flag of ["--help", "-h"]) {
    it(`${flag} prints the usage with every transport and exits 0`, () => {
      const r = run(flag);
      expect(r.error).toBeUndefined();
      expect(r.status).toBe(0);
      expect(r.stderr).toBe("");
      expect(r.stdout).toContain("Usage: recycle-rules-language-server");
      for (const transport of ["--stdio", "--node-ipc", "--socket=", "--pipe="]) expect(r.stdout).toContain(transport);
    });
  }

  for (const flag of ["--version", "-v"]) {
    it(`${flag} prints the package version and exits 0`, () => {
      const r = run(flag);
      expect(r.error).toBeUndefined();
      expect(r.status).toBe(0);
      expect(r.stderr).toBe("");
      expect(r.stdout).toBe(`${pkg.version}\n`);
    });
  }

  it("--help wins over a transport flag given with it", () => {
    const r = run("--stdio", "--help");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Usage:");
  });
});
