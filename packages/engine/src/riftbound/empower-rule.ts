/**
 * [Empower] / [Empowered] are read from their reminder texts; the card data gives no rule number,
 * so transcripts and refusals cite "Empower".
 */
export const EMPOWER_RULE = "Empower";
