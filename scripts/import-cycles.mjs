#!/usr/bin/env node
// Finds import cycles among the TypeScript files of a folder. Modules that import each other can
// only work while every call between them happens after both have loaded, and they can't be
// understood, tested or moved one at a time; a layered design has none.
//
//   node scripts/import-cycles.mjs packages/engine/src [more folders...]
//
// prints each cycle and exits 1 when there is any. `findImportCycles(dir)` is the same check for
// tests. No dependencies: it reads import statements with a pattern, not a parser.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Static imports and re-exports, type-only ones included (`import type` still ties the files
 * together in the reader's head, and a value import can hide behind it later). Anchored at the
 * start of a line so an example in a comment doesn't count.
 */
const IMPORT_FROM = /^[ \t]*(?:import|export)\b[\w$*{},\s]*?\bfrom\s*["']([^"']+)["']/gm;
const BARE_IMPORT = /^[ \t]*import\s*["']([^"']+)["']/gm;

/** Every `.ts` file below `dir` (declaration files aside), as absolute paths in a stable order. */
function typeScriptFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") out.push(...typeScriptFiles(path));
    } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) {
      out.push(path);
    }
  }
  return out.sort();
}

/** The relative specifiers a file imports from. */
function relativeSpecifiers(source) {
  const found = [];
  for (const pattern of [IMPORT_FROM, BARE_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      if (match[1].startsWith(".")) found.push(match[1]);
    }
  }
  return found;
}

/** `./x.js` names the compiled form of `./x.ts` (NodeNext resolution); an extensionless one may be a folder's index. */
function candidatePaths(fromFile, specifier) {
  const target = resolve(dirname(fromFile), specifier);
  if (target.endsWith(".js")) return [target.slice(0, -3) + ".ts"];
  if (target.endsWith(".ts")) return [target];
  return [target + ".ts", join(target, "index.ts")];
}

/** file → the files it imports, restricted to the files under the folder. */
function importGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of relativeSpecifiers(readFileSync(file, "utf8"))) {
      const target = candidatePaths(file, specifier).find((path) => known.has(path));
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Tarjan's strongly connected components: the groups of files that all reach one another. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** A shortest cycle from `start` back to itself inside `members` (breadth-first), closed: [a, b, a]. */
function shortestCycleThrough(graph, members, start) {
  const cameFrom = new Map();
  let frontier = [start];
  while (frontier.length > 0) {
    const next = [];
    for (const node of frontier) {
      for (const target of graph.get(node)) {
        if (!members.has(target)) continue;
        if (target === start) {
          const path = [start];
          for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
          return [...path, start];
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
  return undefined;
}

/** The same cycle read from another file is the same cycle: keyed by its rotation from the least file. */
function cycleKey(cycle) {
  const ring = cycle.slice(0, -1);
  const least = ring.indexOf([...ring].sort()[0]);
  return [...ring.slice(least), ...ring.slice(0, least)].join("\n");
}

/**
 * The import cycles among the `.ts` files under `dir` (a path or a file URL). Each cycle is a list
 * of paths relative to `dir`, with `/` separators, that ends where it starts. Listing every
 * elementary cycle can explode, so for each tangle of files it gives a shortest cycle through each
 * of its files, without repeats: every file caught in a cycle appears at least once.
 */
export function findImportCycles(dir) {
  const root = dir instanceof URL ? fileURLToPath(dir) : resolve(dir);
  const graph = importGraph(typeScriptFiles(root));
  const cycles = new Map();
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    for (const file of component) {
      const cycle = shortestCycleThrough(graph, members, file);
      if (cycle && !cycles.has(cycleKey(cycle))) cycles.set(cycleKey(cycle), cycle);
    }
  }
  const shown = (path) => relative(root, path).split(sep).join("/");
  return [...cycles.values()].map((cycle) => cycle.map(shown));
}

function main(dirs) {
  if (dirs.length === 0) {
    console.error("usage: node scripts/import-cycles.mjs <dir>...");
    return 2;
  }
  let found = 0;
  for (const dir of dirs) {
    for (const cycle of findImportCycles(dir)) {
      console.log(`${dir}: ${cycle.join(" -> ")}`);
      found++;
    }
  }
  console.log(found === 0 ? "no import cycles" : `${found} import cycle${found === 1 ? "" : "s"}`);
  return found === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
