// @vitest-environment jsdom
// Zones and the card a drag begins on reach dnd-kit as stand-ins: measured as what they stand
// for, never walked for scroll ancestors, and read only once while a card is carried.
import { getScrollableAncestors } from '@dnd-kit/core'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createStandIn,
  holdRects,
  measureStandIn,
  releaseRects,
  standFor,
} from '../../src/ui/dnd/standIns'

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

afterEach(releaseRects)

/** Moves a zone made by zoneAt. */
function moveTo(zone: HTMLElement, left: number, top: number): void {
  const { width, height } = zone.getBoundingClientRect()
  zone.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: top, width, height })
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

  it('answers with the rect read as a drag starts until the drag is over, then reads afresh', () => {
    const zone = zoneAt(10, 20, 100, 140)
    const standIn = createStandIn()
    standFor(standIn, zone)
    holdRects()
    moveTo(zone, 500, 600)
    expect(measureStandIn(standIn)).toMatchObject({ left: 10, top: 20, right: 110 })
    releaseRects()
    expect(measureStandIn(standIn)).toMatchObject({ left: 500, top: 600, right: 600 })
  })

  it('is measured afresh during a drag if it began standing for something after the start', () => {
    holdRects()
    const standIn = createStandIn()
    standFor(standIn, zoneAt(30, 40, 50, 60))
    expect(measureStandIn(standIn)).toMatchObject({ left: 30, top: 40 })
  })

  it('stands for nothing once let go: no rect of a zone that has gone is held', () => {
    const zone = zoneAt(10, 20, 100, 140)
    const standIn = createStandIn()
    standFor(standIn, zone)
    standFor(standIn, null)
    holdRects()
    expect(measureStandIn(standIn)).toMatchObject({ width: 0, height: 0 })
  })
})
