// @vitest-environment jsdom
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyAction, type CardId, type GameState } from '../../src/engine'
import type * as CardInfoModule from '../../src/ui/card/useCardInfo'
import { useGame } from '../../src/store'
import { newGame } from '../fixtures/game'
import { cardElement, renderTable, resetStores } from './tableHarness'

/** Counts, per card id, how often a card component rendered (every card reads itself through useCardInfo). */
const renders = vi.hoisted(() => new Map<string, number>())
vi.mock('../../src/ui/card/useCardInfo', async (importOriginal) => {
  const original = await importOriginal<typeof CardInfoModule>()
  return {
    ...original,
    useCardInfo: (id: string) => {
      renders.set(id, (renders.get(id) ?? 0) + 1)
      return original.useCardInfo(id)
    },
  }
})

beforeEach(async () => {
  await resetStores()
  renders.clear()
})

/** Twenty permanents for A1 and some for B1. */
function busyBoard(): GameState {
  let s = newGame()
  for (const p of ['A1', 'B1']) {
    for (const id of (s.players[p]?.zones.library ?? []).slice(0, 10)) {
      s = applyAction(s, { type: 'card/move', player: p, card: id, to: 'battlefield' })
    }
  }
  return s
}

describe('rendering', () => {
  it('a tap re-renders the tapped card and no other card', async () => {
    const user = userEvent.setup()
    const start = busyBoard()
    renderTable(start)
    const target = start.battlefield[3] as CardId
    renders.clear()
    await user.click(cardElement(target))
    expect(cardElement(target)).toHaveClass('is-tapped')
    const others = [...renders.entries()].filter(([id, n]) => id !== target && id !== '' && n > 0)
    expect(others).toEqual([])
    expect(renders.get(target)).toBeGreaterThanOrEqual(1)
  })

  it('life changes re-render no card', async () => {
    const user = userEvent.setup()
    renderTable(busyBoard())
    renders.clear()
    await user.click(document.querySelector('[aria-label="Team B: lose 5 life"]') as HTMLElement)
    expect([...renders.keys()].filter((id) => id !== '')).toEqual([])
  })

  it('starting a drag re-renders no card, and marks the dragged one with data-dragging', async () => {
    const user = userEvent.setup()
    const start = busyBoard()
    renderTable(start)
    const target = start.battlefield[4] as CardId
    cardElement(target).focus()
    renders.clear()
    await user.keyboard('m')
    expect(cardElement(target)).toHaveAttribute('data-dragging')
    expect(document.querySelectorAll('[data-dragging]')).toHaveLength(1)
    // Only the drag overlay's copy of the dragged card reads it; no card on the table re-renders.
    expect([...renders.keys()].filter((id) => id !== '')).toEqual([target])
    await new Promise((r) => setTimeout(r, 20))
    await user.keyboard('{Escape}')
    expect(cardElement(target)).not.toHaveAttribute('data-dragging')
    expect(useGame.getState().fullGame).toBe(start)
  })
})
