import path from "node:path";
import { parseArgs } from "node:util";
import { codeWithRules, formatStylish } from "../format/stylish.js";
import { EXIT, UsageError, type CliIo, type ExitCode } from "../io.js";
import { useColor } from "../color.js";
import type { DeckPort } from "../linter-port.js";
import { readNamedFile } from "./read.js";

export const DECK_USAGE = `Usage: recycle-rules deck decode <code>
       recycle-rules deck encode <file.deck>

decode  prints the Riftbound deck a deck code stands for, in the section layout (Legend:,
        Champion:, MainDeck:, Battlefields:, Runes:, Sideboard:).
encode  prints the deck code of a Riftbound deck list (any layout the linter reads).

Deck codes are read and written with @piltoverarchive/riftbound-deck-codes 1.1.0, which knows
format v3 and the OGN, OGS, ARC and SFD sets; other codes get a clear error.

Exit codes: 0 done, 1 the code or list has errors, 2 usage error or crash.
`;

/** `loadDecks` is called only once the arguments are known to be good (see main.ts). */
export async function deckCommand(args: readonly string[], io: CliIo, loadDecks: () => Promise<DeckPort>): Promise<ExitCode> {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: true, options: { help: { type: "boolean", short: "h" } } });
  if (values.help) {
    io.stdout.write(DECK_USAGE);
    return EXIT.ok;
  }
  const [action, input, ...extra] = positionals;
  if (action !== "decode" && action !== "encode") throw new UsageError(`deck needs "decode <code>" or "encode <file>".`);
  if (input === undefined) throw new UsageError(action === "decode" ? "deck decode needs a deck code." : "deck encode needs a deck file.");
  if (extra.length > 0) throw new UsageError(`deck ${action} takes one argument; also got ${extra.map((e) => `"${e}"`).join(", ")}.`);
  const decks = await loadDecks();

  if (action === "decode") {
    const { deck, diagnostics } = decks.decodeRiftboundDeckCode(input.trim());
    const errors = diagnostics.filter((d) => d.severity === "error");
    for (const d of diagnostics) io.stderr.write(`${d.severity}: ${d.message}  ${codeWithRules(d)}\n`);
    if (errors.length > 0) return EXIT.findings;
    io.stdout.write(decks.formatDeck(deck as never));
    return EXIT.ok;
  }

  const file = path.resolve(io.cwd, input);
  const text = await readNamedFile(file, io.cwd, "deck");
  const { deck, diagnostics } = decks.parseDeck(text, { filePath: file });
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) {
    io.stdout.write(formatStylish([{ filePath: file, diagnostics: errors }], { cwd: io.cwd, color: useColor(io) }));
    return EXIT.findings;
  }
  try {
    io.stdout.write(`${decks.encodeRiftboundDeck(deck as never)}\n`);
  } catch (e) {
    // DeckEncodeError lists what the code format can't hold (an MTG deck, an unknown set…).
    const problems = (e as { problems?: readonly string[] }).problems;
    if (!problems) throw e;
    for (const p of problems) io.stderr.write(`recycle-rules: ${p}\n`);
    return EXIT.findings;
  }
  return EXIT.ok;
}
