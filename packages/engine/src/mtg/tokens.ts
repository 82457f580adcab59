/**
 * Creating tokens (111.1): a creature token of given power, toughness, colors and types, and
 * tokens with abilities of their own: Food (111.10b), an Eldrazi Spawn's "Sacrifice this
 * creature: Add {C}."
 */
import type { PlayerId } from "../kernel/types.js";
import { addCard, zoneOf } from "../kernel/zones.js";
import type { MtgCardDef, MtgTokenSpec } from "./cards.js";
import { slugId } from "./create.js";
import type { MtgCard } from "./state.js";
import { triggerOnEnter } from "./triggers.js";
import type { MtgTxn } from "./txn.js";

function tokenDef(spec: MtgTokenSpec, x: number): MtgCardDef {
  const keywords = spec.keywords.map((keyword) => ({ kind: "static", effect: { kind: "keyword", keyword }, text: keyword }) as const);
  const abilities = [...keywords, ...(spec.abilities ?? [])];
  const size = (n: number | "X" | undefined) => (n === "X" ? x : n);
  const power = size(spec.power);
  const toughness = size(spec.toughness);
  return {
    name: spec.name,
    types: spec.types,
    supertypes: [],
    subtypes: spec.subtypes,
    colors: spec.colors,
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    text: abilities.map((a) => a.text).join("\n"),
    abilities,
    ...(spec.backFace ? { backFace: tokenDef(spec.backFace, x) } : {}),
  };
}

/** A token enters under its creator's control (111.2); an X/X token takes the X of what made it. */
export function createToken(txn: MtgTxn, controller: PlayerId, spec: MtgTokenSpec, x: number): void {
  const def = tokenDef(spec, x);
  putToken(txn, controller, def, spec.counters);
  const size = def.power !== undefined ? `a ${def.power}/${def.toughness ?? 0}` : `an ${def.types.join(" ").toLowerCase()}`;
  const keywords = spec.keywords.length ? ` with ${spec.keywords.join(", ").toLowerCase()}` : "";
  const abilities = spec.abilities?.length ? ` with "${spec.abilities.map((a) => a.text).join(`" and "`)}"` : "";
  const counters = Object.entries(spec.counters ?? {}).map(([kind, n]) => `${n} ${kind} counter${n === 1 ? "" : "s"}`);
  const back = def.backFace ? `; its other face is ${def.backFace.name}, a ${def.backFace.power ?? 0}/${def.backFace.toughness ?? 0} ${def.backFace.types.join(" ").toLowerCase()}` : "";
  txn.note(`the ${def.name} token is ${size}${keywords}${abilities}${counters.length ? `, with ${counters.join(" and ")} on it` : ""}${back}`);
}

/**
 * "Transform this artifact" (701.27a): a permanent with another face turns to it; it stays the same
 * object (its counters, its tapped state and when it entered stay). Not on the battlefield, or
 * with no other face, nothing happens.
 */
export function transformSelf(txn: MtgTxn, source: string, sourceName: string): void {
  const card = txn.state.cards.get(source);
  const back = card?.def.backFace;
  const zone = zoneOf(txn.state, source);
  if (!card || zone?.zone !== "battlefield" || !back) {
    txn.note(`${sourceName} isn't a double-faced permanent on the battlefield, so it doesn't transform`, "701.27a");
    return;
  }
  const { backFace: _, ...front } = card.def;
  // The same object with its other face's definition: the zone index files it under its new name
  // (kernel redefineCard, as for a copy effect), where it is, with the same id.
  txn.redefineCard({ ...card, def: { ...back, backFace: front } });
  txn.note(`${card.def.name} transforms into ${back.name}`, "701.27a");
}

/**
 * Puts a token of `def` onto the battlefield under `controller` (111.2), and returns its id. A
 * token entering is a permanent entering (111.1, 603.6a): its own "when this enters" abilities
 * trigger, as those of a copy do (an embalmed card's token, 707.2).
 */
export function putToken(txn: MtgTxn, controller: PlayerId, def: MtgCardDef, counters: Readonly<Record<string, number>> = {}): string {
  const id = `${slugId(def.name)}-token-${txn.state.nextId}`;
  const card: MtgCard = { id, def, owner: controller, controller, token: true, tapped: false, damage: 0, counters: { ...counters }, pumps: [], enteredTurn: txn.state.turnNumber };
  txn.state = { ...addCard(txn.state, card, { player: controller, zone: "battlefield" }, "bottom"), nextId: txn.state.nextId + 1 };
  txn.emit({ type: "create", card: id, name: def.name, to: { player: controller, zone: "battlefield" } });
  triggerOnEnter(txn, id);
  return id;
}
