/**
 * Issue 27: a save that fits the schema but makes no sense is refused, whether it comes as a
 * file, as the autosave, or hides in a past state of the undo history; the table stays as it was.
 */
import { clear, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { AUTOSAVE_KEY, readSave, toSaveFile } from '../../src/store'
import { checkSave } from '../../src/shared/save/saveCheck'
import { lastKeptRaw } from './storedSaves'
import { readGameFile } from '../../src/store/gameFile'
import { act, newGame } from '../fixtures/game'

beforeEach(async () => {
  await clear()
})

const header = { gameId: 'g', revision: 1, writer: 't' }

function ownedByNobody(s: GameState): GameState {
  const copy = structuredClone(s)
  const card = copy.players['A1']?.zones.hand[0]
  const c = card === undefined ? undefined : copy.cards[card]
  if (c) Object.assign(c, { owner: 'Z9', controller: 'Z9' })
  return copy
}

describe('a schema-valid save that makes no sense', () => {
  it('is refused as a file, naming the first problem', async () => {
    const game = ownedByNobody(newGame())
    const result = await readGameFile(JSON.stringify(toSaveFile(game, [], [], header)))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problem).toMatchObject({ key: 'save.gameDamaged', ns: 'saves' })
      expect(result.problem.params?.['problem']).toMatchObject({ key: 'sanity.cardOwner' })
    }
  })

  it('is refused when only a past state of its history is damaged', () => {
    const start = newGame()
    const now = act(start, { type: 'life/lose', player: 'A1', amount: 2 })
    const result = checkSave(toSaveFile(now, [start, ownedByNobody(start)], [], header))
    expect(result).toMatchObject({
      kind: 'rejected',
      reason:
        /^its past history is damaged at step 2 \(card \d+ is owned by Z9, who is not at the table\)$/,
    })
  })

  it('in the autosave is kept aside and not read again', async () => {
    const bad = toSaveFile(ownedByNobody(newGame()), [], [], header)
    await set(AUTOSAVE_KEY, bad)
    expect(await readSave()).toMatchObject({ kind: 'rejected', reason: /owned by Z9/ })
    expect(await lastKeptRaw()).toEqual(bad)
    expect((await readSave()).kind).toBe('none')
  })
})
