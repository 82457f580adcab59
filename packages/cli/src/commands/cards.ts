import { homedir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { mtgCardNames, mtgCards, mtgEntries, normalizeCardName, riftboundCards, riftboundEntries, type CardPoolFile } from "@recycle-rules/cards";
import type { CoverageRow } from "@recycle-rules/linter";
import type { CardPools } from "@recycle-rules/linter";
import { DEFAULT_POOL_FILE, importIntoPool, readJsonFile, counted } from "../cards/card-pool-io.js";
import { describeMtgCard, describeRiftboundCard } from "../cards/describe-card.js";
import { cacheDirectory, fetchCardData, FetchError } from "../cards/fetch-card-data.js";
import { loadConfigs, reportCardFiles, reportConfigProblems } from "../configs.js";
import { EXIT, UsageError, type CliIo, type ExitCode } from "../io.js";
import { CARDS_USAGE } from "./cards-usage.js";


export async function cardsCommand(args: readonly string[], io: CliIo): Promise<ExitCode> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      out: { type: "string", short: "o" },
      replace: { type: "boolean" },
      from: { type: "string" },
      "cache-dir": { type: "string" },
      offline: { type: "boolean" },
      cards: { type: "string", multiple: true },
      game: { type: "string" },
      limit: { type: "string" },
      markdown: { type: "boolean" },
      "by-set": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [sub, ...rest] = positionals;
  if (values.help || sub === undefined) {
    (values.help ? io.stdout : io.stderr).write(CARDS_USAGE);
    return values.help ? EXIT.ok : EXIT.usage;
  }
  const game = values.game;
  if (game !== undefined && game !== "riftbound" && game !== "mtg") throw new UsageError(`--game is riftbound or mtg, not "${game}".`);
  const out = path.resolve(io.cwd, values.out ?? DEFAULT_POOL_FILE);
  switch (sub) {
    case "import": {
      if (rest.length === 0) throw new UsageError("cards import needs one or more card data files.");
      const sources = [];
      for (const file of rest) sources.push({ name: file, data: await readJsonFile(file, io.cwd) });
      await reportReplaced(await importIntoPool(sources, out, values.replace ?? false, io), io);
      return EXIT.ok;
    }
    case "update": {
      if (values.from === undefined) throw new UsageError("cards update needs --from <url>.");
      if (rest.length > 0) throw new UsageError(`cards update takes its address from --from; also got ${rest.map((r) => `"${r}"`).join(", ")}.`);
      const cacheDir = values["cache-dir"] !== undefined ? path.resolve(io.cwd, values["cache-dir"]) : cacheDirectory({ ...(io.env ?? {}) }, process.platform, homedir());
      let fetched;
      try {
        fetched = await fetchCardData({ url: values.from, cacheDir, offline: values.offline ?? false, progress: { isTTY: io.stderrTty === true, write: (t) => io.stderr.write(t) } });
      } catch (e) {
        if (e instanceof FetchError) {
          io.stderr.write(`recycle-rules: cards update: ${e.message}\n`);
          return EXIT.usage;
        }
        throw e;
      }
      for (const w of fetched.warnings) io.stderr.write(`recycle-rules: cards update: warning: ${w}\n`);
      io.stdout.write(`${values.from}: ${counted(fetched.bytes, "byte")}${fetched.pages > 1 ? ` in ${fetched.pages} pages` : ""}, ${FROM[fetched.from]}\n`);
      await reportReplaced(await importIntoPool([{ name: values.from, data: fetched.data }], out, values.replace ?? false, io), io);
      return EXIT.ok;
    }
    case "show": {
      const ref = rest.join(" ").trim();
      if (ref === "") throw new UsageError("cards show needs a card name or code.");
      const pools = await poolsFor(values.cards ?? [], io);
      if (!pools) return EXIT.usage;
      const found: string[] = [];
      if (game !== "mtg") {
        const def = pools.riftbound.lookup(ref);
        if (def) found.push(describeRiftboundCard(def));
      }
      if (game !== "riftbound") {
        const def = pools.mtg.lookup(ref);
        if (def) found.push(describeMtgCard(def));
      }
      if (found.length > 0) {
        io.stdout.write(found.join("\n"));
        return EXIT.ok;
      }
      const close = [...(game !== "mtg" ? pools.riftbound.suggest(ref, 3).map((d) => `${d.name} (Riftbound)`) : []), ...(game !== "riftbound" ? pools.mtg.suggest(ref, 3).map((d) => `${d.name} (Magic)`) : [])];
      io.stderr.write(`recycle-rules: no card is named "${ref}"${game ? ` in ${game === "mtg" ? "Magic" : "Riftbound"}` : ""}.${close.length > 0 ? ` Did you mean ${close.join(", ")}?` : ""}\n`);
      return EXIT.findings;
    }
    case "search": {
      const words = rest.join(" ").trim();
      if (words === "") throw new UsageError("cards search needs words to look for.");
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit needs a whole number of 1 or more, not "${values.limit}".`);
      const pools = await poolsFor(values.cards ?? [], io);
      if (!pools) return EXIT.usage;
      const lines = searchCards(pools, words, limit, game);
      io.stdout.write(lines.length > 0 ? `${lines.join("\n")}\n` : "");
      if (lines.length === 0) io.stderr.write(`recycle-rules: no card's name or text holds "${words}".\n`);
      return lines.length > 0 ? EXIT.ok : EXIT.findings;
    }
    case "coverage": {
      if (rest.length > 0) throw new UsageError(`cards coverage takes no arguments; got ${rest.map((r) => `"${r}"`).join(", ")}.`);
      const pools = await poolsFor(values.cards ?? [], io);
      if (!pools) return EXIT.usage;
      const { cardCoverage } = await import("@recycle-rules/linter");
      // The Magic cards with definitions: the bundled full definitions and the pool's own.
      const added = pools.mtg.added ?? [];
      const addedNames = new Set(added.map((d) => normalizeCardName(d.name)));
      const mtgDefined = [...added, ...mtgCards().all().filter((d) => !addedNames.has(normalizeCardName(d.name)))];
      const rows = cardCoverage(game === "mtg" ? [] : pools.riftbound.all(), game === "riftbound" ? [] : mtgDefined, { mtgBySet: values["by-set"] ?? false });
      io.stdout.write(formatCoverage(rows, values.markdown ?? false));
      return EXIT.ok;
    }
    default:
      throw new UsageError(`Unknown cards command "${sub}": import, update, show, search or coverage (see cards --help).`);
  }
}

const FROM = {
  network: "downloaded",
  cache: "from the cache",
  "cache-revalidated": "unchanged since the cached copy",
  "cache-offline": "from the cache (offline)",
  "cache-after-error": "from the cache (the download failed)",
} as const;

/** The card data `lint` would judge a file here with: the bundled cards, the nearest config's card files, then `--cards`. */
async function poolsFor(cardFiles: readonly string[], io: CliIo): Promise<CardPools | undefined> {
  const configs = await loadConfigs(undefined, io.cwd, cardFiles);
  const settings = configs.settingsFor(path.join(io.cwd, "cards.scenario.yaml"));
  if (reportConfigProblems(configs, io) || reportCardFiles(configs, io)) return undefined;
  if (settings.cards) return settings.cards as CardPools;
  const { catalogWithExtraCards } = await import("@recycle-rules/linter");
  return catalogWithExtraCards([]).pools;
}

/** Says which bundled cards the written pool replaces (imported data overrides bundled data), from its names alone. */
async function reportReplaced(pool: CardPoolFile, io: CliIo): Promise<void> {
  const { cardsReplaced } = await import("@recycle-rules/linter");
  const replaced = cardsReplaced({ riftbound: pool.riftbound.map((c) => c.name), mtg: pool.mtg.map((c) => c.name) });
  if (replaced.length === 0) return;
  const names = replaced.length <= 5 ? replaced.join(", ") : `${replaced.slice(0, 5).join(", ")} and ${(replaced.length - 5).toLocaleString("en-US")} more`;
  io.stdout.write(`${counted(replaced.length, "card")} of the pool replace the bundled card${replaced.length === 1 ? "" : "s"} of the same name when the pool is used (${names}).\n`);
}

/** "Name — summary" lines: Riftbound cards by name and text, Magic full definitions by name and text, then every Magic name. */
function searchCards(pools: CardPools, words: string, limit: number, game: string | undefined): string[] {
  const wanted = normalizeCardName(words).split(" ").filter((w) => w !== "");
  const holds = (...texts: (string | undefined)[]): boolean => {
    const hay = normalizeCardName(texts.filter((t) => t !== undefined).join(" "));
    return wanted.every((w) => hay.includes(w));
  };
  const lines: string[] = [];
  if (game !== "mtg") {
    // The bundled list is searched through its entries (no card text parsed); an extended catalog lists its cards.
    const rows = (pools.riftbound === riftboundCards() ? riftboundEntries() : pools.riftbound.all()).map((c) => ({ name: c.name, code: c.code, text: c.textSource ?? c.text }));
    for (const row of rows.filter((r) => holds(r.name, r.text)).slice(0, limit)) lines.push(`${row.name}${row.code ? ` (${row.code})` : ""} — Riftbound`);
  }
  if (game !== "riftbound") {
    // The pool's own cards first (imported, a config's, --cards), then the bundled full definitions they don't replace.
    const pool = pools.mtg.added ?? [];
    const poolNames = new Set(pool.map((d) => normalizeCardName(d.name)));
    const full = [
      ...pool.filter((d) => holds(d.name, d.text)).map((d) => ({ name: d.name, type: [...d.supertypes, ...d.types].join(" ") })),
      ...mtgEntries().filter((e) => !poolNames.has(normalizeCardName(e.name)) && holds(e.name, e.type, e.text)),
    ];
    const seen = new Set<string>();
    for (const e of full.slice(0, limit)) {
      seen.add(e.name);
      lines.push(`${e.name} — Magic · ${e.type}`);
    }
    // Then every other real card by name, while there is room.
    if (seen.size < limit) {
      for (const entry of mtgCardNames().search(words, limit + seen.size)) {
        if (seen.size >= limit) break;
        if (seen.has(entry.name)) continue;
        seen.add(entry.name);
        const def = pools.mtg.lookup(entry.name);
        lines.push(`${entry.name} — Magic · ${entry.supertypes.concat(entry.types).join(" ") || "card"}${def && def.text === "" ? " (by name)" : ""}`);
      }
    }
  }
  return lines;
}

/** The coverage table: the rows as `cardCoverage` gives them (each game's "all" last); `markdown` for the docs. */
function formatCoverage(rows: readonly CoverageRow[], markdown: boolean): string {
  const lines: string[][] = [["game", "set", "fully modelled", "partly", "not at all", "cards"]];
  const n = (v: number): string => v.toLocaleString("en-US");
  for (const r of rows) lines.push([r.game === "mtg" ? "Magic" : "Riftbound", r.set, n(r.full), n(r.part), n(r.none), n(r.full + r.part + r.none)]);
  if (markdown) {
    const [head = [], ...body] = lines;
    return `${[`| ${head.join(" | ")} |`, `| ${head.map((_, i) => (i < 2 ? "---" : "---:")).join(" | ")} |`, ...body.map((l) => `| ${l.join(" | ")} |`)].join("\n")}\n`;
  }
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? "").length)));
  return `${lines.map((l) => l.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ").trimEnd()).join("\n")}\n`;
}
