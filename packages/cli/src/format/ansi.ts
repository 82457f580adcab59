/**
 * The few ANSI styles the stylish report uses. A disabled palette returns text unchanged, so
 * formatters never branch on colour themselves.
 */
export interface Palette {
  red(text: string): string;
  yellow(text: string): string;
  blue(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  underline(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

const colored: Palette = {
  red: wrap(31, 39),
  yellow: wrap(33, 39),
  blue: wrap(34, 39),
  dim: wrap(2, 22),
  bold: wrap(1, 22),
  underline: wrap(4, 24),
};

const identity = (text: string) => text;
const plain: Palette = { red: identity, yellow: identity, blue: identity, dim: identity, bold: identity, underline: identity };

export function palette(enabled: boolean): Palette {
  return enabled ? colored : plain;
}

/** Visible width of a string that may contain our colour codes (for column alignment). */
export function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[\d+m/g, "").length;
}
