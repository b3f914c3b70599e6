// @vitest-environment jsdom
/**
 * Issue 40: a full storage never loses moves silently. The journal keeps a copy in the tab's
 * sessionStorage (its own quota, it survives a reload), a refused autosave first makes room (the
 * older games kept aside go) and tries again, the warning names the reason, and a move no copy
 * could keep is counted on the next start, never silently rewound.
 */
import { clear, get, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AUTOSAVE_KEY,
  flushAutosave,
  keepAside,
  listKeptAside,
  resetGameStore,
  toSaveFile,
  useGame,
} from '../../src/store'
import {
  JOURNAL_PREFIX,
  readJournal,
  type Journal,
  type JournalEntry,
} from '../../src/store/journal'
import { makeRoom } from '../../src/store/makeRoom'
import { useSaveHealth } from '../../src/store/saveHealth'
import { packSave } from '../../src/shared/save/savePacking'
import { thisTab } from '../../src/store/tabs'
import { englishOf, reasonOf } from '../../src/store/words'
import { newGame } from '../fixtures/game'

const store = () => useGame.getState()
const header = { gameId: 'g', revision: 3, writer: 'earlier-page' }
const quota = () => new DOMException('', 'QuotaExceededError')

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  useSaveHealth.setState({ failing: null })
  localStorage.clear()
  await clear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** localStorage filled to its last byte, as another page's data can leave it. */
function fillLocalStorage(): void {
  let size = 1 << 20
  for (let i = 0; size > 0; i += 1) {
    try {
      localStorage.setItem(`filler${i}`, 'x'.repeat(size))
    } catch {
      size >>= 1
    }
  }
}

/** Every IndexedDB write refused for want of room, as Chromium does under a full quota. */
function refuseIndexedDb(): void {
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw quota()
  })
}

function lose(amount: number, step: number): JournalEntry {
  return {
    step,
    at: step,
    move: { kind: 'action', action: { type: 'life/lose', player: 'B1', amount } },
  }
}

describe('a full storage', () => {
  it('is named in the warning: a quota refusal with no words says the storage is full', () => {
    const reason = reasonOf(quota())
    expect(typeof reason === 'object' && englishOf(reason)).toBe(
      'the browser has no storage space left for this site',
    )
  })

  it("keeps every move in the tab's copy when localStorage and IndexedDB are full", async () => {
    store().loadGame(newGame())
    await flushAutosave()
    fillLocalStorage()
    refuseIndexedDb()
    for (let i = 0; i < 7; i += 1) store().dispatch({ type: 'life/lose', player: 'B1', amount: 1 })
    await flushAutosave()
    const failing = useSaveHealth.getState().failing
    expect(typeof failing === 'object' && failing !== null && englishOf(failing)).toBe(
      'the browser has no storage space left for this site',
    )
    const journal = await readJournal(thisTab().tabId)
    expect(journal?.entries).toHaveLength(7)
    expect(journal?.played).toBe(journal?.entries.at(-1)?.step)
  })

  it('plays every move of the tab copy again on the next start, though localStorage held 4', async () => {
    const game = newGame()
    await set(AUTOSAVE_KEY, packSave({ ...toSaveFile(game, [], [], header), journalStep: 5 }))
    const all: Journal = {
      tab: header.writer,
      base: header,
      entries: [6, 7, 8, 9, 10, 11, 12].map((step) => lose(1, step)),
      played: 12,
    }
    const firstFour: Journal = { ...all, entries: all.entries.slice(0, 4), played: 9 }
    localStorage.setItem(`${JOURNAL_PREFIX}${header.writer}`, JSON.stringify(firstFour))
    sessionStorage.setItem(`${JOURNAL_PREFIX}${header.writer}`, JSON.stringify(all))
    await store().restore()
    expect(store().fullGame?.teams.B.life).toBe(game.teams.B.life - 7)
    expect(store().notice).toMatchObject({ kind: 'info', code: 'MOVES_REPLAYED' })
    expect(store().notice?.message).toMatch(/^7 moves played just before the page closed/)
  })

  it('says how many moves were lost when no copy could keep them', async () => {
    const game = newGame()
    await set(AUTOSAVE_KEY, packSave({ ...toSaveFile(game, [], [], header), journalStep: 5 }))
    // Moves 6 to 9 fit; 10 to 12 found every storage full, and only the step reached was marked.
    const journal: Journal = {
      tab: header.writer,
      base: header,
      entries: [6, 7, 8, 9].map((step) => lose(1, step)),
      played: 9,
    }
    localStorage.setItem(`${JOURNAL_PREFIX}${header.writer}`, JSON.stringify(journal))
    localStorage.setItem(`duotable:played:${header.writer}`, '12')
    await store().restore()
    expect(store().fullGame?.teams.B.life).toBe(game.teams.B.life - 4)
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'SAVE_STALE' })
    expect(store().notice?.message).toMatch(/: 3 moves could not be restored\.$/)
  })
  it('says how many when no copy of the journal was written at all, only how far it played', async () => {
    const game = newGame()
    await set(AUTOSAVE_KEY, packSave({ ...toSaveFile(game, [], [], header), journalStep: 5 }))
    sessionStorage.setItem(`duotable:played:${header.writer}`, '8')
    await store().restore()
    expect(store().fullGame?.teams.B.life).toBe(game.teams.B.life)
    expect(store().notice?.message).toMatch(/: 3 moves could not be restored\.$/)
    expect(sessionStorage.getItem(`duotable:played:${header.writer}`)).toBeNull()
  })
})

describe('making room', () => {
  it('drops the older games kept aside, keeping the newest', async () => {
    await keepAside({ n: 1 }, 'crashed')
    await keepAside({ n: 2 }, 'crashed')
    await keepAside({ n: 3 }, 'crashed')
    expect(await makeRoom()).toMatchObject({ kept: 2 })
    expect((await listKeptAside()).map((k) => k.save)).toEqual([{ n: 3 }])
  })

  it('comes before the warning: a refused autosave makes room and lands on its second try', async () => {
    await keepAside({ n: 1 }, 'crashed')
    await keepAside({ n: 2 }, 'crashed')
    store().loadGame(newGame())
    await flushAutosave()
    const put = IDBObjectStore.prototype.put
    let refusals = 0
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: [unknown, IDBValidKey?]
    ) {
      if (args[1] === AUTOSAVE_KEY && refusals === 0) {
        refusals += 1
        throw quota()
      }
      return put.apply(this, args)
    })
    store().dispatch({ type: 'life/lose', player: 'B1', amount: 3 })
    await flushAutosave()
    expect(refusals).toBe(1)
    expect(useSaveHealth.getState().failing).toBeNull()
    expect(await listKeptAside()).toHaveLength(1)
    expect(await get(AUTOSAVE_KEY)).toBeDefined()
  })
})
