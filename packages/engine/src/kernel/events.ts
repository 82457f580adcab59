import type { CardId, PlayerId, Violation, ZoneRef } from "./types.js";

/** Where a moved card landed within its new zone. Unordered zones use "any". */
export type Position = "top" | "bottom" | "any";

/**
 * What happened, in order. Events carry names as well as ids so a transcript can be rendered
 * without the state; `rule` says which rule decided the outcome where one did.
 */
export type GameEvent =
  | {
      readonly type: "move";
      readonly card: CardId;
      readonly name: string;
      readonly owner: PlayerId;
      readonly from: ZoneRef;
      readonly to: ZoneRef;
      readonly position: Position;
      readonly reason: MoveReason;
      readonly rule?: string;
    }
  | { readonly type: "cease"; readonly card: CardId; readonly name: string; readonly from: ZoneRef; readonly rule: string }
  /** A card (a token) joins the game: the only way one enters the registry during play. */
  | { readonly type: "create"; readonly card: CardId; readonly name: string; readonly to: ZoneRef }
  | { readonly type: "exhaust" | "ready"; readonly card: CardId; readonly name: string }
  | {
      readonly type: "resource";
      readonly player: PlayerId;
      /** e.g. "energy", "power:fury", "mana:{U}", "life", "points". */
      readonly resource: string;
      readonly delta: number;
      readonly total: number;
      readonly rule?: string;
    }
  | { readonly type: "stat"; readonly card: CardId; readonly name: string; readonly stat: string; readonly delta: number; readonly total: number; readonly until?: string }
  | { readonly type: "activate"; readonly player: PlayerId; readonly card: CardId; readonly name: string; readonly ability: string }
  | { readonly type: "play"; readonly player: PlayerId; readonly card: CardId; readonly name: string }
  | { readonly type: "trigger"; readonly card: CardId; readonly name: string; readonly ability: string }
  | { readonly type: "resolve"; readonly card: CardId; readonly name: string; readonly ability: string }
  | { readonly type: "phase"; readonly player: PlayerId; readonly phase: string; readonly turn: number }
  | { readonly type: "state"; readonly what: string }
  | {
      /** A choice the engine raised: answered by the scenario, or by the documented default. */
      readonly type: "choice";
      readonly player: PlayerId;
      readonly prompt: string;
      readonly answer: string;
      readonly defaulted: boolean;
    }
  | { readonly type: "order"; readonly player: PlayerId; readonly zone: ZoneRef; readonly cards: readonly string[]; readonly how: "random" | "chosen" | "default"; readonly rule: string }
  | { readonly type: "shuffle"; readonly zone: ZoneRef; readonly rule?: string }
  | { readonly type: "refused"; readonly violation: Violation }
  | { readonly type: "warning"; readonly violation: Violation }
  | { readonly type: "note"; readonly text: string; readonly rule?: string };

export type MoveReason =
  | "recycle"
  | "draw"
  | "play"
  | "resolve"
  | "banish"
  | "channel"
  | "kill"
  | "discard"
  | "reveal"
  | "search"
  | "put"
  // Magic: The Gathering
  | "cast"
  | "destroy"
  | "counter"
  | "exile"
  | "return"
  | "sacrifice"
  | "mill"
  | "state-based";
