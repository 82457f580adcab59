export { buildCardPool, CARD_POOL_FORMAT, IMPORT_FORMATS } from "./card-pool-file.js";
export type { CardPoolFile, CardPoolSource, ImportFormat, ImportProblem, ImportResult } from "./card-pool-file.js";
export { detectCardFormat } from "./detect-format.js";
export { importCards, UnknownCardFormatError } from "./import-cards.js";
export { readCardPool } from "./read-card-pool.js";
