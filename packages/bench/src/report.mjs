/** The suite's results as a console table and as the generated part of docs/performance.md. */
import process from "node:process";
import os from "node:os";

const status = (row) => (row.met === true ? "met" : row.met === false ? "not met" : "—");

export function renderTable(rows) {
  const width = Math.max(...rows.map((r) => r.measure.length));
  return rows.map((r) => `${status(r).padEnd(8)} ${r.measure.padEnd(width)}  target ${r.target}  ${r.value}`).join("\n");
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.platform()} ${os.release()}, Node ${process.versions.node}`;
}

const START = "<!-- bench:start (written by `pnpm bench`; edit outside these markers) -->";
const END = "<!-- bench:end -->";

function cell(text) {
  return String(text).replaceAll("|", "\\|");
}

/** The generated block: date, machine, and one row per measure. */
export function renderBlock(rows, { date, machine, minutes }) {
  const met = rows.filter((r) => r.met === true).length;
  const judged = rows.filter((r) => r.met !== null).length;
  return [
    START,
    `Last run: ${date.toISOString().slice(0, 10)}, ${machine}; the suite took ${minutes.toFixed(1)} minutes. ${met} of ${judged} targets met.`,
    "",
    "| measure | target | measured | status | why not met (measured in this run) |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map((r) => `| ${cell(r.measure)} | ${cell(r.target)} | ${cell(r.value)} | ${status(r)} | ${cell(r.reason ?? "")} |`),
    END,
  ].join("\n");
}

/** `document` with its generated block replaced (or appended when it has none yet). */
export function updateDocument(document, block) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start === -1 || end === -1 || end < start) return `${document.trimEnd()}\n\n${block}\n`;
  return `${document.slice(0, start)}${block}${document.slice(end + END.length)}`;
}
