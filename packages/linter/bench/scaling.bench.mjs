#!/usr/bin/env node
// How lint time grows with the input: each case is linted at 1k, 10k and 100k of the thing that
// grows, and the ratios 10k/1k and 100k/10k are printed. Linear work gives about 10x per step;
// a ratio over 20x is flagged "not linear" (quadratic work gives about 100x). Never a timed
// assertion: read the ratios. Runs in about a minute (the 100k inputs are linted four times).
// At 1k everything fits in the CPU caches and the young heap, so a linear case can show a 10k/1k
// ratio of 12-20x; a quadratic one shows ~100x, at 100k/10k above all.
import { performance } from "node:perf_hooks";
import { stdout } from "node:process";
import { lintDeck, lintScenario } from "../dist/index.js";

const SIZES = [1_000, 10_000, 100_000];
/**
 * Runs per size, the median kept: small inputs are noisy on a shared machine, large ones costly.
 * (The fastest of more runs at 1k than at 10k would lean every 10k/1k ratio upward.)
 */
const RUNS = { 1000: 9, 10000: 5, 100000: 3 };
const NOT_LINEAR = 20;

const KNOWN = ["Stacked Deck", "Blind Fury", "Sai Scout", "Mystic Poro", "Fury Rune", "Garbage Grabber", "Chaos Rune", "The Harrowing"];

const CASES = [
  {
    name: "copies of one card in a zone",
    // One zone holding n copies: every copy gets an id, and the step picks among them.
    text: (n) => `players:\n  A:\n    trash:\n${"      - Blind Fury\n".repeat(n)}  B: {}\nsteps:\n  - recycle: 1\nexpect:\n  A:\n    trash: { count: ${n - 1} }\n`,
    lint: (text) => lintScenario(text),
  },
  {
    name: "steps in a scenario",
    // Steps that leave the state as it was, so only their number grows.
    text: (n) => `players:\n  A: {}\n  B: {}\nsteps:\n${Array.from({ length: n }, (_, i) => `  - showdown: ${i % 2 === 0 ? "start" : "end"}\n`).join("")}`,
    lint: (text) => lintScenario(text),
  },
  {
    name: "unknown card names in a deck list",
    // Each name is different, so each gets its own "did you mean".
    text: (n) => Array.from({ length: n }, (_, i) => `1 Unknown Card ${String(i).padStart(6, "0")}\n`).join(""),
    lint: (text) => lintDeck(text),
  },
  {
    name: "lines in a deck list",
    text: (n) => Array.from({ length: n }, (_, i) => `1 ${KNOWN[i % KNOWN.length]}\n`).join(""),
    lint: (text) => lintDeck(text),
  },
];

function median(runs, fn) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const out = (line) => stdout.write(`${line}\n`);
const ms = (t) => `${t.toFixed(1)} ms`.padStart(12);
const ratio = (a, b) => {
  const r = b / a;
  return `  ${`${r.toFixed(1)}x`.padStart(8)}${r > NOT_LINEAR ? " not linear" : "           "}`;
};

out(`scaling: lint time at ${SIZES.map((n) => n.toLocaleString("en-US")).join(" / ")}; linear is about 10x, over ${NOT_LINEAR}x is flagged`);
out(`${"case".padEnd(36)}${SIZES.map((n) => `${n / 1000}k`.padStart(12)).join("")}  ${"10k/1k".padStart(8)}             ${"100k/10k".padStart(8)}`);
let flagged = 0;
const started = performance.now();
for (const c of CASES) {
  const times = SIZES.map((n) => {
    const text = c.text(n);
    c.lint(text); // untimed: every size is timed with the code paths and heap already warm
    return median(RUNS[n], () => c.lint(text));
  });
  const [t1, t10, t100] = times;
  if (t10 / t1 > NOT_LINEAR || t100 / t10 > NOT_LINEAR) flagged++;
  out(`${c.name.padEnd(36)}${times.map(ms).join("")}${ratio(t1, t10)}${ratio(t10, t100)}`);
}
out(`${flagged === 0 ? "every case is linear" : `${flagged} case(s) not linear`} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
