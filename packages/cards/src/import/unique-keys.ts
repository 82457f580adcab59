/**
 * Each name, alias and code of imported Riftbound cards must find one card, as in the bundled
 * data (card-index.ts): a code or alias that would find another card too (two databases that
 * disagree, a promo number on two cards written without its set size) is left out of the later
 * card, and said so. A card named twice keeps the later entry.
 */
import { cardCodeKeys, normalizeCardName } from "../card-index.js";
import { shortened } from "../problems.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import type { ImportProblem } from "./card-pool-file.js";

interface Keyed {
  entry: RiftCardEntry;
  aliases: string[];
  codes: string[];
  code?: string;
}

export function uniqueRiftKeys(entries: readonly RiftCardEntry[]): { entries: RiftCardEntry[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const byName = oneEntryPerName(entries, problems);
  const cards: Keyed[] = [...byName.values()].map((entry) => ({
    entry,
    aliases: [...(entry.aliases ?? [])],
    codes: [...(entry.codes ?? [])],
    ...(entry.code !== undefined ? { code: entry.code } : {}),
  }));
  const drop = (card: Keyed, message: string): void => {
    problems.push({ card: card.entry.name, message });
  };

  // Aliases: none may be another card's name, or another card's alias.
  const aliasOwner = new Map<string, Keyed>();
  for (const card of cards) {
    card.aliases = card.aliases.filter((alias) => {
      const key = normalizeCardName(alias);
      const named = byName.get(key);
      const owner = aliasOwner.get(key);
      if (key === "" || (named !== undefined && named !== card.entry) || (owner !== undefined && owner !== card)) {
        drop(card, `The alias "${shortened(alias)}" ${key === "" ? "is empty" : "also names another card"}: left out.`);
        return false;
      }
      aliasOwner.set(key, card);
      return true;
    });
  }

  // Codes with a set size ("OPP-001/298") find their card exactly: one card each. So does a card's
  // `code`, the canonical one (written without the set size, "OPP-001"): two cards of one keep it on the first.
  const fullOwner = new Map<string, Keyed>();
  const codeOwner = new Map<string, Keyed>();
  const claim = (card: Keyed, code: string, owners: Map<string, Keyed>, key: string): boolean => {
    const owner = owners.get(key);
    if (owner !== undefined && owner !== card) {
      drop(card, `The code ${code} is also ${shortened(owner.entry.name)}'s: left out.`);
      return false;
    }
    owners.set(key, card);
    return true;
  };
  for (const card of cards) {
    card.codes = card.codes.filter((code) => {
      const keys = cardCodeKeys(code);
      if (keys === undefined) {
        drop(card, `"${shortened(code)}" is not a collector code such as "OGN-036/298": left out.`);
        return false;
      }
      return keys.full === undefined || claim(card, code, fullOwner, keys.full);
    });
    if (card.code === undefined) continue;
    const keys = cardCodeKeys(card.code);
    if (keys === undefined) {
      drop(card, `"${shortened(card.code)}" is not a collector code such as "OGN-036": left out.`);
      delete card.code;
      continue;
    }
    const kept = keys.full === undefined ? claim(card, card.code, codeOwner, keys.short) : claim(card, card.code, fullOwner, keys.full);
    if (!kept) delete card.code;
  }

  // A code without a set size ("VEN-R01") finds a card only when no other card has its number.
  const shortOwners = new Map<string, Set<Keyed>>();
  for (const card of cards) {
    for (const code of [...card.codes, ...(card.code !== undefined ? [card.code] : [])]) {
      const short = cardCodeKeys(code)!.short;
      const owners = shortOwners.get(short) ?? new Set<Keyed>();
      owners.add(card);
      shortOwners.set(short, owners);
    }
  }
  const findsOnlyIt = (card: Keyed, code: string): boolean => {
    const keys = cardCodeKeys(code)!;
    if (keys.full !== undefined || shortOwners.get(keys.short)!.size === 1) return true;
    drop(card, `The code ${code} is a number other cards have too (write it with the set size, as "${keys.short}/298"): left out.`);
    return false;
  };
  for (const card of cards) {
    card.codes = card.codes.filter((code) => findsOnlyIt(card, code));
    if (card.code !== undefined && !findsOnlyIt(card, card.code)) delete card.code;
  }

  const out = cards.map(({ entry, aliases, codes, code }) => {
    const { aliases: _a, codes: _c, code: _code, ...rest } = entry;
    return { ...rest, ...(code !== undefined ? { code } : {}), ...(codes.length > 0 ? { codes } : {}), ...(aliases.length > 0 ? { aliases } : {}) } as RiftCardEntry;
  });
  return { entries: out.map(reorder), problems };
}

/** The entries by look-up name: a card listed twice keeps the later entry, and says so. */
export function oneEntryPerName<Entry extends { readonly name: string }>(entries: readonly Entry[], problems: ImportProblem[]): Map<string, Entry> {
  const byName = new Map<string, Entry>();
  for (const entry of entries) {
    const key = normalizeCardName(entry.name);
    if (byName.has(key)) problems.push({ card: entry.name, message: "The card is listed twice: the later entry is kept." });
    byName.set(key, entry);
  }
  return byName;
}

/** The bundled data's field order, so a pool file reads like data/riftbound.json. */
const ORDER = ["code", "codes", "name", "aliases", "type", "supertypes", "domains", "cost", "might", "tags", "keywords", "text", "textSource", "printedText", "errata", "note"];

function reorder(entry: RiftCardEntry): RiftCardEntry {
  const from = entry as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ORDER) if (Object.prototype.hasOwnProperty.call(from, key) && from[key] !== undefined) out[key] = from[key];
  // Other fields as they came (defined, not assigned: a "__proto__" key from JSON stays a key).
  for (const key of Object.keys(from)) {
    if (!Object.prototype.hasOwnProperty.call(out, key)) Object.defineProperty(out, key, { value: from[key], enumerable: true, writable: true, configurable: true });
  }
  return out as unknown as RiftCardEntry;
}
