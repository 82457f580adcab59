/**
 * The Riftbound card databases list one record per printing (alternate art, overnumbered,
 * signature and promo printings are records of their own). Here the printings of one card, found
 * by name, become one entry in the bundled data's format: every printing's code in `codes`, the
 * canonical printing's facts, and a problem where printings disagree on a fact.
 */
import { normalizeCardCode, normalizeCardName } from "../card-index.js";
import type { RiftCardEntry } from "../riftbound/rift-entry.js";
import { unknownPowerNote } from "../riftbound/unknown-power.js";
import type { ImportProblem } from "./card-pool-file.js";
import { riftCardText } from "./rift-card-text.js";
import { compareRanks, printingRank } from "./rift-names.js";

/** One database record, read: facts in the bundled data's words, and what could not be read. */
export interface RiftPrinting {
  readonly name: string;
  readonly aliases: readonly string[];
  /** As printed: "OGN-036/298". */
  readonly code?: string;
  readonly promo: boolean;
  /** Lower case, as the bundled data writes it; checked by the definer. */
  readonly type: string;
  readonly supertypes: readonly string[];
  readonly domains: readonly string[];
  readonly energy?: number;
  /** How many power pips the cost has: the databases don't say which domain each is. */
  readonly powerCount?: number;
  readonly might?: number;
  readonly tags: readonly string[];
  /** The publisher's text, HTML. */
  readonly html: string;
  readonly problems: readonly string[];
}

/** The most power pips a cost is read with: more is no card (and would make a huge list). */
export const MAX_POWER_PIPS = 20;

/** Types with a printed cost (Main Deck cards); a token has none. */
const COSTED = ["unit", "gear", "spell"];

/** One entry per card (by name, in the order first seen) from its printings. */
export function riftEntriesFromPrintings(printings: readonly RiftPrinting[]): { entries: RiftCardEntry[]; problems: ImportProblem[] } {
  const byName = new Map<string, RiftPrinting[]>();
  for (const p of printings) {
    const key = normalizeCardName(p.name);
    const same = byName.get(key);
    if (same) same.push(p);
    else byName.set(key, [p]);
  }
  const entries: RiftCardEntry[] = [];
  const problems: ImportProblem[] = [];
  for (const group of byName.values()) {
    const { entry, problems: found } = entryFromPrintings(group);
    entries.push(entry);
    for (const message of new Set(found)) problems.push({ card: entry.name, message });
  }
  return { entries, problems };
}

function entryFromPrintings(group: readonly RiftPrinting[]): { entry: RiftCardEntry; problems: string[] } {
  const ranked = group.map((p) => ({ p, rank: printingRank(p.code, p.promo) }));
  const canonical = ranked.reduce((best, next) => (compareRanks(next.rank, best.rank) < 0 ? next : best)).p;
  const problems = group.flatMap((p) => p.problems);
  problems.push(...disagreements(canonical, group));

  // Sets, in the order first seen: a card can have tens of thousands of records (a dump of one name).
  const codes = [...new Set([canonical, ...group].flatMap((p) => (p.code !== undefined ? [p.code] : [])))];
  const nameKey = normalizeCardName(canonical.name);
  const aliasByKey = new Map<string, string>();
  for (const alias of group.flatMap((p) => p.aliases)) {
    const key = normalizeCardName(alias);
    if (key !== nameKey && !aliasByKey.has(key)) aliasByKey.set(key, alias);
  }
  const aliases = [...aliasByKey.values()];

  const { cost, note: powerNote } = costOf(canonical, problems);
  const text = riftCardText(canonical.html, canonical);
  problems.push(...text.problems);
  const code = codes.length > 0 ? normalizeCardCode(codes[0]!) : undefined;
  const note = [text.note, powerNote].filter((n) => n !== undefined).join(" ");
  const entry: RiftCardEntry = {
    ...(code !== undefined ? { code } : {}),
    ...(codes.length > 0 ? { codes } : {}),
    name: canonical.name,
    ...(aliases.length > 0 ? { aliases } : {}),
    type: canonical.type as RiftCardEntry["type"],
    supertypes: canonical.supertypes as RiftCardEntry["supertypes"],
    domains: canonical.domains as RiftCardEntry["domains"],
    ...(cost !== undefined ? { cost } : {}),
    ...(canonical.might !== undefined ? { might: canonical.might } : {}),
    tags: canonical.tags,
    text: text.text,
    ...(text.textSource !== undefined ? { textSource: text.textSource } : {}),
    ...(note !== "" ? { note } : {}),
  };
  return { entry, problems };
}

/**
 * The printed cost: energy, and one pip per power of the card's domain when it has one domain;
 * a two-domain card's pips are "unknown" (which domain each is, no database says), with a note.
 */
function costOf(card: RiftPrinting, problems: string[]): { cost?: RiftCardEntry["cost"]; note?: string } {
  const costed = COSTED.includes(card.type) && !card.supertypes.includes("token");
  if (!costed) {
    if ((card.energy ?? 0) > 0 || (card.powerCount ?? 0) > 0) problems.push(`A ${card.supertypes.includes("token") ? "token" : card.type} has no printed cost, but the data gives one: left out.`);
    return {};
  }
  if (card.energy === undefined) {
    problems.push("The data gives no energy cost.");
    return {};
  }
  const pips = card.powerCount ?? 0;
  const [only] = card.domains;
  if (pips === 0 || (card.domains.length === 1 && only !== undefined)) {
    return { cost: { energy: card.energy, power: Array.from({ length: pips }, () => only as NonNullable<RiftCardEntry["cost"]>["power"][number]) } };
  }
  return { cost: { energy: card.energy, power: Array.from({ length: pips }, () => "unknown" as const) }, note: unknownPowerNote(pips, card.domains) };
}

/** Facts the canonical printing and another printing give differently: the entry keeps the canonical one's. */
function disagreements(canonical: RiftPrinting, group: readonly RiftPrinting[]): string[] {
  const facts: Record<string, (p: RiftPrinting) => unknown> = {
    type: (p) => p.type,
    domains: (p) => p.domains.join(", "),
    energy: (p) => p.energy,
    "power pips": (p) => p.powerCount ?? 0,
    might: (p) => p.might,
  };
  const show = (value: unknown): string => (value === undefined || value === "" ? "none" : String(value));
  const out: string[] = [];
  for (const [fact, of] of Object.entries(facts)) {
    const other = group.find((p) => of(p) !== of(canonical));
    if (other) out.push(`Its printings disagree on ${fact}: ${show(of(canonical))} (${canonical.code ?? "no code"}) and ${show(of(other))} (${other.code ?? "no code"}); the entry keeps the first.`);
  }
  return out;
}
