// What the kernel says about the server process: resident memory (VmRSS in /proc/<pid>/status)
// and CPU time (/proc/<pid>/stat). Linux only; elsewhere the figures are missing and say so,
// rather than passing a memory check that measured nothing.
import { readFileSync } from "node:fs";
import { clearInterval, setInterval } from "node:timers";
import { setTimeout as sleep } from "node:timers/promises";

/** The process's resident set in MB, or undefined once it is gone (or off Linux). */
export function rssMb(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * CPU time used so far (user + system) in ms, or undefined once it is gone. Clock ticks are 100
 * a second on every Linux the run targets (USER_HZ), so a tick is 10 ms.
 */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis don't.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS until stopped, keeping the peak; `mark` takes a sample now and returns it. */
export class RssSampler {
  #pid;
  #timer;
  peak = 0;

  constructor(pid, everyMs) {
    this.#pid = pid;
    this.#timer = setInterval(() => this.sample(), everyMs);
    this.sample();
  }

  sample() {
    const now = rssMb(this.#pid);
    if (now !== undefined) this.peak = Math.max(this.peak, now);
    return now;
  }

  mark() {
    return this.sample();
  }

  stop() {
    clearInterval(this.#timer);
  }
}

/** The share of one core the process used over `ms` (0..1, more with threads), or undefined if it exited. */
export async function cpuShareOver(pid, ms) {
  const before = cpuMs(pid);
  await sleep(ms);
  const after = cpuMs(pid);
  return before === undefined || after === undefined ? undefined : (after - before) / ms;
}
