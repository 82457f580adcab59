/**
 * The note on a card whose power pips' domains no source gives (the card databases give a
 * two-domain card's power cost as a number of pips): the pips are "unknown", never guessed, and
 * the entry says why. Shared by the script that builds data/riftbound.json and the importers.
 */

export function unknownPowerNote(pips: number, domains: readonly string[]): string {
  const card = domains.length === 0 ? "the card has no domain" : `the card is ${domains.map((d) => d.charAt(0).toUpperCase() + d.slice(1)).join(" and ")}`;
  return `The power cost has ${pips} pip${pips === 1 ? "" : "s"}, but the card data's sources give only their number, not each pip's domain (${card}): they are "unknown" here until read off the card.`;
}
