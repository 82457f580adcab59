// A throwaway workspace folder holding the files a client may name that are not what their names
// say: a FIFO, a folder, symbolic-link loops, links to devices, device nodes, files of 6 MB.
// Made fresh for each run under the system's temp folder and removed afterwards.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./server-process.mjs";

const SIX_MB = 6 * 1024 * 1024;

/** A playtest card in the card-data format (@recycle-rules/cards' data/riftbound.json). */
const card = (i, text) => ({ name: `Stress Card ${i}`, type: "gear", domains: ["mind"], cost: { energy: 1, power: [] }, text });

/** JSON text of `count` cards, padded with spaces to exactly `bytes` (JSON ignores them). */
function cardData(count, text, bytes) {
  const json = JSON.stringify(Array.from({ length: count }, (_, i) => card(i, text)));
  if (json.length > bytes) throw new Error(`${count} cards are ${json.length} bytes, over ${bytes}`);
  return json + " ".repeat(bytes - json.length);
}

export function makeSpecialWorkspace() {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), "recycle-rules-stress-")));
  const at = (name) => path.join(root, name);
  const example = readFileSync(path.join(repoRoot, "examples", "vi-empty-trash.scenario.yaml"), "utf8");
  writeFileSync(at("good.scenario.yaml"), example);
  writeFileSync(at("big.scenario.yaml"), example + `# ${"x".repeat(77)}\n`.repeat(Math.ceil((SIX_MB - example.length) / 80)));
  // 6 MB three ways: valid cards within the card limit, valid cards over it, and 2 million `{}`.
  writeFileSync(at("big-valid-cards.json"), cardData(5_000, "Recycle 2 from your trash: Draw 1. ".repeat(30).trim(), SIX_MB));
  writeFileSync(at("big-many-cards.json"), cardData(40_000, "Recycle 2 from your trash: Draw 1.", SIX_MB));
  writeFileSync(at("big-empty-cards.json"), `[${Array(Math.floor(SIX_MB / 3)).fill("{}").join(",")}]`);
  mkdirSync(at("folder.scenario.yaml"));
  mkdirSync(at("folder.json"));
  symlinkSync("loop.scenario.yaml", at("loop.scenario.yaml"));
  symlinkSync("loop.json", at("loop.json"));
  symlinkSync("pong.scenario.yaml", at("ping.scenario.yaml"));
  symlinkSync("ping.scenario.yaml", at("pong.scenario.yaml"));
  symlinkSync("/dev/zero", at("zero.scenario.yaml"));
  symlinkSync("/dev/urandom", at("urandom.scenario.yaml"));
  symlinkSync("/dev/urandom", at("urandom.json"));
  const fifo = spawnSync("mkfifo", [at("fifo.scenario.yaml"), at("fifo.json")]).status === 0;
  // Device nodes named like the files read (only root may make them): they reach the "regular
  // files only" rule, where a link to /dev/zero is already refused by its real path's name.
  const devices = spawnSync("mknod", [at("device-zero.scenario.yaml"), "c", "1", "5"]).status === 0 && spawnSync("mknod", [at("device-urandom.json"), "c", "1", "9"]).status === 0;
  const remove = () => rmSync(root, { recursive: true, force: true });
  // A campaign over its time budget is abandoned, not awaited: its `finally` may never run.
  process.once("exit", remove);
  return {
    root,
    rootUri: pathToFileURL(root).href,
    path: at,
    uri: (name) => pathToFileURL(at(name)).href,
    /** What this machine let the run make: FIFOs (mkfifo), device nodes (mknod, as root). */
    made: { fifo, devices },
    remove,
  };
}
