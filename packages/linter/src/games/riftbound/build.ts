import { DOMAINS, PHASES, RIFT_ZONES, type Domain, type Phase, type RiftZone } from "@recycle-rules/engine";
import { isSeq, type Node } from "yaml";
import type { Range } from "../../diagnostics/types.js";
import { readZoneExpects } from "../../model/build-expect.js";
import { readCardItems, type CardItem } from "../../model/card-items.js";
import type { BuildContext } from "../../model/context.js";
import type { Entry } from "../../model/reader.js";
import type { ScenarioParts } from "../../model/scenario-frame.js";
import { readSetupCard, readSetupZones } from "../../model/setup-card.js";
import { located } from "../../model/step-frame.js";
import type { CardRefText } from "../../model/types.js";
import type { RiftEdition } from "./edition.js";
import { STEP_KINDS, type BattlefieldModel, type ExpectCardModel, type PlayerExpectModel, type PlayerModel, type SetupCardModel, type StepKind, type StepModel, type ZoneText } from "./model.js";

/** Decks are ordered (top to bottom); every other zone is a set. */
const ORDERED: readonly RiftZone[] = ["main-deck", "rune-deck"];

/**
 * How a Riftbound scenario reads beyond the shared frame (model/scenario-frame.ts): zones and the
 * Rune Pool, the steps (activate, play, recycle with from/to/order, phase, showdown, conquer),
 * Might and exhaustion in expectations, the starting `phase:` and `showdown:`, and the `edition:`
 * the file's citations use.
 */
export const riftScenarioParts: ScenarioParts<RiftZone, StepKind, StepModel, PlayerExpectModel, PlayerModel, { edition: RiftEdition; phase: Phase; showdown: boolean }> = {
  vocabulary: { game: "Riftbound", zones: RIFT_ZONES },
  stepKinds: STEP_KINDS,
  player: buildPlayer,
  playerExpect: buildPlayerExpect,
  step: (ctx, { base, entries, kindEntry, flow }) => {
    const { reader } = ctx;
    const player = readPlayer(ctx, reader.get(entries, "player"));
    const ability = located(reader.get(entries, "ability"), (n) => reader.integer(n) ?? reader.string(n));
    const from = readFrom(ctx, reader.get(entries, "from"));
    const toEntry = reader.get(entries, "to");
    const toText = reader.string(toEntry?.node);
    // A move's or a unit's play's `to:` is a battlefield or `base`; a recycle's is a zone.
    const placed = base.kind === "move" || base.kind === "play" || base.kind === "hide";
    const moveTo = placed ? ctx.refs.fromEntry(entries, "to", flow) : undefined;
    const to = toText !== undefined && toEntry && !placed ? (ctx.zone(toText, toEntry.range) as ZoneText | undefined) : undefined;
    const position = located(reader.get(entries, "position"), (n) => {
      const text = reader.string(n);
      return text === "top" || text === "bottom" ? text : undefined;
    });
    const orderEntry = reader.get(entries, "order");
    const reaction = base.kind === "play" ? ctx.refs.fromEntry(entries, "reaction", flow) : undefined;
    const reactionPlayer = readPlayer(ctx, reader.get(entries, "reaction-player"));
    return {
      ...base,
      ...readKindValue(ctx, base.kind, entries, kindEntry, flow),
      ...(player ? { player } : {}),
      ...(ability ? { ability } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(moveTo ? { moveTo } : {}),
      ...(position ? { position } : {}),
      ...(orderEntry && isSeq(orderEntry.node) ? { order: ctx.refs.list(orderEntry.node) } : {}),
      ...(reaction ? { reaction } : {}),
      ...(reactionPlayer ? { reactionPlayer } : {}),
    };
  },
  extra: (reader, value, ctx) => {
    const phase = reader.string(value("phase"));
    return {
      edition: reader.string(value("edition")) === "v1.1" ? "v1.1" : "current",
      phase: (PHASES as readonly string[]).includes(phase ?? "") ? (phase as Phase) : "main",
      showdown: reader.boolean(value("showdown")) ?? false,
      battlefields: readBattlefields(ctx, value("battlefields") ?? null),
    };
  },
};

/** One entry of `players:` → the player's zones as written, and the Rune Pool and points. */
function buildPlayer(ctx: BuildContext, player: Entry): PlayerModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const energy = reader.integer(reader.get(entries, "energy")?.node);
  const points = reader.integer(reader.get(entries, "points")?.node);
  const xp = reader.integer(reader.get(entries, "xp")?.node);
  const chosenChampion = reader.string(reader.get(entries, "chosen-champion")?.node)?.trim();
  const powerEntry = reader.get(entries, "power");
  const power = powerEntry ? readPower(ctx, powerEntry.node) : undefined;
  return {
    id: player.key,
    keyRange: player.keyRange,
    zones: readSetupZones(ctx, entries, RIFT_ZONES, setupCard),
    ...(energy !== undefined ? { energy } : {}),
    ...(points !== undefined ? { points } : {}),
    ...(xp !== undefined ? { xp } : {}),
    ...(chosenChampion ? { chosenChampion } : {}),
    ...(power !== undefined ? { power } : {}),
  };
}

function setupCard(ctx: BuildContext, item: CardItem): SetupCardModel {
  const { reader } = ctx;
  const value = (key: string): Node | null | undefined => reader.get(item.entries, key)?.node;
  const exhausted = reader.boolean(value("exhausted"));
  const buffed = reader.boolean(value("buffed"));
  const mightThisTurn = reader.integer(value("might-this-turn"));
  const damage = reader.integer(value("damage"));
  const banishedWith = reader.string(value("banished-with"))?.trim();
  const hiddenThisTurn = reader.boolean(value("hidden-this-turn"));
  return {
    ...readSetupCard(ctx, item),
    ...(exhausted !== undefined ? { exhausted } : {}),
    ...(buffed !== undefined ? { buffed } : {}),
    ...(mightThisTurn !== undefined ? { mightThisTurn } : {}),
    ...(damage !== undefined ? { damage } : {}),
    ...(banishedWith ? { banishedWith } : {}),
    ...(hiddenThisTurn !== undefined ? { hiddenThisTurn } : {}),
  };
}

/**
 * `battlefields:`, a list: each item a battlefield card (a name, or a mapping with `card:`,
 * `controller:` — none: no one controls it — `units:`, the units there by player, and
 * `facedown:`, the card its controller hid there).
 */
function readBattlefields(ctx: BuildContext, node: Node | null): BattlefieldModel[] {
  const { reader } = ctx;
  return readCardItems(ctx, node).map((item, index) => {
    const controllerEntry = reader.get(item.entries, "controller");
    const controllerText = reader.string(controllerEntry?.node)?.trim();
    const controller = controllerText !== undefined && controllerEntry ? { value: controllerText, range: controllerEntry.range } : undefined;
    const unitsEntry = reader.get(item.entries, "units");
    const units = reader.entries(unitsEntry?.node ?? null, unitsEntry?.range ?? item.range).flatMap((entry) => {
      if (!ctx.checkPlayer({ value: entry.key, range: entry.keyRange })) return [];
      return [{ player: entry.key, cards: readCardItems(ctx, entry.node).map((unit) => ({ ...setupCard(ctx, unit), at: index })) }];
    });
    const facedownEntry = reader.get(item.entries, "facedown");
    const facedown = readCardItems(ctx, facedownEntry?.node ?? null).map((card) => ({ ...setupCard(ctx, card), at: index }));
    return {
      card: { ...setupCard(ctx, item), battlefieldOf: index },
      ...(controller && ctx.checkPlayer(controller) ? { controller } : {}),
      units,
      facedown,
    };
  });
}

function readPower(ctx: BuildContext, node: Node | null): Partial<Record<Domain, number>> {
  const out: Partial<Record<Domain, number>> = {};
  for (const entry of ctx.reader.entries(node, ctx.reader.source.range(0, 0))) {
    const amount = ctx.reader.integer(entry.node);
    if ((DOMAINS as readonly string[]).includes(entry.key) && amount !== undefined) out[entry.key as Domain] = amount;
  }
  return out;
}

function readKindValue(ctx: BuildContext, kind: StepKind, entries: readonly Entry[], entry: Entry, flow: boolean): Partial<StepModel> {
  const { reader } = ctx;
  switch (kind) {
    case "activate":
    case "play":
    case "move":
    case "conquer":
    case "hold":
    case "hide": {
      const target: CardRefText | undefined = ctx.refs.fromEntry(entries, kind, flow);
      return target ? { target } : {};
    }
    case "recycle": {
      const n = reader.integer(entry.node);
      if (n !== undefined) return { recycle: n };
      if (reader.string(entry.node) === "all") return { recycle: "all" };
      return isSeq(entry.node) ? { recycle: ctx.refs.list(entry.node) } : {};
    }
    case "phase": {
      const phase = reader.string(entry.node);
      return (PHASES as readonly string[]).includes(phase ?? "") ? { phase: phase as Phase } : {};
    }
    case "showdown": {
      const state = reader.string(entry.node);
      return state === "start" || state === "end" ? { showdown: state } : {};
    }
  }
}

function readPlayer(ctx: BuildContext, entry: Entry | undefined): { value: string; range: Range } | undefined {
  const value = ctx.reader.string(entry?.node);
  if (value === undefined || !entry) return undefined;
  const player = { value: value.trim(), range: entry.range };
  return ctx.checkPlayer(player) ? player : undefined;
}

function readFrom(ctx: BuildContext, entry: Entry | undefined): ZoneText[] | undefined {
  if (!entry) return undefined;
  const nodes = isSeq(entry.node) ? ctx.reader.items(entry.node) : [entry.node];
  const out: ZoneText[] = [];
  for (const node of nodes) {
    const text = ctx.reader.string(node);
    const zone = text === undefined ? undefined : (ctx.zone(text, ctx.reader.rangeOf(node, entry.range)) as ZoneText | undefined);
    if (zone) out.push(zone);
  }
  return out.length > 0 ? out : undefined;
}

function buildPlayerExpect(ctx: BuildContext, player: Entry): PlayerExpectModel {
  const { reader } = ctx;
  const entries = reader.entries(player.node, player.range);
  const power: { domain: Domain; value: number; range: Range }[] = [];
  for (const entry of reader.entries(reader.get(entries, "power")?.node, player.range)) {
    const value = reader.integer(entry.node);
    if ((DOMAINS as readonly string[]).includes(entry.key) && value !== undefined) power.push({ domain: entry.key as Domain, value, range: entry.range });
  }
  const energy = located(reader.get(entries, "energy"), (n) => reader.integer(n));
  const points = located(reader.get(entries, "points"), (n) => reader.integer(n));
  const xp = located(reader.get(entries, "xp"), (n) => reader.integer(n));
  return {
    player: player.key,
    keyRange: player.keyRange,
    zones: readZoneExpects(ctx, entries, RIFT_ZONES, (zone) => ORDERED.includes(zone), expectCards),
    power,
    ...(energy ? { energy } : {}),
    ...(points ? { points } : {}),
    ...(xp ? { xp } : {}),
  };
}

function expectCards(ctx: BuildContext, node: Node | null): ExpectCardModel[] {
  const { reader } = ctx;
  return readCardItems(ctx, node).map((item) => {
    const might = located(reader.get(item.entries, "might"), (n) => reader.integer(n));
    const exhausted = located(reader.get(item.entries, "exhausted"), (n) => reader.boolean(n));
    const buffed = located(reader.get(item.entries, "buffed"), (n) => reader.boolean(n));
    return { ref: item.ref, range: item.range, ...(might ? { might } : {}), ...(exhausted ? { exhausted } : {}), ...(buffed ? { buffed } : {}) };
  });
}
