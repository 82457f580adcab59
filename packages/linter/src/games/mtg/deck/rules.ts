import { isMtgoXml } from "../../../deck/detect-game.js";
import type { DeckListRules } from "../../../deck/rules.js";
import { checkMtgCopies, checkMtgMainSize, checkMtgSideboard } from "./checks/checks.js";
import { checkMtgSetCodes } from "./checks/set-codes.js";
import { parseDek } from "./parse-dek.js";
import { parseMtgText } from "./parse-text.js";

/** Magic deck lists: Arena and plain text, MTGO .dek XML; the constructed-format rules (100.2a, 100.4a). */
export const mtgDeckList: DeckListRules = {
  game: "mtg",
  read: (source, lines, cards, filePath, out) =>
    isMtgoXml(source.text, filePath) ? parseDek(source, cards.mtg, out) : parseMtgText(source, lines(), cards.mtg, out),
  check: (deck, source) => (deck.game !== "mtg" ? [] : [...checkMtgMainSize(deck, source), ...checkMtgCopies(deck), ...checkMtgSideboard(deck, source), ...checkMtgSetCodes(deck, source)]),
};
