/**
 * A reload reads the autosave as the page starts (main.tsx: readSaveEarly), and the app's restore
 * takes that read; any later read, or a restore the app put off (dropEarlySave), reads the save
 * as it is then (issue 21: board ready after a reload).
 */
import { clear } from 'idb-keyval'
import { beforeEach, expect, it } from 'vitest'
import {
  dropEarlySave,
  flushAutosave,
  readSave,
  readSaveEarly,
  resetGameStore,
  toSaveFile,
  writeSave,
} from '../../src/store'
import { act, newGame } from '../fixtures/game'

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  await clear()
})

const start = newGame()
const later = act(start, { type: 'life/lose', player: 'A1', amount: 2 })
const lifeOf = async () => {
  const read = await readSave()
  return read.kind === 'ok' ? read.save.game.teams.A.life : null
}

it('says whether a save is stored, and the first read after it is the one it started', async () => {
  expect(await readSaveEarly()).toBe(false)
  expect((await readSave()).kind).toBe('none')

  await writeSave(toSaveFile(start, [], []))
  expect(await readSaveEarly()).toBe(true)
  expect(await lifeOf()).toBe(start.teams.A.life)
  await writeSave(toSaveFile(later, [start], []))
  expect(await lifeOf()).toBe(later.teams.A.life)
})

it('is forgotten when the app puts its restore off: the save is read as it is then', async () => {
  await writeSave(toSaveFile(start, [], []))
  expect(await readSaveEarly()).toBe(true)
  await writeSave(toSaveFile(later, [start], []))
  dropEarlySave()
  expect(await lifeOf()).toBe(later.teams.A.life)
})
