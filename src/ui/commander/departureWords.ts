/** How the 903.9 prompt words each zone a commander can leave for. */
import type { DepartureZone } from './commanderDepartures'

/** "Torbran … went to Ana’s graveyard." */
export function wentTo(zone: DepartureZone, owner: string): string {
  return zone === 'exile' ? 'was exiled' : `went to ${owner}’s ${zone}`
}

/** "Torbran … stays in exile." */
export function staysIn(zone: DepartureZone): string {
  return zone === 'exile' ? 'stays in exile' : `stays in the ${zone}`
}

/** 903.9a for a graveyard or exile (the owner may move it); 903.9b for a hand or a library. */
export const DEPARTURE_RULE: Record<DepartureZone, string> = {
  graveyard: '903.9a',
  exile: '903.9a',
  hand: '903.9b',
  library: '903.9b',
}
