import type { Document } from "yaml";
import type { AnyGameModule } from "../game/module.js";
import { builtinGames } from "../games/index.js";
import { frameOf, recordingReads, type FileRead } from "../replay/frame.js";
import { reusableProgress, type ReplayBasis } from "../replay/reuse.js";
import { ReplayRun, type Replayed, type ReplayProgress } from "../replay/run.js";
import type { Replay } from "../replay/types.js";
import type { SourceText } from "../text/source.js";
import type { LintOptions, LintResult, ParsedYaml } from "./lint.js";
import { crashed, scenarioSource, tooLarge } from "./lint-guards.js";
import { deckEnvFor } from "./node-files.js";
import { assemble, prepare, type Prepared } from "./pipeline.js";
import { settleScenario } from "../config/settle-file.js";

/** A lint of one version of a document, with the YAML it parsed. */
export interface IncrementalLintResult extends LintResult, ParsedYaml {
  /** How many steps' replays came from the previous version's lint (0: the replay began at the start). */
  readonly reusedSteps: number;
}

/** A lint in progress: advanced a slice at a time, or finished at once. */
export interface ScenarioLintJob {
  /** Lints on until done or until `pause()` says to stop (asked after each step of the replay); true when done. */
  advance(pause: () => boolean): boolean;
  /** Does what is left and returns the result (the same one on every call). */
  finish(): IncrementalLintResult;
}

/**
 * The linter of one open document (an editor's). Each version is linted from the previous one's
 * replay: the steps before the first one whose text changed keep their replay (states, findings,
 * events) and only the rest is replayed; parsing, the structure check and the model are made anew
 * (they are a small part of the work, and every range after the edit moves). The result is the
 * one lintScenario gives for the same text: test/incremental/ checks so on random edits.
 *
 * A version's lint may be left unfinished (its text is already stale): the next version resumes
 * from the steps it did. Only the latest job's progress is kept.
 */
export class ScenarioLinter {
  private last: Job | undefined;

  /** Starts linting a version of the document; nothing is replayed until the job is advanced or finished. */
  start(text: string, options: LintOptions = {}): ScenarioLintJob {
    const job = new Job(text, options, this.last?.memo());
    this.last = job;
    return job;
  }

  /** Lints a version of the document at once. */
  lint(text: string, options: LintOptions = {}): IncrementalLintResult {
    return this.start(text, options).finish();
  }
}

/** What a job leaves for the next version's: its replay so far and what it was linted with. */
interface Memo {
  readonly options: LintOptions;
  readonly game: AnyGameModule;
  readonly basis: ReplayBasis;
}

/** The replay of a job, whatever its game's types. */
interface RunningReplay {
  advance(pause: () => boolean): boolean;
  finish(): Replayed<unknown, unknown>;
  progress(): ReplayProgress<unknown, unknown>;
}

/** A job whose stages before the replay are done, and whose replay may go on. */
interface Replaying {
  readonly prepared: Prepared;
  readonly game: AnyGameModule;
  readonly run: RunningReplay;
  /** Absent when this version can't be resumed by the next (frameOf says when). */
  readonly basis?: Omit<ReplayBasis, "progress">;
  readonly reusedSteps: number;
}

/**
 * Where a job is: replaying, or done. A done job keeps its replay (when it had one) for the next
 * version to resume; one that ended early (too large, no game, a crash) has none.
 */
type JobState = { readonly done?: undefined; readonly replaying: Replaying } | { readonly done: IncrementalLintResult; readonly replaying?: Replaying };

class Job implements ScenarioLintJob {
  private readonly source: SourceText;
  private readonly parsed: { yaml?: Document } = {};
  private state: JobState;

  constructor(
    text: string,
    private readonly options: LintOptions,
    previous: Memo | undefined,
  ) {
    this.source = scenarioSource(text);
    const big = tooLarge(this.source);
    this.state = big ? { done: this.resultOf({ diagnostics: [big] }, 0) } : this.guarded(() => this.begin(previous));
  }

  advance(pause: () => boolean): boolean {
    const current = this.state;
    if (current.done) return true;
    let replayed = false;
    this.state = this.guarded(() => {
      replayed = current.replaying.run.advance(pause);
      return current;
    });
    if (replayed) this.finish();
    return this.state.done !== undefined;
  }

  finish(): IncrementalLintResult {
    const current = this.state;
    if (current.done) return current.done;
    const { replaying } = current;
    const done = this.guarded(() => ({ replaying, done: this.resultOf(this.settled(assemble(replaying.prepared, replaying.run.finish())), replaying.reusedSteps) }));
    this.state = done;
    return done.done as IncrementalLintResult;
  }

  /** The basis for the next version: this version's replay as far as it got. */
  memo(): Memo | undefined {
    const r = this.state.replaying;
    return r?.basis && { options: this.options, game: r.game, basis: { ...r.basis, progress: r.run.progress() } };
  }

  /** Parse, check and model the text, then set up its replay, resumed from `previous` where the text allows. */
  private begin(previous: Memo | undefined): JobState {
    const reads: FileRead[] = [];
    const decks = recordingReads(deckEnvFor(this.options), reads);
    const prepared = prepare(builtinGames, this.source, (this.options.catalogs ?? {}) as Readonly<Record<string, unknown>>, decks, this.parsed, this.options.onStage);
    const input = prepared.replay;
    if (!input) return { done: this.resultOf(this.settled(assemble(prepared)), 0) };
    const frame = frameOf(prepared.doc, this.source.text.length, reads);
    const stepRanges = input.model.steps.map((s) => s.range);
    const usable = previous && previous.game === input.game && sameOptions(previous.options, this.options) ? previous.basis : undefined;
    const resume = usable && frame ? reusableProgress(usable, { text: this.source.text, frame, stepRanges }) : undefined;
    // A resumed replay goes on with the cards its states were made with (the same cards, as the frame is the same).
    const cards = resume && usable ? usable.cards : input.cards;
    const run = new ReplayRun(input.game.id, input.game.replay, input.model, cards, resume);
    const basis = frame && { text: this.source.text, frame, stepRanges, cards };
    return { replaying: { prepared, game: input.game, run, reusedSteps: resume?.records.length ?? 0, ...(basis ? { basis } : {}) } };
  }

  /** Runs a stage; one that throws ends the job with the one finding that says so (as lintScenario does). */
  private guarded(stage: () => JobState): JobState {
    try {
      return stage();
    } catch (e) {
      return { done: this.resultOf({ diagnostics: [crashed(this.source, e)] }, 0) };
    }
  }

  /** The lint's findings after the file's disable comments and the config's severities (as lintScenario's). */
  private settled(lint: LintResult<Replay>): LintResult<Replay> {
    return { ...lint, diagnostics: settleScenario(lint.diagnostics, this.source, this.parsed.yaml, this.options.rules) };
  }

  private resultOf(lint: LintResult<Replay>, reusedSteps: number): IncrementalLintResult {
    // The built-in games' registry replays only the built-in games (as lintScenario says too).
    const result = { ...(lint as LintResult), reusedSteps };
    return this.parsed.yaml ? { ...result, yaml: this.parsed.yaml } : result;
  }
}

/** Whether two lints read the file's surroundings the same way (the file system, the workspace, the card lists). */
function sameOptions(a: LintOptions, b: LintOptions): boolean {
  if (a.filePath !== b.filePath || a.workspaceRoot !== b.workspaceRoot || a.readFile !== b.readFile || a.realPath !== b.realPath) return false;
  const ac = Object.entries(a.catalogs ?? {});
  const bc = b.catalogs ?? {};
  return ac.length === Object.keys(bc).length && ac.every(([game, catalog]) => (bc as Readonly<Record<string, unknown>>)[game] === catalog);
}
