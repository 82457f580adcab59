import { SET_MAP, getCodeFromDeck, getDeckFromCode } from "@piltoverarchive/riftbound-deck-codes";
import { codeHeader } from "../../../deck/text/code-text.js";

/**
 * The one place that calls @piltoverarchive/riftbound-deck-codes (1.1.0, the only version on npm:
 * deck-code format 1, versions 1–3, sets OGN/OGS/ARC/SFD). The library throws on anything it can't
 * read; here every throw becomes a plain message, so a code never crashes the linter.
 */

/** The highest deck-code version the installed library reads. */
export const SUPPORTED_CODE_VERSION = 3;
/** Set prefixes the library can encode. */
export const SUPPORTED_SETS: readonly string[] = Object.keys(SET_MAP);

export interface CodeCard {
  readonly cardCode: string;
  readonly count: number;
}

export interface DecodedCode {
  /** Every card but the sideboard, legend, runes and battlefields included (the code doesn't tell them apart). */
  readonly main: readonly CodeCard[];
  readonly sideboard: readonly CodeCard[];
  /** A code of a card in `main`, when the code marks the Chosen Champion (v3). */
  readonly chosenChampion?: string;
  readonly version: number;
}

export type DecodeOutcome = { readonly ok: true; readonly deck: DecodedCode } | { readonly ok: false; readonly message: string };

const LIBRARY = "@piltoverarchive/riftbound-deck-codes 1.1.0";

export function decodeCode(code: string): DecodeOutcome {
  const header = codeHeader(code);
  if (header && header.format === 1 && header.version > SUPPORTED_CODE_VERSION) {
    return {
      ok: false,
      message: `This deck code is format version ${header.version}; the deck-code library this linter uses (${LIBRARY}) reads versions 1–${SUPPORTED_CODE_VERSION} only. Newer deck builders write v4 (rune numbers such as SFD-R02) and v5 (sets UNL, VEN, RAD; more than 12 copies). List the deck as text instead, or export a v3 code.`,
    };
  }
  if (header && header.format !== 1) {
    return { ok: false, message: `This is not a Riftbound deck code: its first byte says format ${header.format}, and deck codes are format 1. Check that the whole code was pasted.` };
  }
  try {
    const deck = getDeckFromCode(code.trim());
    return {
      ok: true,
      deck: {
        main: deck.mainDeck.map(copyCard),
        sideboard: deck.sideboard.map(copyCard),
        ...(deck.chosenChampion !== undefined ? { chosenChampion: deck.chosenChampion } : {}),
        version: header?.version ?? SUPPORTED_CODE_VERSION,
      },
    };
  } catch (e) {
    return { ok: false, message: explain(e instanceof Error ? e.message : String(e)) };
  }
}

function copyCard(card: { cardCode: string; count: number }): CodeCard {
  return { cardCode: card.cardCode, count: card.count };
}

/** The library's messages, said for a player. */
function explain(message: string): string {
  const set = /Unknown set code(?: in champion)?: (\d+)/.exec(message);
  if (set) {
    return `This deck code holds a card from set number ${set[1]}, which the deck-code library this linter uses (${LIBRARY}) doesn't know: it knows ${SUPPORTED_SETS.join(", ")}. Cards from newer sets (UNL, VEN, RAD) need a newer library; list the deck as text instead.`;
  }
  if (/Invalid character/.test(message)) {
    const ch = /'(.)'/.exec(message)?.[1];
    return `This is not a valid deck code: ${ch !== undefined ? `"${ch}" is` : "a character is"} not one of the code's letters (A–Z, 2–7).`;
  }
  if (/Index out of bounds|No bytes available|did not contain valid varints/.test(message)) {
    return "This deck code is cut short or damaged: it ends in the middle of a card list. Copy the whole code again.";
  }
  return `This deck code can't be read (${message}).`;
}

export type EncodeOutcome = { readonly ok: true; readonly code: string } | { readonly ok: false; readonly message: string };

/**
 * Encodes with the library, after splitting counts the format can't hold in one group (more than
 * 12 in the main list, more than 3 in the sideboard): the library would drop them silently, while
 * two groups with the same card decode back to the same total.
 */
export function encodeCode(main: readonly CodeCard[], sideboard: readonly CodeCard[], chosenChampion: string | undefined): EncodeOutcome {
  try {
    return { ok: true, code: getCodeFromDeck(split(main, 12), split(sideboard, 3), chosenChampion) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

function split(cards: readonly CodeCard[], max: number): { cardCode: string; count: number }[] {
  const out: { cardCode: string; count: number }[] = [];
  for (const card of cards) {
    let left = card.count;
    while (left > 0) {
      const n = Math.min(left, max);
      out.push({ cardCode: card.cardCode, count: n });
      left -= n;
    }
  }
  return out;
}
