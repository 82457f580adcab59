import { readFileSync, writeFileSync } from "node:fs";
import { Readable } from "node:stream";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../src/index.js";
import { captureIo, removeTree, tempTree } from "./helpers.js";

/**
 * `lint` and `run` with recycle-rules.config.json and disable comments, through the real linter
 * (docs/configuration.md): the config's severities, ignores, file patterns and card files, and
 * the exit codes that say a config is broken.
 */

/** A scenario with one scenario/unknown-zone finding (an error) and a deck list with an unknown card (an error among others). */
const UNKNOWN_ZONE = "players:\n  A:\n    vault: [Blind Fury]\n";
const UNKNOWN_CARD_DECK = "game: riftbound\n3 Playtest Grabber\n";

let root = "";
afterEach(() => removeTree(root));

async function lint(args: string[], cwd = root, extra = {}) {
  const io = captureIo(cwd, extra);
  const code = await main(["lint", "--format", "json", ...args], io);
  const report = io.out() === "" ? [] : (JSON.parse(io.out()) as { filePath: string; diagnostics: { code: string; severity: string }[] }[]);
  const found = report.flatMap((r) => r.diagnostics.map((d) => `${path.relative(root, r.filePath)} ${d.severity} ${d.code}`));
  return { code, found, err: io.err() };
}

describe("lint with a config file", () => {
  it("applies the nearest config's severities: another severity, or off", async () => {
    root = tempTree({ "a.scenario.yaml": UNKNOWN_ZONE, "lenient/recycle-rules.config.json": `{ "rules": { "scenario/unknown-zone": "warning" } }`, "lenient/b.scenario.yaml": UNKNOWN_ZONE, "off/c.scenario.yaml": UNKNOWN_ZONE, "off/recycle-rules.config.json": `{ "rules": { "scenario/unknown-zone": "off" } }` });
    expect(await lint(["."])).toMatchObject({ code: 1, found: ["a.scenario.yaml error scenario/unknown-zone", "lenient/b.scenario.yaml warning scenario/unknown-zone"] });
    expect(await lint(["lenient", "off"])).toMatchObject({ code: 0, found: ["lenient/b.scenario.yaml warning scenario/unknown-zone"] });
    expect(await lint(["--no-config", "lenient", "off"])).toMatchObject({ code: 1, found: ["lenient/b.scenario.yaml error scenario/unknown-zone", "off/c.scenario.yaml error scenario/unknown-zone"] });
  });

  it("--config names one config for every file", async () => {
    root = tempTree({ "a.scenario.yaml": UNKNOWN_ZONE, "quiet.json": `{ "rules": { "scenario/unknown-zone": "off" } }` });
    expect(await lint(["--config", "quiet.json", "a.scenario.yaml"])).toMatchObject({ code: 0, found: [] });
  });

  it("skips ignored files in folders, and says so for an ignored file named on the command line", async () => {
    root = tempTree({ "ok.scenario.yaml": "players: {}\n", "broken/x.scenario.yaml": UNKNOWN_ZONE, "recycle-rules.config.json": `{ "ignore": ["broken"] }` });
    expect(await lint(["."])).toMatchObject({ code: 0, found: [] });
    const named = await lint(["broken/x.scenario.yaml"]);
    expect(named.found).toEqual([]);
    expect(named.err).toContain(`${path.join("broken", "x.scenario.yaml")}: not linted: it is ignored by recycle-rules.config.json`);
  });

  it("lints what files.decks names as deck lists, in folders and by name", async () => {
    root = tempTree({ "decks/vi.txt": UNKNOWN_CARD_DECK, "notes.txt": "not a deck\n", "recycle-rules.config.json": `{ "files": { "decks": ["decks/*.txt"] } }` });
    for (const input of [".", "decks/vi.txt"]) {
      const { code, found } = await lint([input]);
      expect(code).toBe(1);
      expect(found).toContain("decks/vi.txt error deck/unknown-card");
      expect(found.every((f) => f.startsWith("decks/vi.txt error deck/"))).toBe(true);
    }
  });

  it("loads the config's card files: a playtest card is known", async () => {
    const card = { name: "Playtest Grabber", type: "unit", cost: { energy: 2 }, might: 2 };
    root = tempTree({ "vi.deck": UNKNOWN_CARD_DECK, "cards.json": JSON.stringify([card]), "recycle-rules.config.json": `{ "cards": ["cards.json"] }` });
    const { found } = await lint(["vi.deck"]);
    expect(found).not.toContain("vi.deck error deck/unknown-card");
  });

  it("a config with an error stops the run with exit 2 and says where, before linting anything", async () => {
    root = tempTree({ "a.scenario.yaml": UNKNOWN_ZONE, "recycle-rules.config.json": `{\n  "rules": { "scenario/unknown-zon": "off" }\n}` });
    const { code, found, err } = await lint(["."]);
    expect(code).toBe(2);
    expect(found).toEqual([]);
    expect(err).toContain(`recycle-rules.config.json:2:14: error: "scenario/unknown-zon" is not a recycle-rules code. Did you mean "scenario/unknown-zone"? (config/invalid)`);
    expect((await lint(["--config", "missing.json", "."])).code).toBe(2);
  });

  it("--stdin with --stdin-filename takes the config that name would have", async () => {
    root = tempTree({ "recycle-rules.config.json": `{ "rules": { "scenario/unknown-zone": "info" } }` });
    const stdin = Readable.from([UNKNOWN_ZONE]);
    expect(await lint(["--stdin", "--stdin-filename", "x.scenario.yaml"], root, { stdin })).toMatchObject({ code: 0, found: ["x.scenario.yaml info scenario/unknown-zone"] });
  });

  it("disable comments work from the CLI, and an unused one is reported", async () => {
    root = tempTree({ "a.scenario.yaml": `players:\n  A:\n    # recycle-rules-disable-next-line scenario/unknown-zone -- a zone of the next set\n    vault: [Blind Fury]\n    # recycle-rules-disable-next-line scenario/unknown-zone\n    base: []\n` });
    expect(await lint(["."])).toMatchObject({ code: 0, found: ["a.scenario.yaml warning suppression/unused"] });
    expect(await lint(["--config", "none.json", "."], root)).toMatchObject({ code: 2 });
  });
});

describe("run with a config file", () => {
  it("reports the findings with the config's severities", async () => {
    root = tempTree({ "a.scenario.yaml": UNKNOWN_ZONE, "recycle-rules.config.json": `{ "rules": { "scenario/unknown-zone": "warning" } }` });
    const io = captureIo(root, { color: false });
    expect(await main(["run", "a.scenario.yaml"], io)).toBe(0);
    expect(io.out()).toMatch(/warning .*scenario\/unknown-zone/);
  });
});

describe("conformance with a config file", () => {
  const cases = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../conformance/cases/riftbound");
  const copyCase = (name: string) => ({
    [`cases/${name}.scenario.yaml`]: readFileSync(path.join(cases, `${name}.scenario.yaml`), "utf8"),
    [`cases/${name}.golden`]: readFileSync(path.join(cases, `${name}.golden`), "utf8"),
  });
  const RUNE = "052-rune-cant-pay-a-card-recycle-cost";
  const KARMA = "052-karma-ignores-recycled-runes";

  async function conformance(args: string[]) {
    const io = captureIo(root, { env: { CI: "true" } });
    const code = await main(["conformance", "--workers", "1", ...args], io);
    return { code, out: io.out(), err: io.err() };
  }

  it("judges each case with its config: a severity changed, a case ignored, a broken config refused", async () => {
    root = tempTree({ ...copyCase(RUNE), ...copyCase(KARMA) });
    expect((await conformance(["cases"])).out).toContain("2 passed, 0 failed");

    writeFileSync(path.join(root, "recycle-rules.config.json"), `{ "rules": { "recycle/not-a-card": "warning" } }`);
    const changed = await conformance(["cases"]);
    expect(changed.code).toBe(1);
    expect(changed.out).toContain("1 passed, 1 failed");
    expect((await conformance(["--no-config", "cases"])).code).toBe(0);

    writeFileSync(path.join(root, "recycle-rules.config.json"), `{ "ignore": ["cases/${RUNE}.scenario.yaml"] }`);
    const ignored = await conformance(["cases"]);
    expect(ignored.out).toContain("1 passed, 0 failed");
    expect(ignored.err).toContain(`${RUNE}.scenario.yaml: not run: the config ignores it.`);

    writeFileSync(path.join(root, "recycle-rules.config.json"), `{ "rulez": {} }`);
    const broken = await conformance(["cases"]);
    expect(broken.code).toBe(2);
    expect(broken.err).toContain(`"rulez" is not a key of a config file`);
  });

  it("the bundled official cases never take a config from the folder they are run in", async () => {
    root = tempTree({ "recycle-rules.config.json": `{ "rules": { "recycle/not-a-card": "off", "recycle/illegal-cost": "off" } }` });
    const { code, out } = await conformance([]);
    expect(code).toBe(0);
    expect(out).toMatch(/\d+ passed, 0 failed/);
  });
});
