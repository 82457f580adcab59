import type { Replay } from "../replay/types.js";
import { deckLines } from "./deck-lines.js";
import { renderEvent } from "./event.js";
import { renderState } from "./state.js";

/**
 * The replay as readable text: a header, each step with its events indented beneath it, and the
 * final state. Deterministic and free of paths, line numbers and times, so it can be stored as a
 * golden file and compared byte for byte.
 */
export function renderTranscript(replay: Replay): string {
  const start = replay.initial;
  const lines: string[] = [
    `scenario: ${replay.title}`,
    `game: ${replay.game}, seed: ${replay.seed}`,
    `turn: ${start.turnPlayer}, phase: ${start.phase}${start.showdown ? ", in a showdown" : ""}`,
  ];
  if (replay.rules.length > 0) lines.push(`rules: ${replay.rules.join(", ")}`);
  lines.push(...deckLines(replay.decks));
  lines.push("", "start:", ...renderState(start), "");
  for (const step of replay.steps) {
    lines.push(`step ${step.index + 1}: ${step.label}`);
    if (step.skipped !== undefined) lines.push(`  (not run: ${step.skipped})`);
    for (const event of step.events) lines.push(`  ${renderEvent(event)}`);
  }
  lines.push("", "final state:", ...renderState(replay.final));
  return `${lines.join("\n")}\n`;
}
