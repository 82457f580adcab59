/**
 * Packs every published package once (after turbo has built them) for all the test files here,
 * and removes the tarballs afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { pack, publishedPackages, type Pack } from "./workspace.js";

declare module "vitest" {
  export interface ProvidedContext {
    packs: Pack[];
  }
}

export default function setup(project: TestProject): () => void {
  const destination = mkdtempSync(path.join(tmpdir(), "recycle-rules-packs-"));
  const removeTarballs = () => rmSync(destination, { recursive: true, force: true });
  try {
    project.provide(
      "packs",
      publishedPackages().map((pkg) => pack(pkg, destination)),
    );
  } catch (error) {
    removeTarballs();
    throw error;
  }
  return removeTarballs;
}
