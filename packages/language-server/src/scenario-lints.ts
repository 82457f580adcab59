import { ScenarioLinter, type LintOptions, type ScenarioLintJob } from "@recycle-rules/linter";

/**
 * Each open scenario's incremental linter (ScenarioLinter: a version resumes the replay of the
 * one before it) and the job linting its newest version. Whoever needs that version (the
 * diagnostics, a hover) shares the one job, and a newer version's job takes over from it, so one
 * document never has two replays making progress.
 */
export class ScenarioLints {
  private readonly docs = new Map<string, { readonly linter: ScenarioLinter; current?: { readonly version: number; readonly text: string; readonly job: ScenarioLintJob } }>();

  /**
   * The job for this version of the document: the one already started, or a new one resuming from
   * the last. The text is compared too: a document closed and opened again may start its versions
   * over, so one version number can name two texts.
   */
  job(uri: string, version: number, text: string, options: LintOptions): ScenarioLintJob {
    let doc = this.docs.get(uri);
    if (!doc) {
      doc = { linter: new ScenarioLinter() };
      this.docs.set(uri, doc);
    }
    if (doc.current?.version === version && doc.current.text === text) return doc.current.job;
    const job = doc.linter.start(text, options);
    doc.current = { version, text, job };
    return job;
  }

  /** Whether `job` is still the one linting this document's newest version (no newer version, close or restart since). */
  isCurrent(uri: string, job: ScenarioLintJob): boolean {
    return this.docs.get(uri)?.current?.job === job;
  }

  /** The document closed: its replays go with it. */
  forget(uri: string): void {
    this.docs.delete(uri);
  }

  /**
   * New settings (card data, workspace folders): every version is linted again, by a new job. It
   * still resumes from the last one's replay where that is sound, which the linter judges (the same
   * options, the same deck files read). A reload with the same catalog doesn't come here at all
   * (Analyses.setCatalog); one with extra card files builds a new catalog, which replays from the start.
   */
  restart(): void {
    for (const doc of this.docs.values()) delete doc.current;
  }
}
