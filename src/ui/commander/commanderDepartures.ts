/**
 * Which commanders just went where 903.9 lets their owner send them to the command zone
 * instead: a graveyard or exile (903.9a), a hand or a library (903.9b).
 */
import type { CardId, GameState, PlayerId, ZoneName } from '../../engine'

export type DepartureZone = 'graveyard' | 'exile' | 'hand' | 'library'

export interface Departure {
  card: CardId
  owner: PlayerId
  zone: DepartureZone
}

const WATCHED: ReadonlySet<ZoneName> = new Set(['graveyard', 'exile', 'hand', 'library'])

function isDepartureZone(zone: ZoneName): zone is DepartureZone {
  return WATCHED.has(zone)
}

/** Commander cards whose zone changed to one of the 903.9 zones between two states. */
export function commanderDepartures(before: GameState, after: GameState): Departure[] {
  const out: Departure[] = []
  for (const c of Object.values(after.cards)) {
    if (!c.isCommander || !isDepartureZone(c.zone)) continue
    const was = before.cards[c.id]?.zone
    if (was !== undefined && was !== c.zone) out.push({ card: c.id, owner: c.owner, zone: c.zone })
  }
  return out
}
