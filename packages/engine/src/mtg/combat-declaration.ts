import type { CardId, PlayerId } from "../kernel/types.js";

/**
 * What an `attack` / `block` action asks the next declaration to be. Its own module so that the
 * transaction can hold one without importing the declaration steps, which import the transaction.
 */
export interface CombatDeclaration {
  readonly attackers?: readonly { readonly card: CardId; readonly defender?: PlayerId }[];
  readonly blockers?: readonly { readonly card: CardId; readonly attacker: CardId }[];
}
