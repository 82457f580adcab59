/**
 * Reading parsed JSON whose shape nobody promised: each reader says what it expected, in a
 * sentence, instead of throwing, and quotes at most a few characters of what it found (an
 * imported file may hold a megabyte where a number should be).
 */
import { shortened } from "../problems.js";

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value named in a problem: short, whatever it is. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return `"${shortened(value, 40)}"`;
  if (typeof value === "number" || typeof value === "boolean" || value === null) return String(value);
  return Array.isArray(value) ? "a list" : value === undefined ? "nothing" : "an object";
}

/** Collects a card's problems as sentences. */
export type Report = (message: string) => void;

/** A string; absent or null → undefined; anything else is reported. */
export function optionalString(value: unknown, what: string, report: Report): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  report(`${what} should be text, not ${describeValue(value)}.`);
  return undefined;
}

/** A whole number of at least 0 (and at most `max`); absent or null → undefined; anything else is reported. */
export function optionalCount(value: unknown, what: string, report: Report, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max) return value;
  report(`${what} should be a whole number${max < Number.MAX_SAFE_INTEGER ? ` from 0 to ${max}` : ", 0 or more"}, not ${describeValue(value)}.`);
  return undefined;
}

/** A list of strings; absent or null → []; other items are reported and left out. */
export function stringList(value: unknown, what: string, report: Report): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    report(`${what} should be a list of text, not ${describeValue(value)}.`);
    return [];
  }
  const out = value.filter((v): v is string => typeof v === "string");
  if (out.length < value.length) report(`${what} should hold only text: ${value.length - out.length} other item(s) left out.`);
  return out;
}

/**
 * The records of a list, in order, with their places (1-based, as a person counts); what is no
 * record is reported when the iteration reaches it, so problems come in the list's order.
 */
export function* recordsOf(list: readonly unknown[], what: string, report: Report, kind = "a card"): Generator<{ readonly item: JsonRecord; readonly place: number }> {
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (isRecord(item)) yield { item, place: i + 1 };
    else report(`${what} ${i + 1} is ${describeValue(item)}, not ${kind}: left out.`);
  }
}

/** The value at `path` inside nested records, or undefined where a step is missing or no record. */
export function valueAt(value: unknown, ...path: readonly string[]): unknown {
  let at = value;
  for (const key of path) {
    if (!isRecord(at) || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = at[key];
  }
  return at;
}
