/** Small vocabularies shared by the MTG text matchers. */

const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20 };

/** "three" → 3, "12" → 12; undefined for anything else. */
export function numberWord(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

export const NUMBER_PATTERN = "(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty|\\d+)";

export const COLOR_WORDS: Readonly<Record<string, "W" | "U" | "B" | "R" | "G">> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

/** Keyword abilities that need no rules from the engine here (evasion, combat, protection). */
const SIMPLE_KEYWORDS = [
  "flying", "lifelink", "vigilance", "trample", "haste", "reach", "deathtouch", "first strike", "double strike", "flash",
  "defender", "menace", "hexproof", "indestructible", "shroud", "fear", "swampwalk", "islandwalk", "forestwalk", "mountainwalk", "plainswalk",
];

/** "Flying" → "Flying"; "protection from black" → "Protection from black"; unknown → undefined. */
export function simpleKeyword(phrase: string): string | undefined {
  const p = phrase.trim().toLowerCase();
  if (SIMPLE_KEYWORDS.includes(p) || /^protection from (white|blue|black|red|green|artifacts|creatures|everything)$/.test(p)) {
    return p.charAt(0).toUpperCase() + p.slice(1);
  }
  return undefined;
}

/** "trample", "flying and first strike", "trample and haste": every keyword known, or undefined. */
export function readKeywords(words: string): string[] | undefined {
  const parts = words.split(/, and |, | and /).filter(Boolean);
  const keywords = parts.map(simpleKeyword);
  return parts.length > 0 && keywords.every((k) => k !== undefined) ? (keywords as string[]) : undefined;
}

/** "dinosaur" → "Dinosaur", "elf warrior" → ["Elf", "Warrior"]: subtypes as printed. */
export function subtypeWords(words: string): string[] {
  return words.split(/\s+/).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
}

const IRREGULAR: Readonly<Record<string, string>> = { zombies: "zombie", elves: "elf", dwarves: "dwarf", wolves: "wolf", humans: "human", heroes: "hero" };

/** "Zombies" → "Zombie", "Elves" → "Elf", "Faeries" → "Faery": enough for "the number of Zombies on the battlefield". */
export function singular(word: string): string {
  const irregular = IRREGULAR[word.toLowerCase()];
  if (irregular) return irregular;
  if (/ves$/i.test(word)) return word.replace(/ves$/i, "f");
  if (/ies$/i.test(word)) return word.replace(/ies$/i, "y");
  return word.replace(/s$/i, "");
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
