/**
 * One frame of the progress bar the CLI draws on a terminal: `[#######-------] 12/34`. The CLI
 * redraws it in place with a carriage return and erases it before the report, so nothing of it
 * reaches a log or a redirected file (it is drawn only when stdout is a TTY).
 */
export function renderProgress(done: number, total: number, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}`;
}

/** Return to the start of the line and erase it (ECMA-48 EL). */
export const CLEAR_LINE = "\r\u001b[K";
