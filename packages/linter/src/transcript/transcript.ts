import type { TranscriptRules } from "./rules.js";
import type { Replay } from "../replay/types.js";
import { deckLines } from "./deck-lines.js";

/**
 * A replay as readable text: a header, each step with its events indented beneath it, and the
 * final state; the game says how its header, states and events read. Deterministic and free of
 * paths, line numbers and times, so it can be stored as a golden file and compared byte for byte.
 */
export function renderReplay<State>(replay: Replay<State>, rules: TranscriptRules<State>): string {
  const lines: string[] = [`scenario: ${replay.title}`, ...rules.header(replay.initial, replay.seed)];
  if (replay.edition !== undefined) lines.push(`edition: ${replay.edition}`);
  if (replay.rules.length > 0) lines.push(`rules: ${replay.rules.join(", ")}`);
  lines.push(...deckLines(replay.decks));
  lines.push("", "start:", ...rules.state(replay.initial), "");
  for (const step of replay.steps) {
    lines.push(`step ${step.index + 1}: ${step.label}`);
    if (step.skipped !== undefined) lines.push(`  (not run: ${step.skipped})`);
    for (const line of rules.events(step.events)) lines.push(`  ${line}`);
    if (step.skipped === undefined && rules.afterStep) lines.push(...rules.afterStep(step.after, step.refused));
  }
  lines.push("", "final state:", ...rules.state(replay.final));
  return `${lines.join("\n")}\n`;
}
