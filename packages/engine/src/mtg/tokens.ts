/**
 * Creating tokens (111.1): a creature token of given power, toughness, colors and types, and
 * tokens with abilities of their own: Food (111.10b), an Eldrazi Spawn's "Sacrifice this
 * creature: Add {C}."
 */
import type { PlayerId } from "../kernel/types.js";
import { addCard } from "../kernel/zones.js";
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
  };
}

/** A token enters under its creator's control (111.2); an X/X token takes the X of what made it. */
export function createToken(txn: MtgTxn, controller: PlayerId, spec: MtgTokenSpec, x: number): void {
  const def = tokenDef(spec, x);
  putToken(txn, controller, def);
  const size = def.power !== undefined ? `a ${def.power}/${def.toughness ?? 0}` : `an ${def.types.join(" ").toLowerCase()}`;
  const keywords = spec.keywords.length ? ` with ${spec.keywords.join(", ").toLowerCase()}` : "";
  const abilities = spec.abilities?.length ? ` with "${spec.abilities.map((a) => a.text).join(`" and "`)}"` : "";
  txn.note(`the ${def.name} token is ${size}${keywords}${abilities}`);
}

/**
 * Puts a token of `def` onto the battlefield under `controller` (111.2), and returns its id. A
 * token entering is a permanent entering (111.1, 603.6a): its own "when this enters" abilities
 * trigger, as those of a copy do (an embalmed card's token, 707.2).
 */
export function putToken(txn: MtgTxn, controller: PlayerId, def: MtgCardDef): string {
  const id = `${slugId(def.name)}-token-${txn.state.nextId}`;
  const card: MtgCard = { id, def, owner: controller, controller, token: true, tapped: false, damage: 0, counters: {}, pumps: [], enteredTurn: txn.state.turnNumber };
  txn.state = { ...addCard(txn.state, card, { player: controller, zone: "battlefield" }, "bottom"), nextId: txn.state.nextId + 1 };
  txn.emit({ type: "create", card: id, name: def.name, to: { player: controller, zone: "battlefield" } });
  triggerOnEnter(txn, id);
  return id;
}
