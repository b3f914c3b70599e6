/**
 * Issue 27: a save stores what changed, not every state whole, so a long game's file and
 * autosave stay small; and what is read back is the same game and history, exactly.
 */
import { describe, expect, it } from 'vitest'
import { toSaveFile } from '../../src/store'
import { gameFileText, readGameFile } from '../../src/store/gameFile'
import { playTurns } from '../fixtures/longGame'

const KB = 1024

describe('a game file', () => {
  it.each([
    [1, 400],
    [10, 700],
    [30, 800],
  ])('of %i turns stays under %i KB and reads back exactly', async (turns, limit) => {
    const { game, past } = playTurns(turns)
    const whole = JSON.stringify(toSaveFile(game, past, []))
    const text = gameFileText(game, past, [])
    console.info(
      `save of ${turns} turn(s): ${Math.round(text.length / KB)} KB (states whole: ${Math.round(whole.length / KB)} KB)`,
    )
    expect(text.length).toBeLessThan(limit * KB)
    const back = await readGameFile(text)
    if (!back.ok) throw new Error(JSON.stringify(back.problem))
    const saved = toSaveFile(game, past, [])
    expect(back.save.game).toEqual(saved.game)
    expect(back.save.past).toEqual(saved.past)
  })

  it('reads back shared parts as one object, as they were in memory', async () => {
    const { game, past } = playTurns(2)
    const back = await readGameFile(gameFileText(game, past, []))
    if (!back.ok) throw new Error('not read')
    const before = back.save.past.at(-1)
    const library = back.save.game.players['B2']?.zones.library[0] ?? ''
    expect(before?.cards[library]).toBe(back.save.game.cards[library])
  })
})
