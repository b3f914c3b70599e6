// A keyboard drag: each arrow key carries the card to the next zone that way (issue 26).
import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import { rect } from './clientRect'
import { zoneKeyboardCoordinates } from '../../src/ui/dnd/zoneKeyboardCoordinates'

/** A1's corner of the table at 1600×1000: the pile column, the battlefield, the hand row under them. */
const ZONES = new Map<string, ClientRect>([
  ['A1:library', rect(10, 495, 58, 81)],
  ['A1:graveyard', rect(10, 581, 58, 81)],
  ['A1:exile', rect(10, 666, 58, 81)],
  ['A1:battlefield', rect(72, 461, 569, 286)],
  ['A1:command', rect(6, 775, 134, 188)],
  ['A1:hand', rect(144, 757, 574, 206)],
])

/** Where the card's top left goes when `code` is pressed with the card at `card`. */
function press(code: string, card: ClientRect) {
  const event = { code, preventDefault: () => undefined } as unknown as KeyboardEvent
  const args = {
    context: { collisionRect: card, droppableRects: ZONES },
  } as unknown as Parameters<KeyboardCoordinateGetter>[1]
  return zoneKeyboardCoordinates(event, args)
}

/** The zone whose centre the card's centre lands on. */
function landsOn(code: string, card: ClientRect): string | undefined {
  const to = press(code, card)
  if (!to) return undefined
  const x = to.x + card.width / 2
  const y = to.y + card.height / 2
  return [...ZONES].find(([, r]) => r.left + r.width / 2 === x && r.top + r.height / 2 === y)?.[0]
}

describe('a card carried with the arrow keys', () => {
  // The first card of the hand: the pile column's exile is nearer, but off to the side.
  const firstInHand = rect(150, 780, 75, 154)

  it('goes up from the hand to the battlefield straight above it', () => {
    expect(landsOn('ArrowUp', firstInHand)).toBe('A1:battlefield')
  })

  it('goes sideways to the piles beside the battlefield', () => {
    const onBattlefield = rect(319, 527, 75, 154)
    expect(landsOn('ArrowLeft', onBattlefield)).toBe('A1:graveyard')
  })

  it('with nothing straight ahead, to the nearest zone that way', () => {
    const inCommand = rect(35, 792, 75, 154)
    expect(landsOn('ArrowRight', inCommand)).toBe('A1:hand')
    // Right of the hand, low: the hand is the nearest zone above, though not straight above.
    expect(landsOn('ArrowUp', rect(720, 980, 4, 4))).toBe('A1:hand')
  })

  it('stays where it is when no zone lies that way', () => {
    expect(press('ArrowDown', rect(150, 960, 75, 40))).toBeUndefined()
  })
})
