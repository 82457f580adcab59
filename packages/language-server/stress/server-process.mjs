// The built server as a child process, spoken to only over its stdio. Raw bytes go in (the
// transport campaign needs to send broken ones); messages come out through FrameDecoder. Every
// process started here is remembered, so the run can end the ones a failed check left behind —
// these and no other.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { clearTimeout, setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";
import { FrameDecoder } from "./framing.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const packageRoot = path.resolve(here, "..");
export const repoRoot = path.resolve(packageRoot, "../..");
export const serverPath = path.join(packageRoot, "dist", "server.js");

/** Kept to a tail: a server that logs in a loop must not grow the run's own memory. */
const STDERR_TAIL_CHARS = 16_000;

const started = new Set();

export class ServerProcess {
  /** Resolves with { code, signal } when the process has exited. */
  exited;
  stderr = "";
  /** What the server wrote that is not a well-framed JSON message (a server bug). */
  brokenOutput = [];
  #child;
  #exit;

  constructor(onMessage) {
    if (!existsSync(serverPath)) throw new Error(`${serverPath} is missing: build the language server first (npx -y pnpm@12.4.2 run build).`);
    this.#child = spawn(process.execPath, [serverPath, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
    started.add(this);
    this.exited = new Promise((resolve) => {
      this.#child.once("exit", (code, signal) => {
        this.#exit = { code, signal };
        started.delete(this);
        resolve(this.#exit);
      });
    });
    const decoder = new FrameDecoder(onMessage, (problem) => this.brokenOutput.push(problem));
    this.#child.stdout.on("data", (chunk) => decoder.push(chunk));
    this.#child.stderr.on("data", (chunk) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_TAIL_CHARS);
    });
    // Writing to a server that has exited fails with EPIPE; the checks look at the exit instead.
    this.#child.stdin.on("error", () => undefined);
  }

  get pid() {
    return this.#child.pid;
  }

  /** { code, signal } once exited, else undefined. */
  get exit() {
    return this.#exit;
  }

  /** Writes bytes; resolves once they are handed to the pipe (or at once if the pipe is gone). */
  write(bytes) {
    const stdin = this.#child.stdin;
    if (stdin.destroyed || stdin.writableEnded) return Promise.resolve();
    return new Promise((resolve) => stdin.write(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, "utf8"), () => resolve()));
  }

  /** Closes the server's stdin, as a client that goes away does. */
  closeInput() {
    this.#child.stdin.end();
  }

  /** Closes both pipes at once: the client process died. */
  vanish() {
    this.#child.stdin.destroy();
    this.#child.stdout.destroy();
  }

  /** Resolves with the exit, or undefined if the process is still running after `ms`. */
  waitForExit(ms) {
    if (this.#exit) return Promise.resolve(this.#exit);
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    });
    return Promise.race([this.exited, late]).finally(() => clearTimeout(timer));
  }

  /** Ends the process at once; resolves when it has exited. */
  kill() {
    if (!this.#exit) this.#child.kill("SIGKILL");
    return this.exited;
  }
}

/** Ends every server this run started that is still running (after a failed or timed-out check). */
export async function killLeftoverServers() {
  const left = [...started];
  await Promise.all(left.map((server) => server.kill()));
  return left.length;
}
