// @vitest-environment jsdom
// The preview follows the pointer once it rests on a card, and the keyboard at once (issue 10).
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_DELAY_MS } from '../../src/ui/card/previewIntent'
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

const preview = () => screen.getByRole('complementary', { name: 'Card preview' })

describe('the card preview', () => {
  it('shows the card the pointer rests on, not the ones it passes over', () => {
    renderTable(newGame())
    const [passed, rested] = handOf('A1')
    if (!passed || !rested) throw new Error('A1 has no two cards in hand')
    fireEvent.pointerEnter(cardElement(passed))
    act(() => {
      vi.advanceTimersByTime(PREVIEW_DELAY_MS / 2)
    })
    fireEvent.pointerLeave(cardElement(passed))
    fireEvent.pointerEnter(cardElement(rested))
    act(() => {
      vi.advanceTimersByTime(PREVIEW_DELAY_MS / 2)
    })
    expect(preview()).not.toHaveTextContent(nameOf(rested))
    act(() => {
      vi.advanceTimersByTime(PREVIEW_DELAY_MS)
    })
    expect(preview()).toHaveTextContent(nameOf(rested))
    expect(preview()).not.toHaveTextContent(nameOf(passed))
  })

  it('shows a card the keyboard focuses at once', () => {
    renderTable(newGame())
    const [card] = handOf('A1')
    if (!card) throw new Error('A1 has no card in hand')
    act(() => cardElement(card).focus())
    expect(preview()).toHaveTextContent(nameOf(card))
  })
})
