import type { AnyGameModule } from "../game/module.js";
import { GameRegistry } from "../game/registry.js";
import type { Replay } from "../replay/types.js";
import type { MtgCardCatalog } from "./mtg/cards.js";
import { mtg } from "./mtg/module.js";
import type { MtgStepKind } from "./mtg/schema.js";
import type { CardCatalog } from "./riftbound/cards.js";
import type { StepKind } from "./riftbound/model.js";
import { riftbound } from "./riftbound/module.js";
import type { MtgAction, MtgState, RiftAction, RiftState } from "@recycle-rules/engine";

/** The games this linter knows, the default (a file without `game:`) first. */
export const BUILTIN_GAMES: readonly AnyGameModule[] = [riftbound, mtg];

export const builtinGames = new GameRegistry(BUILTIN_GAMES);

/** Card catalogs for the built-in games, by game id (the bundled cards when absent). */
export interface BuiltinCatalogs {
  readonly riftbound?: CardCatalog;
  readonly mtg?: MtgCardCatalog;
}

/** A replay of a built-in game: `game` tells which, and narrows the states and actions. */
export type BuiltinReplay = Replay<RiftState, RiftAction, StepKind, "riftbound"> | Replay<MtgState, MtgAction, MtgStepKind, "mtg">;
