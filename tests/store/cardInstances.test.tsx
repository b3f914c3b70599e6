// @vitest-environment jsdom
// Each card follows its own instance: a change to one card wakes that card alone.
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { resetGameStore, useCardInstance, useGame } from '../../src/store'

/** A seated game with just these card instances (all the hook reads). */
function withCards(cards: Record<string, object>): void {
  useGame.setState({ game: { cards } as unknown as GameState })
}

afterEach(resetGameStore)

describe('useCardInstance', () => {
  it('re-renders the card that changed, not the others', () => {
    const bolt = { id: 'bolt', tapped: false }
    const bear = { id: 'bear', tapped: false }
    withCards({ bolt, bear })
    let boltRenders = 0
    let bearRenders = 0
    const boltHook = renderHook(() => (boltRenders++, useCardInstance('bolt')))
    const bearHook = renderHook(() => (bearRenders++, useCardInstance('bear')))
    expect(boltHook.result.current).toBe(bolt)
    const [boltBefore, bearBefore] = [boltRenders, bearRenders]

    const tappedBear = { id: 'bear', tapped: true }
    act(() => withCards({ bolt, bear: tappedBear }))
    expect(bearHook.result.current).toBe(tappedBear)
    expect(bearRenders).toBe(bearBefore + 1)
    expect(boltRenders).toBe(boltBefore)
  })

  it('gives nothing once the card or the game is gone', () => {
    const bolt = { id: 'bolt' }
    withCards({ bolt })
    const hook = renderHook(() => useCardInstance('bolt'))
    act(() => withCards({}))
    expect(hook.result.current).toBeUndefined()
    act(() => withCards({ bolt }))
    expect(hook.result.current).toBe(bolt)
    act(() => useGame.setState({ game: null }))
    expect(hook.result.current).toBeUndefined()
  })
})
