// Games and decks as files (issue #9): a good file opens exactly, a bad one is refused with the
// reason and changes nothing, and opening a game is a step Undo can take back.
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { zone, type GameState } from '../../src/engine'
import { flushAutosave, resetGameStore, useGame } from '../../src/store'
import { listDecks, saveDeck } from '../../src/store/deckLibrary'
import {
  deckFileName,
  decksFileText,
  importDecks,
  openDecksFile,
  readDecksFile,
} from '../../src/store/deckFile'
import {
  gameFileName,
  gameFileText,
  openGame,
  openGameFile,
  readGameFile,
} from '../../src/store/gameFile'
import { newGame } from '../fixtures/game'

const store = () => useGame.getState()

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  await clear()
})

function playedGame(): GameState {
  store().loadGame(newGame())
  const card = zone(store().fullGame as GameState, 'A1', 'hand')[0] as string
  store().dispatch({ type: 'card/move', player: 'A1', card, to: 'battlefield' })
  store().dispatch({ type: 'life/lose', player: 'B1', amount: 3 })
  return store().fullGame as GameState
}

describe('a game file', () => {
  it('round-trips the game and its undo history exactly', async () => {
    const game = playedGame()
    const { past, future } = store()
    const result = await readGameFile(gameFileText(game, past, future))
    if (!result.ok) throw new Error('refused a good file')
    expect(result.save.game).toEqual(game)
    expect(result.save.past).toEqual(past)
  })

  it('is named after the turn and the date', () => {
    const name = gameFileName(newGame(), new Date(2026, 10, 30, 21, 5))
    expect(name).toBe('duotable-turn-1-2026-11-30-2105.json')
  })

  it('opens in place of the current game, and Undo brings the current game back', async () => {
    const other = newGame()
    const file = await readGameFile(gameFileText(other, [], []))
    const current = playedGame()
    if (!file.ok) throw new Error('refused a good file')
    openGame(file.save)
    expect(store().fullGame).toEqual(other)
    store().undo()
    expect(store().fullGame).toBe(current)
  })

  it.each([
    ['not JSON', '{"version": 2, "game": ', 'files.game.notJson'],
    ['truncated JSON', gameFileText(newGame(), [], []).slice(0, 500), 'files.game.notJson'],
    ['JSON that is no save', '[1, 2, 3]', 'save.notASave'],
    ['a save from a future version', JSON.stringify({ version: 99, game: {} }), 'save.newer'],
  ])('refuses %s with a reason, leaving the table as it was', async (_what, text, key) => {
    const game = playedGame()
    const result = await readGameFile(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problem.key).toBe(key)
    expect(store().fullGame).toBe(game)
  })

  it('names the damaged field of an edited save', async () => {
    const game = newGame()
    const save = JSON.parse(gameFileText(game, [], [])) as {
      game: { teams: { A: { life: unknown } } }
    }
    save.game.teams.A.life = 'forty'
    const result = await readGameFile(JSON.stringify(save))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(JSON.stringify(result.problem.params)).toMatch(/teams.*A.*life/)
  })
})

describe('a decks file', () => {
  it('carries every saved deck to another library, renaming instead of overwriting', async () => {
    await saveDeck({ name: 'Torbran', text: '1 Torbran, Thane of Red Fell *CMDR*\n99 Mountain' })
    await saveDeck({ name: 'Pir', text: '1 Pir, Imaginative Rascal *CMDR*' })
    const text = decksFileText(await listDecks())
    const read = readDecksFile(text)
    if (!read.ok) throw new Error('refused a good file')
    expect(read.decks.map((d) => d.name).sort()).toEqual(['Pir', 'Torbran'])
    // Importing into the same library keeps both copies.
    expect(await importDecks(read.decks)).toEqual({ added: 2, renamed: 2 })
    const names = (await listDecks()).map((d) => d.name).sort()
    expect(names).toEqual(['Pir', 'Pir (2)', 'Torbran', 'Torbran (2)'])
  })

  it.each([
    ['not JSON', 'Torbran', 'files.decks.notJson'],
    ['another JSON file', '{"version": 1, "game": {}}', 'files.decks.notDecksFile'],
    [
      'a newer version',
      '{"format": "duotable-decks", "version": 7, "decks": []}',
      'files.decks.newer',
    ],
    [
      'a deck without a name',
      '{"format": "duotable-decks", "version": 1, "decks": [{"name": " ", "text": "1 Island"}]}',
      'files.decks.damaged',
    ],
  ])('refuses %s with a reason', (_what, text, key) => {
    const result = readDecksFile(text)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problem.key).toBe(key)
  })

  it('names a single deck file without characters file systems refuse', () => {
    expect(deckFileName('Pir & Toothy: "GU"/partners')).toBe('Pir & Toothy GU partners.txt')
    expect(deckFileName('  ')).toBe('deck.txt')
  })
})

/** A file as the picker hands it: its size known at once; whether anything read its bytes. */
function pickedFile(size: number, text?: string): { file: Blob; read: () => boolean } {
  let read = false
  const file = {
    size,
    text: () => {
      read = true
      return text === undefined
        ? Promise.reject(new Error('NotReadableError'))
        : Promise.resolve(text)
    },
  } as unknown as Blob
  return { file, read: () => read }
}

describe('a picked file (issue 36)', () => {
  it.each([
    ['600 MiB', 600 * 2 ** 20],
    ['2 GiB', 2 * 2 ** 30],
  ])('a %s game file is refused by its size, before a byte is read', async (_what, size) => {
    const { file, read } = pickedFile(size)
    const result = await openGameFile(file)
    expect(result).toMatchObject({ ok: false, problem: { key: 'files.game.tooLarge' } })
    expect(read()).toBe(false)
  })

  it('a game file the disk does not give is said to be unreadable', async () => {
    expect(await openGameFile(pickedFile(1000).file)).toEqual({ ok: false, unreadable: true })
  })

  it('a game file of a sound size is read and checked', async () => {
    const { file } = pickedFile(10, '[1, 2, 3]')
    expect(await openGameFile(file)).toMatchObject({ ok: false, problem: { key: 'save.notASave' } })
  })

  it('a 600 MiB decks file is refused by its size, before a byte is read', async () => {
    const { file, read } = pickedFile(600 * 2 ** 20)
    expect(await openDecksFile(file)).toMatchObject({
      ok: false,
      problem: { key: 'files.decks.tooLarge' },
    })
    expect(read()).toBe(false)
    expect(await openDecksFile(pickedFile(100).file)).toMatchObject({
      problem: { key: 'files.decks.unreadable' },
    })
  })
})
