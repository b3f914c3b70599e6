// Where the card reader stands (issue 37): beside the card, never over it, never off the window.
import { describe, expect, it } from 'vitest'
import {
  footprint,
  placeReader,
  READER_GAP,
  READER_MARGIN,
  type Box,
} from '../../src/ui/reader/readerPlace'

const VIEW = { width: 1366, height: 768 }
const READER = { width: 300, height: 340 }

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  )
}

function boxOf(spot: ReturnType<typeof placeReader>, size = READER): Box {
  return {
    left: spot.left,
    top: spot.top,
    width: size.width * spot.scale,
    height: size.height * spot.scale,
  }
}

function inside(b: Box, view = VIEW): boolean {
  return (
    b.left >= READER_MARGIN - 0.01 &&
    b.top >= READER_MARGIN - 0.01 &&
    b.left + b.width <= view.width - READER_MARGIN + 0.01 &&
    b.top + b.height <= view.height - READER_MARGIN + 0.01
  )
}

describe('placeReader', () => {
  it('stands to the right of a card that has room there, level with it', () => {
    const card = { left: 200, top: 300, width: 72, height: 100 }
    const spot = placeReader(card, READER, VIEW)
    expect(spot).toMatchObject({ side: 'right', scale: 1, left: 272 + READER_GAP })
    expect(spot.top).toBe(350 - 170)
  })

  it('goes left of a card at the window’s right edge, and above a card in the hand', () => {
    expect(placeReader({ left: 1250, top: 300, width: 72, height: 100 }, READER, VIEW).side).toBe(
      'left',
    )
    // A card reaching from side to side leaves room only above it.
    const wide = { left: 20, top: 600, width: 1320, height: 150 }
    const spot = placeReader(wide, READER, VIEW)
    expect(spot.side).toBe('above')
    expect(spot.top + READER.height).toBe(600 - READER_GAP)
  })

  it('never covers the card nor leaves the window, wherever the card is', () => {
    for (let left = 0; left <= 1300; left += 100) {
      for (let top = 0; top <= 680; top += 85) {
        const card = { left, top, width: 66, height: 92 }
        const spot = placeReader(card, READER, VIEW)
        const box = boxOf(spot)
        expect(overlaps(box, card), `card at ${left},${top}`).toBe(false)
        expect(inside(box), `card at ${left},${top}`).toBe(true)
      }
    }
  })

  it('is made smaller, just enough, only where no side has room for it whole', () => {
    const tall = { width: 592, height: 900 }
    const card = { left: 600, top: 300, width: 72, height: 100 }
    const spot = placeReader(card, tall, VIEW)
    expect(spot.scale).toBeCloseTo((768 - 2 * READER_MARGIN) / 900, 5)
    const box = boxOf(spot, tall)
    expect(overlaps(box, card)).toBe(false)
    expect(inside(box)).toBe(true)
  })
})

describe('footprint', () => {
  it('keeps room for the card turned sideways by a tap', () => {
    const card = { left: 100, top: 100, width: 72, height: 100 }
    const room = footprint(card)
    // Turned about its centre it reaches 14 px further each way; about its top square's centre,
    // 28 px to the right.
    expect(room.left).toBe(86)
    expect(room.left + room.width).toBe(200)
    expect(room.top).toBe(100)
    expect(room.top + room.height).toBe(200)
  })
})
