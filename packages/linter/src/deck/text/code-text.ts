/**
 * Deck codes are base32 (RFC 4648 alphabet, no padding). The shortest well-formed code (an empty
 * v3 deck) is 28 characters; anything from 16 base32 characters on, alone on its line, is read as
 * an attempted code, so a truncated paste gets deck/deck-code ("truncated") rather than
 * deck/unknown-card.
 */
const CODE = /^[A-Za-z2-7]{16,}$/;

export function looksLikeDeckCode(text: string): boolean {
  return CODE.test(text.trim());
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * The code's first byte: 4 bits of format, 4 bits of version. Read here, before the library, so an
 * unsupported version gets a message that names the version and what would read it.
 */
export function codeHeader(code: string): { format: number; version: number } | undefined {
  const a = ALPHABET.indexOf(code.charAt(0).toUpperCase());
  const b = ALPHABET.indexOf(code.charAt(1).toUpperCase());
  if (a < 0 || b < 0) return undefined;
  const byte = ((a << 3) | (b >> 2)) & 0xff;
  return { format: byte >> 4, version: byte & 0x0f };
}
