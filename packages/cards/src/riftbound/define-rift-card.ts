/**
 * Build a RiftCardDef from loosely-typed input (a custom card in a scenario file, or a data
 * entry), validating each field. Never throws: problems come back located by field, with
 * offsets into that field's string value when it has one.
 */
import type { CardType, Domain, PrintedCost, RiftCardDef, Supertype } from "@recycle-rules/engine";
import { readCardInput } from "../card-input.js";
import { shortened, type TextProblem } from "../problems.js";
import { closestWord } from "../suggest-word.js";
import { parseRiftCost } from "./parse-cost.js";
import { parseRiftText } from "./parse-rift-text.js";
import { DOMAIN_NAMES, isDomain } from "./symbols.js";

export interface CustomRiftCardInput {
  readonly name: string;
  readonly code?: string;
  readonly type: string;
  /** One domain or several; `domains` is accepted as a synonym. */
  readonly domain?: string | readonly string[];
  readonly domains?: readonly string[];
  /**
   * "[2][R]" as printed, or the parts. Omitted means no cost (tokens, runes). In the parts, a power
   * pip may be "unknown" when the card's sources don't give its domain: playing the card then says so.
   */
  readonly cost?: string | { readonly energy: number; readonly power: readonly string[] };
  readonly might?: number;
  readonly tags?: readonly string[];
  readonly text?: string;
  readonly supertypes?: readonly string[];
  /** Shorthand for the "token" supertype. */
  readonly token?: boolean;
}

export type RiftCardField = "name" | "code" | "type" | "domain" | "cost" | "might" | "tags" | "text" | "supertypes" | "token";

/**
 * A problem with one field. `start`/`end` index that field's string (the cost string, the text);
 * for non-string fields, or the field as a whole, both are 0.
 */
export interface RiftCardProblem extends TextProblem {
  readonly field: RiftCardField;
}

export interface DefinedRiftCard {
  readonly def: RiftCardDef;
  readonly problems: readonly RiftCardProblem[];
  /**
   * Clauses of `text` the engine does not model (field "text", offsets into it). Not problems —
   * printed cards have them too — but a linter reports them, so nothing is skipped silently.
   */
  readonly notModelled: readonly RiftCardProblem[];
}

const CARD_TYPES: readonly CardType[] = ["unit", "gear", "spell", "rune", "legend", "battlefield"];
const SUPERTYPES: readonly Supertype[] = ["champion", "signature", "token", "basic"];
/** Types that may have a printed cost: Main Deck cards (131). */
const COSTED: readonly CardType[] = ["unit", "gear", "spell"];

export function defineRiftCard(input: CustomRiftCardInput): DefinedRiftCard {
  const { raw, problems, whole, name } = readCardInput<RiftCardField>(input);

  const type = readType(raw.type, whole);
  const supertypes = readSupertypes(raw.supertypes, raw.token, whole);
  const isToken = supertypes.includes("token");
  const domains = readDomains(raw.domain ?? raw.domains, whole);
  if (isToken && domains.length > 0) whole("domain", "Tokens have no domain (v1.1 176.2).");

  const cost = readCost(raw.cost, domains, problems, whole);
  if (raw.cost !== undefined && isToken) whole("cost", "Tokens have no cost (v1.1 176.2).");
  else if (raw.cost !== undefined && !COSTED.includes(type)) whole("cost", `A ${type} has no printed cost.`);
  for (const domain of new Set(cost.power)) {
    if (domain !== "any" && domain !== "unknown" && domains.length > 0 && !domains.includes(domain)) {
      whole("cost", `The cost asks for ${domain} power, but the card's domains are ${domains.join(", ")}.`);
    }
  }

  const might = readMight(raw.might, type, whole);
  const tags = readStrings(raw.tags, "tags", whole);
  const code = typeof raw.code === "string" && raw.code.trim() !== "" ? raw.code.trim() : undefined;
  if (raw.code !== undefined && code === undefined) whole("code", "The code must be a non-empty string such as OGN-036.");

  let text = "";
  if (typeof raw.text === "string") text = raw.text;
  else if (raw.text !== undefined) whole("text", "The text must be a string.");
  const parsed = parseRiftText(text, { domains, type });
  for (const p of parsed.problems) problems.push({ ...p, field: "text" });

  const def: RiftCardDef = {
    ...(code !== undefined ? { code } : {}),
    name,
    type,
    supertypes,
    domains,
    cost,
    ...(might !== undefined ? { might } : {}),
    tags,
    keywords: parsed.keywords,
    text,
    abilities: parsed.abilities,
    ...(parsed.additionalPlayCost.length > 0 ? { additionalPlayCost: parsed.additionalPlayCost } : {}),
    ...(parsed.optionalPlayCost !== undefined ? { optionalPlayCost: parsed.optionalPlayCost } : {}),
    ...(type === "spell" ? { onPlay: parsed.onPlay } : {}),
    ...(parsed.flowCost !== undefined ? { flowCost: parsed.flowCost } : {}),
    ...(parsed.repeatCost !== undefined ? { repeatCost: parsed.repeatCost } : {}),
  };
  return { def, problems, notModelled: parsed.notModelled.map((p) => ({ ...p, field: "text" as const })) };
}

type Report = (field: RiftCardField, message: string) => void;

function readType(value: unknown, report: Report): CardType {
  const word = typeof value === "string" ? value.trim().toLowerCase() : "";
  const type = CARD_TYPES.find((t) => t === word);
  if (type) return type;
  const guess = closestWord(word, CARD_TYPES);
  report("type", `Unknown card type "${shortened(String(value))}": use one of ${CARD_TYPES.join(", ")}.${guess ? ` Did you mean ${guess}?` : ""}`);
  return "unit";
}

function readSupertypes(value: unknown, token: unknown, report: Report): Supertype[] {
  const out: Supertype[] = [];
  for (const word of readStrings(value, "supertypes", report)) {
    const supertype = SUPERTYPES.find((s) => s === word.toLowerCase());
    if (supertype === undefined) report("supertypes", `Unknown supertype "${shortened(word)}": use ${SUPERTYPES.join(", ")}.`);
    else if (!out.includes(supertype)) out.push(supertype);
  }
  if (token !== undefined && typeof token !== "boolean") report("token", "token must be true or false.");
  if (token === true && !out.includes("token")) out.push("token");
  return out;
}

function readDomains(value: unknown, report: Report): Domain[] {
  const words = typeof value === "string" ? value.split(/[\s,/]+/).filter((w) => w !== "") : readStrings(value, "domain", report);
  const out: Domain[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (!isDomain(lower)) {
      const guess = closestWord(lower, DOMAIN_NAMES);
      report("domain", `Unknown domain "${shortened(word)}": use ${DOMAIN_NAMES.join(", ")}.${guess ? ` Did you mean ${guess}?` : ""}`);
    } else if (!out.includes(lower)) {
      out.push(lower);
    }
  }
  return out;
}

function readCost(value: unknown, domains: readonly Domain[], problems: RiftCardProblem[], report: Report): PrintedCost {
  if (value === undefined) return { energy: 0, power: [] };
  if (typeof value === "string") {
    const parsed = parseRiftCost(value, { domains });
    for (const p of parsed.problems) problems.push({ ...p, field: "cost" });
    return parsed.cost;
  }
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return { energy: value, power: [] };
  if (typeof value === "object" && value !== null) {
    const { energy, power } = value as { energy?: unknown; power?: unknown };
    const okEnergy = typeof energy === "number" && Number.isInteger(energy) && energy >= 0;
    if (!okEnergy) report("cost", "cost.energy must be a whole number, 0 or more.");
    const domainsOut: PrintedCost["power"][number][] = [];
    for (const word of readStrings(power ?? [], "cost", report)) {
      const lower = word.toLowerCase();
      if (lower === "any" || lower === "unknown" || isDomain(lower)) domainsOut.push(lower);
      else report("cost", `Unknown power domain "${shortened(word)}" in cost.power.`);
    }
    return { energy: okEnergy ? energy : 0, power: domainsOut };
  }
  report("cost", `A cost is written like "[2][R]" or {energy, power}.`);
  return { energy: 0, power: [] };
}

function readMight(value: unknown, type: CardType, report: Report): number | undefined {
  if (value === undefined) {
    if (type === "unit") report("might", "A unit needs a Might.");
    return undefined;
  }
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    report("might", "Might must be a whole number, 0 or more.");
    return undefined;
  }
  if (type !== "unit") report("might", `Only units have Might; this is a ${type}.`);
  return value;
}

function readStrings(value: unknown, field: RiftCardField, report: Report): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.map((v: string) => v.trim());
  report(field, `${field} must be a list of strings.`);
  return [];
}
