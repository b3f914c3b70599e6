// @vitest-environment jsdom
// Zones reach dnd-kit as stand-ins: measured as their zone, never walked for scroll ancestors.
import { getScrollableAncestors } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import { createStandIn, measureStandIn, standFor } from '../../src/ui/dnd/zoneStandIns'

/** A zone inside a scrolling area, as zone viewers and the log are. */
function zoneAt(left: number, top: number, width: number, height: number): HTMLElement {
  const scroller = document.createElement('div')
  scroller.style.overflow = 'auto'
  const zone = document.createElement('section')
  zone.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width, height })
  scroller.append(zone)
  document.body.append(scroller)
  return zone
}

describe('a zone stand-in', () => {
  it('is measured as the zone it stands for, in plain numbers', () => {
    const standIn = createStandIn()
    standFor(standIn, zoneAt(420, 10, 100, 140))
    expect(measureStandIn(standIn)).toEqual({
      left: 420,
      top: 10,
      width: 100,
      height: 140,
      right: 520,
      bottom: 150,
    })
  })

  it('follows the zone when the zone element is replaced', () => {
    const standIn = createStandIn()
    standFor(standIn, zoneAt(0, 0, 50, 50))
    standFor(standIn, zoneAt(200, 300, 60, 80))
    expect(measureStandIn(standIn)).toMatchObject({ left: 200, top: 300, right: 260 })
  })

  it('is not walked for scroll ancestors by dnd-kit, even placed where its zone is', () => {
    const zone = zoneAt(0, 0, 50, 50)
    const standIn = createStandIn()
    standFor(standIn, zone)
    zone.append(standIn)
    expect(getScrollableAncestors(zone)).toContain(zone.parentElement)
    expect(getScrollableAncestors(standIn as unknown as Element)).toEqual([])
  })
})
