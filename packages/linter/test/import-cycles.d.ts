// Types for the repository's dependency-free cycle check (scripts/import-cycles.mjs), which is
// plain JavaScript so it runs with bare `node`; the engine's tests import it.
declare module "*/scripts/import-cycles.mjs" {
  /** The import cycles among the `.ts` files under `dir`, as paths relative to it, each ending where it starts. */
  export function findImportCycles(dir: string | URL): string[][];
}
