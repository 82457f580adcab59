import type { StyleRng } from "./style-rng.js";

/** Where a scalar is written: flow collections give `,[]{}` a meaning of their own. */
export type ScalarContext = "block" | "flow";

/** Strings YAML would read as something else (a number, a boolean, null) when written plain. */
const NOT_A_STRING = /^(?:true|false|null|~|yes|no|on|off|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|0x[0-9a-f]+|0o[0-7]+|[-+]?\.inf|\.nan)$/i;
const INDICATOR_FIRST = /^[-?:,[\]{}#&*!|>'"%@`\s]/;

/** Whether `text` reads back as the same string when written plain in `context`. */
export function plainIsSafe(text: string, context: ScalarContext): boolean {
  if (text === "" || text.trim() !== text || INDICATOR_FIRST.test(text) || NOT_A_STRING.test(text)) return false;
  if (hasLineOrControlCharacter(text) || text.includes(": ") || text.includes(" #") || text.endsWith(":")) return false;
  return context === "block" || !/[,[\]{}]/.test(text);
}

/** Characters a plain scalar can't hold: controls, YAML 1.1's line breaks, a BOM. */
function hasLineOrControlCharacter(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029 || code === 0xfeff) return true;
  }
  return false;
}

/**
 * A string scalar, written plain when that is safe (mostly), else quoted. In a flow collection a
 * name with ", " is sometimes left plain on purpose: YAML splits it in two, which the linter
 * reports as scenario/split-card-name.
 */
export function stringScalar(text: string, context: ScalarContext, rng: StyleRng): string {
  if (plainIsSafe(text, context) && !rng.chance(0.1)) return text;
  const splittable = context === "flow" && text.includes(", ") && plainIsSafe(text, "block");
  if (splittable && rng.chance(0.2)) return text;
  if (!/[\n\r]/.test(text) && rng.chance(0.25)) return `'${text.replace(/'/g, "''")}'`;
  return JSON.stringify(text);
}

/** Any scalar value. */
export function scalar(value: string | number | boolean | null, context: ScalarContext, rng: StyleRng): string {
  if (typeof value === "string") return stringScalar(value, context, rng);
  if (value === null) return rng.pick(["null", "~", "null"]);
  return String(value);
}
