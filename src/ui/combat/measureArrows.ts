/** Where the combat arrows go on screen: measured from the cards and zones the table drew. */
import { zoneId } from '../zoneIds'
import { parseArrow, type ArrowKind } from './combatArrowList'

export interface ArrowLine {
  key: string
  kind: ArrowKind
  x1: number
  y1: number
  x2: number
  y2: number
  /** The attacked player's battlefield, outlined. */
  zone?: { x: number; y: number; width: number; height: number }
}

function cardRect(id: string): DOMRect | undefined {
  const selector = `[data-card-id="${id.replace(/["\\]/g, '\\$&')}"]`
  return document.querySelector(selector)?.getBoundingClientRect()
}

function zoneRect(player: string): DOMRect | undefined {
  const selector = `[data-zone="${zoneId(player, 'battlefield').replace(/["\\]/g, '\\$&')}"]`
  return document.querySelector(selector)?.getBoundingClientRect()
}

/** A player is attacked at the edge of their battlefield that faces the attacker. */
const EDGE_INSET = 16

export function measureArrows(keys: string[]): ArrowLine[] {
  const lines: ArrowLine[] = []
  for (const key of keys) {
    const { kind, from, to } = parseArrow(key)
    const start = cardRect(from)
    if (!start) continue
    const x1 = start.left + start.width / 2
    const y1 = start.top + start.height / 2
    const zone = kind.startsWith('attack') ? zoneRect(to) : undefined
    if (zone) {
      const y2 =
        y1 > zone.bottom
          ? zone.bottom - EDGE_INSET
          : y1 < zone.top
            ? zone.top + EDGE_INSET
            : zone.top + zone.height / 2
      lines.push({
        key,
        kind,
        x1,
        y1,
        x2: zone.left + zone.width / 2,
        y2,
        zone: { x: zone.left, y: zone.top, width: zone.width, height: zone.height },
      })
      continue
    }
    const end = cardRect(to)
    if (!end) continue
    lines.push({ key, kind, x1, y1, x2: end.left + end.width / 2, y2: end.top + end.height / 2 })
  }
  return lines
}

export function sameLines(a: ArrowLine[], b: ArrowLine[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b)
}
