// @vitest-environment jsdom
/**
 * Issue 36: a page that starts journals under its own new id, so on the next start every journal
 * is read, whoever wrote it: the first move after a reload, made by a page that died before its
 * own save landed, is played again. The journals read are taken in and removed; none piles up.
 */
import { clear, get, keys, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { AUTOSAVE_KEY, flushAutosave, resetGameStore, toSaveFile, useGame } from '../../src/store'
import { JOURNAL_PREFIX, type Journal, type JournalEntry } from '../../src/store/journal'
import { packSave } from '../../src/shared/save/savePacking'
import { thisTab } from '../../src/store/tabs'
import { newGame } from '../fixtures/game'

const store = () => useGame.getState()
/** The save an earlier page wrote at its step 5. */
const header = { gameId: 'g', revision: 3, writer: 'first-page' }

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  localStorage.clear()
  await clear()
})

async function saved(game: GameState): Promise<void> {
  await set(AUTOSAVE_KEY, packSave({ ...toSaveFile(game, [], [], header), journalStep: 5 }))
}

function lose(amount: number, at: number, step = at): JournalEntry {
  return {
    step,
    at,
    move: { kind: 'action', action: { type: 'life/lose', player: 'A1', amount } },
  }
}

/** A journal as a page left it in localStorage. */
function left(journal: Journal): void {
  localStorage.setItem(`${JOURNAL_PREFIX}${journal.tab}`, JSON.stringify(journal))
}

function journalKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(JOURNAL_PREFIX))
}

async function storedJournalKeys(): Promise<IDBValidKey[]> {
  return (await keys()).filter((key) => String(key).startsWith(JOURNAL_PREFIX))
}

describe('the first move after a reload', () => {
  it('journaled by a page that read the save and died, is played again on the next start', async () => {
    const game = newGame()
    await saved(game)
    left({ tab: 'second-page', base: header, took: [], entries: [lose(2, 1)] })
    await store().restore()
    expect(store().fullGame?.teams.A.life).toBe(game.teams.A.life - 2)
    expect(store().past).toHaveLength(1)
    expect(store().notice).toMatchObject({ kind: 'info', code: 'MOVES_REPLAYED' })
  })

  it('is journaled again as this page’s own until its save lands; the old journal goes at once', async () => {
    const game = newGame()
    await saved(game)
    left({ tab: 'second-page', base: header, took: [], entries: [lose(2, 1)] })
    await store().restore()
    expect(journalKeys()).toEqual([`${JOURNAL_PREFIX}${thisTab().tabId}`])
    const mine = JSON.parse(localStorage.getItem(journalKeys()[0] ?? '') ?? 'null') as Journal
    expect(mine.took).toEqual(['second-page'])
    expect(mine.entries.map((e) => e.move)).toEqual([lose(2, 1).move])
    await flushAutosave()
    // The save holds the move and names the journal it took in; no journal is left anywhere.
    const raw = (await get(AUTOSAVE_KEY)) as { took?: string[]; header: { writer: string } }
    expect(raw.took).toEqual(['second-page'])
    expect(raw.header.writer).toBe(thisTab().tabId)
    expect(journalKeys()).toEqual([])
    expect(await storedJournalKeys()).toEqual([])
  })

  it('is played once when the journal it was taken from survived its removal', async () => {
    const game = newGame()
    await saved(game)
    // The page that took the move in died before its save landed; only the IndexedDB copy of
    // the journal it took from escaped removal.
    await set(`${JOURNAL_PREFIX}second-page`, {
      tab: 'second-page',
      base: header,
      took: [],
      entries: [lose(2, 1)],
    } satisfies Journal)
    left({ tab: 'third-page', base: header, took: ['second-page'], entries: [lose(2, 1)] })
    await store().restore()
    expect(store().fullGame?.teams.A.life).toBe(game.teams.A.life - 2)
    await flushAutosave()
    expect(await storedJournalKeys()).toEqual([])
  })

  it('is played after the moves the save’s writer journaled, in the order played', async () => {
    const game = newGame()
    await saved(game)
    left({ tab: header.writer, base: header, entries: [lose(1, 4, 5), lose(3, 6, 6)] })
    left({ tab: 'second-page', base: header, entries: [lose(5, 9, 1)] })
    await store().restore()
    // Step 5 is in the save already; steps 6 and then the second page's move are played.
    expect(store().fullGame?.teams.A.life).toBe(game.teams.A.life - 8)
    expect(store().past).toHaveLength(2)
  })
})

describe('journals that cannot be played', () => {
  it('moves played on top of another save are told as lost, and removed', async () => {
    await saved(newGame())
    const other = { gameId: 'g', revision: 2, writer: 'lost-tab' }
    left({ tab: 'lost-tab', base: other, entries: [lose(1, 1), lose(1, 2)] })
    await store().restore()
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'SAVE_STALE' })
    expect(store().notice?.message).toMatch(/2 moves could not be restored/)
    expect(journalKeys()).toEqual([])
  })

  it('an older DuoTable’s journals (no base) that belong to no save go quietly', async () => {
    await saved(newGame())
    left({ tab: 'old-tab', entries: [lose(1, 1)] })
    await store().restore()
    expect(store().notice).toBeNull()
    expect(journalKeys()).toEqual([])
    expect(await storedJournalKeys()).toEqual([])
  })

  it('moves of a game whose first save never landed are told as lost', async () => {
    left({ tab: 'new-game-tab', base: null, entries: [lose(1, 1)] })
    await store().restore()
    expect(store().game).toBeNull()
    expect(store().notice).toMatchObject({ kind: 'warning', code: 'SAVE_STALE' })
    expect(journalKeys()).toEqual([])
  })
})
