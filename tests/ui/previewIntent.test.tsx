// @vitest-environment jsdom
// The card reader follows the pointer once it rests on a card, and the keyboard at once; R puts
// it away and back (issues 10 and 37).
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LEAVE_DELAY_MS, PREVIEW_DELAY_MS, SWITCH_DELAY_MS } from '../../src/ui/card/previewIntent'
import { newGame } from '../fixtures/game'
import { cardElement, handOf, nameOf, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  vi.useFakeTimers()
})
afterEach(async () => {
  // The autosave each action schedules waits on these timers too.
  await vi.runAllTimersAsync()
  vi.useRealTimers()
})

const reader = () => screen.queryByRole('complementary', { name: 'Card preview' })
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

function twoCards(): [string, string] {
  renderTable(newGame())
  const [one, two] = handOf('A1')
  if (!one || !two) throw new Error('A1 has no two cards in hand')
  return [one, two]
}

describe('the card reader', () => {
  it('reads the card the pointer rests on, not the ones it passes over', () => {
    const [passed, rested] = twoCards()
    fireEvent.pointerEnter(cardElement(passed))
    wait(PREVIEW_DELAY_MS / 2)
    fireEvent.pointerLeave(cardElement(passed))
    fireEvent.pointerEnter(cardElement(rested))
    wait(PREVIEW_DELAY_MS / 2)
    expect(reader()).toBeNull()
    wait(PREVIEW_DELAY_MS)
    expect(reader()).toHaveTextContent(nameOf(rested))
    expect(reader()).not.toHaveTextContent(nameOf(passed))
  })

  it('moves to the next card sooner once it is up, and goes when the pointer leaves the cards', () => {
    const [first, next] = twoCards()
    fireEvent.pointerEnter(cardElement(first))
    wait(PREVIEW_DELAY_MS)
    fireEvent.pointerLeave(cardElement(first))
    fireEvent.pointerEnter(cardElement(next))
    wait(SWITCH_DELAY_MS)
    expect(reader()).toHaveTextContent(nameOf(next))
    fireEvent.pointerLeave(cardElement(next))
    expect(reader()).toHaveTextContent(nameOf(next))
    wait(LEAVE_DELAY_MS)
    expect(reader()).toBeNull()
  })

  it('is not brought up by a finger passing over a card (a long press reads it)', () => {
    const [card] = twoCards()
    fireEvent.pointerEnter(cardElement(card), { pointerType: 'touch' })
    wait(PREVIEW_DELAY_MS * 2)
    expect(reader()).toBeNull()
  })

  it('reads a card the keyboard focuses at once, and goes with the focus', () => {
    const [card, other] = twoCards()
    act(() => cardElement(card).focus())
    expect(reader()).toHaveTextContent(nameOf(card))
    act(() => cardElement(other).focus())
    expect(reader()).toHaveTextContent(nameOf(other))
    act(() => cardElement(other).blur())
    expect(reader()).toBeNull()
  })

  it('R puts the focused card’s reader away and back, and says so', () => {
    const [card] = twoCards()
    act(() => cardElement(card).focus())
    fireEvent.keyDown(cardElement(card), { key: 'r', code: 'KeyR' })
    expect(reader()).toBeNull()
    expect(document.querySelector('[data-announcer]')).toHaveTextContent(
      `Reader of ${nameOf(card)} put away.`,
    )
    fireEvent.keyDown(cardElement(card), { key: 'r', code: 'KeyR' })
    expect(reader()).toHaveTextContent(nameOf(card))
    expect(document.querySelector('[data-announcer]')).toHaveTextContent(`Reading ${nameOf(card)}.`)
  })
})
