/**
 * Where the card reader stands: beside the card it reads, the way MTG Arena and Moxfield show a
 * zoomed card next to the pointer. It never covers that card, and never runs off the window;
 * where no side has room for it at full size, it is drawn on the side with the most room, made
 * smaller just enough to fit.
 */

export interface Box {
  left: number
  top: number
  width: number
  height: number
}

export interface ReaderSpot {
  left: number
  top: number
  /** 1 at full size; less where even the roomiest side is too small. */
  scale: number
  side: Side
}

type Side = 'right' | 'left' | 'above' | 'below'

/** Between the card and the reader, and between the reader and the window's edge. */
export const READER_GAP = 12
export const READER_MARGIN = 8

const SIDES: readonly Side[] = ['right', 'left', 'above', 'below']

/**
 * The room a card takes whatever way it lies: a card tapped after the reader came up turns about
 * its centre (or the centre of its top square), so the reader keeps clear of both.
 */
export function footprint(card: Box): Box {
  const size = Math.max(card.width, card.height)
  const cx = card.left + card.width / 2
  const cy = card.top + card.height / 2
  const left = Math.min(card.left, cx - size / 2)
  const top = Math.min(card.top, cy - size / 2)
  return {
    left,
    top,
    width: Math.max(card.left + card.width, cx + size / 2, card.left + size) - left,
    height: Math.max(card.top + card.height, cy + size / 2) - top,
  }
}

/** The room each side of `card` leaves in a window of `view`. */
function room(side: Side, card: Box, view: { width: number; height: number }) {
  const full = {
    width: view.width - 2 * READER_MARGIN,
    height: view.height - 2 * READER_MARGIN,
  }
  switch (side) {
    case 'right':
      return { ...full, width: view.width - READER_MARGIN - (card.left + card.width + READER_GAP) }
    case 'left':
      return { ...full, width: card.left - READER_GAP - READER_MARGIN }
    case 'above':
      return { ...full, height: card.top - READER_GAP - READER_MARGIN }
    case 'below':
      return {
        ...full,
        height: view.height - READER_MARGIN - (card.top + card.height + READER_GAP),
      }
  }
}

const clamp = (value: number, low: number, high: number) =>
  Math.max(low, Math.min(value, Math.max(low, high)))

/**
 * The spot for a reader of `size` beside `card` (both in viewport pixels): the first side, in
 * the order right, left, above, below, where it fits whole; else the side where it is largest.
 */
export function placeReader(
  card: Box,
  size: { width: number; height: number },
  view: { width: number; height: number },
): ReaderSpot {
  let best: { side: Side; scale: number } = { side: 'right', scale: -1 }
  for (const side of SIDES) {
    const r = room(side, card, view)
    const scale = Math.min(1, r.width / size.width, r.height / size.height)
    if (scale >= 1) {
      best = { side, scale: 1 }
      break
    }
    if (scale > best.scale) best = { side, scale }
  }
  const scale = Math.max(0.1, best.scale)
  const width = size.width * scale
  const height = size.height * scale
  const centreX = card.left + card.width / 2 - width / 2
  const centreY = card.top + card.height / 2 - height / 2
  const lowX = READER_MARGIN
  const lowY = READER_MARGIN
  const highX = view.width - READER_MARGIN - width
  const highY = view.height - READER_MARGIN - height
  switch (best.side) {
    case 'right':
      return {
        side: 'right',
        scale,
        left: card.left + card.width + READER_GAP,
        top: clamp(centreY, lowY, highY),
      }
    case 'left':
      return {
        side: 'left',
        scale,
        left: card.left - READER_GAP - width,
        top: clamp(centreY, lowY, highY),
      }
    case 'above':
      return {
        side: 'above',
        scale,
        left: clamp(centreX, lowX, highX),
        top: card.top - READER_GAP - height,
      }
    case 'below':
      return {
        side: 'below',
        scale,
        left: clamp(centreX, lowX, highX),
        top: card.top + card.height + READER_GAP,
      }
  }
}
