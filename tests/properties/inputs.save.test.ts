/**
 * Issue 9: any value in the autosave slot — a real save mutated, or anything at all — loads or is
 * refused with a reason; the load never throws and never takes long.
 */
import { clear, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTOSAVE_KEY, readSave, toSaveFile } from '../../src/store'
import { checkSave } from '../../src/shared/save/saveCheck'
import { lastKeptRaw } from '../store/storedSaves'
import { newGame } from '../fixtures/game'
import { runInputFuzz, saveTarget } from './inputsTargets'

beforeEach(async () => {
  await clear()
})

function realSave(): Record<string, unknown> {
  const header = { gameId: 'g', revision: 1, writer: 't' }
  return JSON.parse(JSON.stringify(toSaveFile(newGame(), [], [], header))) as Record<
    string,
    unknown
  >
}

describe('hostile saves', () => {
  it('are loaded or refused with a reason, in time (fixed seed)', async () => {
    const { stats, failure } = await runInputFuzz(saveTarget, { seed: 9_0092, runs: 100 })
    if (failure) throw new Error(`${failure.error}\ninput: ${failure.counterexample}`)
    expect(stats.inputs).toBe(100)
    expect(stats.accepted).toBeGreaterThan(0)
    expect(stats.refused).toBeGreaterThan(0)
  }, 60_000)

  it('refuses deep nesting, huge numbers, a __proto__ key and wrong types by name', () => {
    let deep: unknown = 1
    for (let i = 0; i < 10_000; i += 1) deep = { a: deep }
    const withGame = (game: Record<string, unknown>) => ({ ...realSave(), game })
    const game = () => realSave()['game'] as Record<string, unknown>
    const cases: [unknown, RegExp][] = [
      [withGame({ ...game(), cards: deep }), /^its game is damaged \(cards › a › /],
      [withGame({ ...game(), seq: Number.POSITIVE_INFINITY }), /^its game is damaged \(seq: /],
      [withGame({ ...game(), seq: Number.NaN }), /^its game is damaged \(seq: /],
      [
        { ...realSave(), header: { gameId: 'g', revision: -1, writer: 't' } },
        /^its header is damaged/,
      ],
      [{ ...realSave(), past: 'none' }, /^its past history is missing/],
      [JSON.parse('{"__proto__": {"version": 2}}'), /^its version is undefined/],
      ['{"version":2}', /^it is not a save file/],
    ]
    for (const [raw, reason] of cases) {
      const result = checkSave(raw)
      expect(result.kind).toBe('rejected')
      if (result.kind === 'rejected') expect(result.reason).toMatch(reason)
    }
    expect(checkSave(realSave()).kind).toBe('ok')
  })

  it('a refused autosave is kept aside, not lost, and not read again', async () => {
    const broken = { ...realSave(), game: { version: 1 }, future: [{ version: 1 }] }
    await set(AUTOSAVE_KEY, broken)
    const result = await readSave()
    expect(result).toMatchObject({ kind: 'rejected', reason: /^its game is damaged/ })
    expect(await lastKeptRaw()).toEqual(broken)
    expect((await readSave()).kind).toBe('none')
  })

  it('a refused autosave with a sound state is kept aside whole and restored to that state', async () => {
    const broken = { ...realSave(), future: [{ version: 1 }] }
    await set(AUTOSAVE_KEY, broken)
    const result = await readSave()
    expect(result).toMatchObject({ kind: 'ok', salvaged: { moves: 0, undo: 0, redo: 1 } })
    if (result.kind === 'ok') expect(result.save.future).toEqual([])
    expect(await lastKeptRaw()).toEqual(broken)
  })
})
