import type { ProgressSink } from "../../src/cards/progress.js";

/** A progress sink that keeps what is written. */
export function captureSink(isTTY: boolean, columns?: number): ProgressSink & { text(): string } {
  let text = "";
  return { isTTY, ...(columns !== undefined ? { columns } : {}), write: (chunk: string) => void (text += chunk), text: () => text };
}

/** The frames drawn on a TTY: what follows each carriage return, without the erase-line code. */
export function frames(text: string): string[] {
  return text
    .split("\r")
    .slice(1)
    .map((f) => f.replaceAll("\u001b[K", ""));
}
