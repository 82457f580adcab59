import path from "node:path";
import { parseArgs } from "node:util";
import { codeWithRules, formatStylish } from "../format/stylish.js";
import { EXIT, UsageError, type CliIo, type ExitCode } from "../io.js";
import { useColor } from "../color.js";
import type { DeckPort } from "../linter-port.js";
import { loadConfigs, reportCardFiles, reportConfigProblems } from "../configs.js";
import { readNamedFile } from "./read.js";

export const DECK_USAGE = `Usage: recycle-rules deck decode <code> [--cards <file>…]
       recycle-rules deck encode <file.deck> [--cards <file>…]

decode  prints the Riftbound deck a deck code stands for, in the section layout (Legend:,
        Champion:, MainDeck:, Battlefields:, Runes:, Sideboard:). A card the card data
        doesn't know is printed by its code, with an error on stderr (exit 1).
encode  prints the deck code of a Riftbound deck list (any layout the linter reads). A line
        whose name the card data doesn't know is encoded by the code it carries ("(OGN-247)");
        a warning on stderr says so.

Deck codes are read and written with @piltoverarchive/riftbound-deck-codes 1.1.0, which knows
format v3 and the OGN, OGS, ARC and SFD sets; other codes get a clear error.

Options:
  --cards <file>  card data over the bundled cards and the config's card files (a pool from
                  "recycle-rules cards import"); repeatable

Exit codes: 0 done, 1 the code or list has errors, 2 usage error or crash.
`;

/** `loadDecks` is called only once the arguments are known to be good (see main.ts). */
export async function deckCommand(args: readonly string[], io: CliIo, loadDecks: () => Promise<DeckPort>): Promise<ExitCode> {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, strict: true, options: { help: { type: "boolean", short: "h" }, cards: { type: "string", multiple: true } } });
  if (values.help) {
    io.stdout.write(DECK_USAGE);
    return EXIT.ok;
  }
  const [action, input, ...extra] = positionals;
  if (action !== "decode" && action !== "encode") throw new UsageError(`deck needs "decode <code>" or "encode <file>".`);
  if (input === undefined) throw new UsageError(action === "decode" ? "deck decode needs a deck code." : "deck encode needs a deck file.");
  if (extra.length > 0) throw new UsageError(`deck ${action} takes one argument; also got ${extra.map((e) => `"${e}"`).join(", ")}.`);
  const decks = await loadDecks();
  // The cards `lint` would read the list with: the nearest config's card files, then --cards.
  const configs = await loadConfigs(undefined, io.cwd, values.cards ?? []);
  if (reportCardFiles(configs, io)) return EXIT.usage;
  const settings = configs.settingsFor(action === "decode" ? path.join(io.cwd, "decoded.deck") : path.resolve(io.cwd, input));
  if (reportConfigProblems(configs, io)) return EXIT.usage;
  const cards = settings.cards ? { cards: settings.cards } : {};

  if (action === "decode") {
    const { deck, diagnostics } = decks.decodeRiftboundDeckCode(input.trim(), cards);
    for (const d of diagnostics) io.stderr.write(`${d.severity}: ${d.message}  ${codeWithRules(d)}\n`);
    // The deck is printed whenever the code could be read, cards the data doesn't know by their code.
    const list = decks.formatDeck(deck as never);
    if (list.trim() !== "") io.stdout.write(list);
    return diagnostics.some((d) => d.severity === "error") ? EXIT.findings : EXIT.ok;
  }

  const file = path.resolve(io.cwd, input);
  const text = await readNamedFile(file, io.cwd, "deck");
  const { deck, diagnostics } = decks.parseDeck(text, { filePath: file, ...cards });
  // A code is written from the cards' collector codes, so a name the data doesn't know is no
  // obstacle when its line carries a code (encodeRiftboundDeck names any card without one).
  const unknown = diagnostics.filter((d) => d.code === "deck/unknown-card");
  const errors = diagnostics.filter((d) => d.severity === "error" && d.code !== "deck/unknown-card");
  if (errors.length > 0) {
    io.stdout.write(formatStylish([{ filePath: file, diagnostics: errors }], { cwd: io.cwd, color: useColor(io) }));
    return EXIT.findings;
  }
  let code: string;
  try {
    code = decks.encodeRiftboundDeck(deck as never);
  } catch (e) {
    // DeckEncodeError lists what the code format can't hold (an MTG deck, a card without a code, an unknown set…).
    const problems = (e as { problems?: readonly string[] }).problems;
    if (!problems) throw e;
    for (const p of problems) io.stderr.write(`recycle-rules: ${p}\n`);
    return EXIT.findings;
  }
  for (const d of unknown) io.stderr.write(`warning: ${d.message} It was encoded by the code on its line.  ${codeWithRules(d)}\n`);
  io.stdout.write(`${code}\n`);
  return EXIT.ok;
}
