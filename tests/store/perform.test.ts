/**
 * A move says what it did: perform returns the log lines the action wrote, or the refusal with
 * its rule, from one run of the engine; dispatch is the same, as a yes or no.
 */
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { zone, type GameState } from '../../src/engine'
import { flushAutosave, resetGameStore, useGame } from '../../src/store'
import { newGame } from '../fixtures/game'

const store = () => useGame.getState()

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  await clear()
})

describe('perform', () => {
  it('returns the log lines of an accepted action, one history step', async () => {
    store().loadGame(newGame({ startingLife: 30 }))
    const before = store().fullGame as GameState
    const outcome = await store().perform({ type: 'life/lose', player: 'B1', amount: 4 })
    expect(outcome).toEqual({
      ok: true,
      log: [expect.objectContaining({ text: 'B1 lost 4 life (Team B: 30 → 26).' })],
    })
    expect(store().past).toEqual([before])
  })

  it('says "nothing happens" as a log line, not as a refusal (810.9e)', async () => {
    store().loadGame(newGame())
    const outcome = await store().perform({ type: 'life/exchange', a: 'A1', b: 'A2' })
    expect(outcome.ok).toBe(true)
    if (outcome.ok) expect(outcome.log.map((l) => l.rule)).toContain('810.9e')
  })

  it('returns the refusal with its code and rule, and changes nothing', async () => {
    store().loadGame(newGame())
    const before = store().game as GameState
    const inHand = zone(before, 'A1', 'hand')[0] ?? ''
    const outcome = await store().perform({
      type: 'card/move',
      player: 'B1',
      card: inHand,
      to: 'graveyard',
    })
    expect(outcome).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_HAND', rule: '810.5' } })
    expect(store().game).toBe(before)
    expect(store().notice).toMatchObject({ code: 'NOT_YOUR_HAND' })
  })

  it('shows no notice when the caller shows the refusal itself', async () => {
    store().loadGame(newGame())
    const outcome = await store().perform(
      { type: 'life/gain', player: 'A1', amount: -2 },
      { notice: false },
    )
    expect(outcome.ok).toBe(false)
    expect(store().notice).toBeNull()
  })

  it('refuses with NO_GAME when there is no game', async () => {
    expect(await store().perform({ type: 'library/draw', player: 'A1' })).toMatchObject({
      ok: false,
      error: { code: 'NO_GAME' },
    })
  })
})
