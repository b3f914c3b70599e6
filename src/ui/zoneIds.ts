/** The `data-zone` names browser tests rely on (docs/architecture.md): `<playerId>:<zone>`. */
import type { PlayerId, ZoneName } from '../engine'

const ZONES: readonly ZoneName[] = [
  'library',
  'hand',
  'battlefield',
  'graveyard',
  'exile',
  'command',
  'stack',
]

export interface ZoneRef {
  player: PlayerId
  zone: ZoneName
}

export function zoneId(player: PlayerId, zone: ZoneName): string {
  return `${player}:${zone}`
}

export function parseZoneId(id: string): ZoneRef | null {
  const at = id.lastIndexOf(':')
  if (at <= 0) return null
  const zone = id.slice(at + 1) as ZoneName
  return ZONES.includes(zone) ? { player: id.slice(0, at), zone } : null
}
