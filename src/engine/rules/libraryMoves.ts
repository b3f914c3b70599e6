/**
 * Moves that a library action makes and logs in its own words: the card changes zone exactly
 * as by hand (400.7, zones.ts), but the per-card "moved" line is left out, because the action's
 * own line says what the other team may know (a search names no card going to a hand).
 */
import type { CardId, CardInstance, GameState, PlayerId, ZoneName } from '../types'
import { moveCard, type MoveOptions } from './zones'

export function moveQuietly(
  s: GameState,
  by: PlayerId,
  id: CardId,
  to: ZoneName,
  opts: MoveOptions = {},
): GameState {
  const moved = moveCard(s, by, id, to, opts)
  return { ...moved, log: s.log, logArchive: s.logArchive, seq: s.seq }
}

/** The name printed on the card's front: what a revealed card shows (a DFC shows its front, 712.2). */
export function printedName(c: CardInstance): string {
  return c.data.card_faces?.[0]?.name ?? c.data.name
}
