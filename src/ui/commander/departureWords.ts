/**
 * How the 903.9 prompt words each zone a commander can leave for: one whole sentence per zone
 * (`name`, `owner` slots), so each language names the zone its own way.
 */
import type { DepartureZone } from './commanderDepartures'

/** "Torbran went to Ana’s graveyard." / "Torbran was exiled." */
export function wentToKey(zone: DepartureZone): string {
  return `commander.wentTo.${zone}`
}

/** "Torbran stays in exile." */
export function staysInKey(zone: DepartureZone): string {
  return `commander.staysIn.${zone}`
}

/** 903.9a for a graveyard or exile (the owner may move it); 903.9b for a hand or a library. */
export const DEPARTURE_RULE: Record<DepartureZone, string> = {
  graveyard: '903.9a',
  exile: '903.9a',
  hand: '903.9b',
  library: '903.9b',
}
