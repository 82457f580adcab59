import { mtgEntries, riftboundEntries } from "@recycle-rules/cards";

/** What the generators need to know of a bundled card. */
export interface PoolCard {
  readonly name: string;
  readonly type: string;
  /** The Riftbound collector code ("OGN-036"); Magic cards have none. */
  readonly code?: string;
  readonly text: string;
}

export interface CardPool {
  readonly riftbound: readonly PoolCard[];
  readonly mtg: readonly PoolCard[];
}

let pool: CardPool | undefined;

/** The bundled cards of both games (read once): the names and texts the generators draw from. */
export function cardPool(): CardPool {
  pool ??= {
    riftbound: riftboundEntries().map((e) => ({ name: e.name, type: e.type, text: e.text, ...(e.code ? { code: e.code } : {}) })),
    mtg: mtgEntries().map((e) => ({ name: e.name, type: e.type, text: e.text })),
  };
  return pool;
}
