// The run's findings: each check passed or failed with what was seen, figures (RSS, timings) by
// campaign, printed as they come (a run that hangs still shows how far it got) and summed up at
// the end. The exit code comes from here: 1 if any check failed.
import console from "node:console";

export class Report {
  #campaign = "";
  checks = [];
  figures = [];

  begin(campaign) {
    this.#campaign = campaign;
    console.log(`\n[${campaign}]`);
  }

  /** Records a check. `detail` says what was seen, pass or fail (cut to a line's worth). Returns `passed`. */
  check(name, passed, fullDetail = "") {
    const detail = fullDetail.length > 400 ? `${fullDetail.slice(0, 400)}…` : fullDetail;
    this.checks.push({ campaign: this.#campaign, name, passed, detail });
    console.log(`  ${passed ? "PASS" : "FAIL"}  ${name}${detail ? ` — ${detail}` : ""}`);
    return passed;
  }

  figure(name, value) {
    this.figures.push({ campaign: this.#campaign, name, value });
    console.log(`  ....  ${name}: ${value}`);
  }

  get failed() {
    return this.checks.filter((c) => !c.passed);
  }

  printSummary(elapsedMs) {
    const failed = this.failed;
    console.log("\nSummary");
    for (const campaign of [...new Set(this.checks.map((c) => c.campaign))]) {
      const mine = this.checks.filter((c) => c.campaign === campaign);
      const bad = mine.filter((c) => !c.passed).length;
      console.log(`  ${bad === 0 ? "PASS" : "FAIL"}  ${campaign}: ${mine.length - bad}/${mine.length} checks passed`);
    }
    for (const f of this.figures.filter((f) => f.name.startsWith("RSS"))) console.log(`        ${f.campaign} — ${f.name}: ${f.value}`);
    for (const c of failed) console.log(`  failed: ${c.campaign} / ${c.name}${c.detail ? ` — ${c.detail}` : ""}`);
    console.log(`${this.checks.length - failed.length} passed, ${failed.length} failed in ${(elapsedMs / 1000).toFixed(1)} s`);
  }
}

/** A size in MB as the report prints it. */
export const mb = (value) => (value === undefined ? "n/a" : `${value.toFixed(1)} MB`);
