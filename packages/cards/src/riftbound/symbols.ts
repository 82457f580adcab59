/**
 * The bracketed shorthand of Riftbound rules text ("[E]", "[1]", "[R]", "[Reaction]") and the
 * keyword list. One table serves the parser, the cost parser and the language server's hovers.
 */
import type { Domain } from "@recycle-rules/engine";

/**
 * Power letters per domain. Written as a Record over `Domain` so the compiler tells us when the
 * engine adds a domain; it also gives this package the domain list at run time without a
 * run-time import of the engine (we only ever import its types).
 */
export const DOMAIN_LETTERS: Readonly<Record<Domain, string>> = {
  fury: "R",
  calm: "G",
  mind: "U",
  body: "O",
  chaos: "P",
  order: "Y",
};

export const DOMAIN_NAMES: readonly Domain[] = Object.keys(DOMAIN_LETTERS) as Domain[];

export function isDomain(word: string): word is Domain {
  return (DOMAIN_NAMES as readonly string[]).includes(word);
}

/** What one symbol stands for. Energy numerals ([1], [2] …) are not in the table: see `describeRiftSymbol`. */
export type RiftSymbolInfo =
  | { readonly kind: "exhaust"; readonly meaning: string }
  | { readonly kind: "might"; readonly meaning: string }
  | { readonly kind: "energy"; readonly amount: number; readonly meaning: string }
  | { readonly kind: "power"; readonly domain: Domain | "any" | "this"; readonly meaning: string }
  | { readonly kind: "arrow"; readonly meaning: string };

function buildSymbolTable(): Readonly<Record<string, RiftSymbolInfo>> {
  const table: Record<string, RiftSymbolInfo> = {
    "[E]": { kind: "exhaust", meaning: "Exhaust: turn this sideways. As a cost it must be ready (414.4)." },
    "[M]": { kind: "might", meaning: "Might: a unit's strength in combat." },
    "[A]": { kind: "power", domain: "any", meaning: "One power of any domain." },
    "[C]": { kind: "power", domain: "this", meaning: "One power of this card's domain." },
    // Printed after a keyword or a condition, before what it gives ("[Level 6][>] [Stun] an enemy unit.").
    "[>]": { kind: "arrow", meaning: "Separates a keyword or condition from the effect it gives." },
    // Printed before an ability line of a few later cards ("[>>][Reaction][>] [E]: …"); the card data doesn't explain it.
    "[>>]": { kind: "arrow", meaning: "A double arrow printed before an ability; the card data doesn't say more about it." },
  };
  for (const domain of DOMAIN_NAMES) {
    const title = domain[0]?.toUpperCase() + domain.slice(1);
    const info: RiftSymbolInfo = { kind: "power", domain, meaning: `One ${title} power.` };
    table[`[${DOMAIN_LETTERS[domain]}]`] = info;
    table[`[${title}]`] = info;
  }
  return table;
}

/** Symbol (canonical spelling, brackets included) → meaning. */
export const RIFT_SYMBOLS: Readonly<Record<string, RiftSymbolInfo>> = buildSymbolTable();

/**
 * Keywords that appear in brackets, with a short reminder for hovers. Action and Reaction are
 * timing permissions (v1.1 722/729); the others are card keywords.
 */
export const RIFT_KEYWORDS: Readonly<Record<string, string>> = {
  Accelerate: "You may pay extra as you play me to have me enter ready.",
  Action: "May be played or used during showdowns, on any player's turn.",
  Ambush: "You may play me as a [Reaction] to a battlefield where you have units.",
  Assault: "I get more Might while I'm attacking.",
  Backline: "I must be assigned combat damage last.",
  Deathknell: "When I die, do the effect after the dash.",
  Deflect: "Spells and abilities that choose me cost more for opponents.",
  Empower: "Pay the cost: Empower me. Use only if not Empowered.",
  Empowered: "While I'm Empowered, I have what follows the arrow.",
  Equip: "Attach this gear to a friendly unit.",
  Flow: "You may play this from your trash for its Flow cost. Then banish it.",
  Ganking: "I can move from battlefield to battlefield.",
  Hidden: "May be hidden facedown at a battlefield and played later as a Reaction.",
  Hunt: "When I conquer or hold, gain that much XP.",
  Legion: "Gets a bonus if you've played another card this turn.",
  Level: "While you have that much XP or more, get the effect.",
  Mighty: "A unit is Mighty while it has 5+ [M].",
  "Quick-Draw": "Can be played as a Reaction; attaches as it is played.",
  Reaction: "May be played or used at any time, even while a chain is open.",
  Repeat: "You may pay the repeat cost to do the effect again.",
  Shield: "I get more Might while I'm defending.",
  Tank: "I must be assigned combat damage first.",
  Temporary: "I'm killed at the start of my controller's Beginning Phase.",
  Unique: "Your deck can have only 1 card with this name.",
  Vision: "When you play me, look at the top card of your Main Deck. You may recycle it.",
  Weaponmaster: "When you play me, you may [Equip] one of your Equipment to me for [A] less, even if it's already attached.",
};

/**
 * Keyword actions printed in brackets inside an effect ("[Stun] an enemy unit", "[Add] [R]"):
 * known words, but never a card's own keyword.
 */
export const RIFT_KEYWORD_ACTIONS: Readonly<Record<string, string>> = {
  Add: "Add resources to your Rune Pool. Abilities that add resources can't be reacted to.",
  Buff: "Give it a +1 [M] buff if it doesn't have one.",
  Burn: "Put that many cards from the top of the Main Deck into the trash.",
  Predict: "Look at that many cards from the top of your Main Deck. Recycle any of them and put the rest back in any order.",
  Stun: "A stunned unit doesn't deal combat damage this turn.",
};

/** Look up a keyword case-insensitively; returns its canonical spelling. */
export function canonicalKeyword(word: string): string | undefined {
  const lower = word.toLowerCase();
  return Object.keys(RIFT_KEYWORDS).find((k) => k.toLowerCase() === lower);
}

/** Look up a keyword action ("[Stun]", "[ADD]") case-insensitively; returns its canonical spelling. */
export function canonicalKeywordAction(word: string): string | undefined {
  const lower = word.toLowerCase();
  return Object.keys(RIFT_KEYWORD_ACTIONS).find((k) => k.toLowerCase() === lower);
}

/**
 * Meaning of a bracketed token, case-insensitive: "[e]" and "[Fury]" work, "[3]" is 3 energy.
 * Returns undefined for keywords and unknown tokens.
 */
export function describeRiftSymbol(token: string): RiftSymbolInfo | undefined {
  const inner = token.replace(/^\[|\]$/g, "").trim();
  if (/^\d+$/.test(inner)) {
    const amount = Number(inner);
    return { kind: "energy", amount, meaning: `${amount} energy.` };
  }
  const lower = inner.toLowerCase();
  for (const [symbol, info] of Object.entries(RIFT_SYMBOLS)) {
    if (symbol.slice(1, -1).toLowerCase() === lower) return info;
  }
  return undefined;
}
