/**
 * Where the card data files are. This module sits at the root of src/ (and of dist/), so
 * "../data/" is the package's data folder; every loader goes through it, whatever folder the
 * loader itself is in. That matters for bundles: esbuild gives every module the bundle's own URL
 * (the VS Code extension copies the data next to it as ../data/), so a loader in a subfolder
 * that climbed two levels would miss it.
 */
export function dataFile(name: string): URL {
  return new URL(`../data/${name}`, import.meta.url);
}
