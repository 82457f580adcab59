/**
 * Backup N (702.165a): "When this creature enters, put N +1/+1 counters on target creature. If
 * that's another creature, it gains the following abilities until end of turn." The following
 * abilities are those printed after Backup on the card; they are granted only when every one of
 * them is a keyword the engine knows (Cragsmasher Yeti's trample, Gloomfang Mauler's menace), or
 * Backup stays unmodelled: a grant of part of them would be a wrong reading.
 */
import type { MtgAbility, MtgTriggeredAbility } from "@recycle-rules/engine";

const BACKUP = /^backup (\d+)$/i;

/** Replaces an unread "Backup N" among `abilities` (in printed order) with its triggered ability. */
export function readBackup(abilities: MtgAbility[]): void {
  const at = abilities.findIndex((a) => a.kind === "static" && a.effect.kind === "unmodelled" && BACKUP.test(a.text.trim()));
  if (at < 0) return;
  const after = abilities.slice(at + 1);
  const keywords = after.flatMap((a) => (a.kind === "static" && a.effect.kind === "keyword" ? [a.effect.keyword] : []));
  if (keywords.length !== after.length) return;
  const text = (abilities[at] as MtgAbility).text.trim();
  const n = Number(BACKUP.exec(text)?.[1] ?? 0);
  const backup: MtgTriggeredAbility = {
    kind: "triggered",
    trigger: "when-enters",
    optional: false,
    target: "creature",
    effect: [
      { kind: "counters", counter: "+1/+1", count: { kind: "fixed", n }, on: "target" },
      ...(keywords.length ? [{ kind: "pump", on: "target", power: 0, toughness: 0, keywords, ifOther: true } as const] : []),
    ],
    text,
  };
  abilities[at] = backup;
}
