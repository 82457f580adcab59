import type { RiftBattlefieldSetup } from "@recycle-rules/engine";
import type { BattlefieldModel, PlayerModel, SetupCardModel } from "./model.js";

/**
 * `battlefields:` as the engine's set-up reads it: each battlefield card goes into the
 * `battlefield` zone of the player who set it up (`owner:`, else its controller, else the first
 * player), each unit into its player's, after the cards that player's own `battlefield:` lists;
 * the units point at their battlefield by its index (`at`). A card under `facedown:` goes into
 * the `facedown` zone of the battlefield's controller (else of the player who set it up, and the
 * engine reports it: 811.1.b), pointing at it the same way.
 */
export function withBattlefields(players: readonly PlayerModel[], battlefields: readonly BattlefieldModel[]): PlayerModel[] {
  const first = players[0]?.id;
  const holder = (b: BattlefieldModel): string | undefined => b.card.owner?.value ?? b.controller?.value ?? first;
  return players.map((player) => {
    const added: SetupCardModel[] = [];
    const hidden: SetupCardModel[] = [];
    for (const b of battlefields) {
      if (holder(b) === player.id) added.push(b.card);
      for (const group of b.units) if (group.player === player.id) added.push(...group.cards);
      // Only the battlefield's controller hides there (811.1.b); with no controller, the engine reports it.
      if ((b.controller?.value ?? holder(b)) === player.id) hidden.push(...b.facedown);
    }
    if (added.length === 0 && hidden.length === 0) return player;
    const zones = { ...player.zones, battlefield: [...(player.zones.battlefield ?? []), ...added] };
    return { ...player, zones: hidden.length === 0 ? zones : { ...zones, facedown: [...(player.zones.facedown ?? []), ...hidden] } };
  });
}

/** Where each battlefield's card ended up (unknown cards are left out of the zones), with its controller. */
export function battlefieldPlaces(
  players: readonly PlayerModel[],
  entry: (player: string, index: number) => SetupCardModel | undefined,
  battlefields: readonly BattlefieldModel[],
): RiftBattlefieldSetup[] {
  const out: RiftBattlefieldSetup[] = [];
  battlefields.forEach((b, k) => {
    for (const player of players) {
      const count = player.zones.battlefield?.length ?? 0;
      for (let index = 0; index < count; index++) {
        if (entry(player.id, index)?.battlefieldOf === k) out[k] = { player: player.id, index, controller: b.controller?.value ?? null };
      }
    }
  });
  return out;
}
