import type { DeckListRules } from "../../../deck/rules.js";
import { checkBattlefields } from "./checks/battlefields.js";
import { checkChampions } from "./checks/champion.js";
import { checkRiftboundCopies } from "./checks/copy-limit.js";
import { checkDomainIdentity } from "./checks/domain-identity.js";
import { checkMainSize } from "./checks/main-size.js";
import { checkRuneCount } from "./checks/rune-count.js";
import { checkRiftboundSideboard } from "./checks/sideboard-size.js";
import { checkSignatures } from "./checks/signature-limit.js";
import { checkTokens } from "./checks/token.js";
import { checkWrongSection } from "./checks/wrong-section.js";
import { parseRiftbound } from "./parse.js";

/** Riftbound deck lists: the section, flat and tournament layouts and deck codes; the construction rules of 103. */
export const riftboundDeckList: DeckListRules = {
  game: "riftbound",
  read: (source, lines, cards, _filePath, out) => parseRiftbound(source, lines(), cards.riftbound, out),
  check: (deck, source) =>
    deck.game !== "riftbound"
      ? []
      : [
          ...checkWrongSection(deck, source),
          ...checkMainSize(deck, source),
          ...checkRuneCount(deck, source),
          ...checkRiftboundCopies(deck),
          ...checkSignatures(deck),
          ...checkDomainIdentity(deck),
          ...checkChampions(deck, source),
          ...checkBattlefields(deck, source),
          ...checkTokens(deck, source),
          ...checkRiftboundSideboard(deck, source),
        ],
};
