// @vitest-environment jsdom
/**
 * Issue 27, as the players meet it: a game the table broke on is not loaded again but offered
 * back; games kept aside are listed, restorable (with their own undo history, issue 36; what was
 * on the table is kept aside in their place) and downloadable; a failing autosave stays
 * announced with a way to save to a file.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../src/App'
import type { GameState } from '../../src/engine'
import {
  AUTOSAVE_KEY,
  flushAutosave,
  keepAside,
  listKeptAside,
  toSaveFile,
  useGame,
} from '../../src/store'
import { markCrash, readCrashMark, useCrashMark } from '../../src/store/crashRecovery'
import { useSaveHealth } from '../../src/store/saveHealth'
import { packSave } from '../../src/shared/save/savePacking'
import { ErrorBoundary } from '../../src/ui/ErrorBoundary'
import { KeptAsideList } from '../../src/ui/safety/KeptAsideList'
import { SaveTroubleNotice } from '../../src/ui/safety/SaveTroubleNotice'
import { act as play, newGame } from '../fixtures/game'
import { resetStores } from './tableHarness'

const header = { gameId: 'g', revision: 1, writer: 'w' }
const downloads: Blob[] = []

beforeEach(async () => {
  await resetStores()
  await clear()
  localStorage.clear()
  useCrashMark.setState({ mark: null })
  useSaveHealth.setState({ failing: null })
  downloads.length = 0
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob)
    return 'blob:save'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A saved game of two states, on which the table broke last time. */
async function crashedLastTime(): Promise<{ before: GameState; broken: GameState }> {
  const before = newGame()
  const broken = play(before, { type: 'life/lose', player: 'A1', amount: 4 })
  await set(AUTOSAVE_KEY, packSave(toSaveFile(broken, [before], [], header)))
  markCrash('life display broke')
  useCrashMark.setState({ mark: readCrashMark() })
  return { before, broken }
}

function Broken(): never {
  throw new Error('life display broke')
}

describe('after the table broke on a saved game', () => {
  it('the crash is marked, so the next start knows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    useGame.getState().loadGame(newGame())
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(readCrashMark()).toMatchObject({ error: 'life display broke' })
  })

  it('the next start does not load it, and offers the state before it', async () => {
    const { before, broken } = await crashedLastTime()
    const user = userEvent.setup()
    render(<App />)
    expect(
      await screen.findByRole('heading', { name: 'The table could not show the saved game' }),
    ).toBeInTheDocument()
    expect(useGame.getState().game).toBeNull()
    await user.click(await screen.findByRole('button', { name: 'Open the state before it' }))
    await waitFor(() => expect(useGame.getState().fullGame).toEqual(before))
    expect(useGame.getState().future[0]).toEqual(broken)
    expect(readCrashMark()).toBeNull()
    expect((await listKeptAside())[0]?.reason).toBe('crashed')
  })

  it('offers the save as a file, or a new game with the broken one kept aside', async () => {
    await crashedLastTime()
    const user = userEvent.setup()
    render(<App />)
    await user.click(await screen.findByRole('button', { name: 'Download the saved game' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    await user.click(screen.getByRole('button', { name: /^New game/ }))
    expect(await screen.findByRole('button', { name: 'Start game' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Games kept aside' })).toBeInTheDocument()
    expect(
      await screen.findByRole('button', { name: /^Restore the game kept aside/ }),
    ).toBeEnabled()
    await flushAutosave()
  })
})

describe('games kept aside', () => {
  it('are listed with their dates; one restores with its undo history, nothing lost', async () => {
    const onTable = newGame()
    const start = newGame()
    const lost3 = play(start, { type: 'life/lose', player: 'A1', amount: 3 })
    const lost5 = play(lost3, { type: 'life/lose', player: 'A1', amount: 2 })
    const kept = play(lost5, { type: 'turn/end' })
    await keepAside(packSave(toSaveFile(kept, [start, lost3, lost5], [], header)), 'otherTab')
    await keepAside({ version: 3, broken: true }, 'rejected')
    useGame.getState().loadGame(onTable)
    const user = userEvent.setup()
    render(<KeptAsideList />)
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(/could not be restored — cannot be opened/)
    expect(items[1]).toHaveTextContent(/replaced by another tab's game — turn 2:/)
    await user.click(screen.getByRole('button', { name: /^Restore the game kept aside/ }))
    await waitFor(() => expect(useGame.getState().fullGame).toEqual(kept))
    // Its three past states came back with it: Undo walks them.
    expect(useGame.getState().past).toHaveLength(3)
    useGame.getState().undo()
    expect(useGame.getState().fullGame).toEqual(lost5)
    useGame.getState().undo()
    useGame.getState().undo()
    expect(useGame.getState().fullGame).toEqual(start)
    // The game that was on the table is kept aside in its place.
    const [replaced] = await listKeptAside()
    expect(replaced?.reason).toBe('replaced')
    await user.click(
      screen.getAllByRole('button', { name: /^Download the game kept aside/ })[0] as HTMLElement,
    )
    expect(JSON.parse(await (downloads[0] as Blob).text())).toEqual({ version: 3, broken: true })
    await flushAutosave()
  })
})

describe('a failing autosave', () => {
  it('is announced with a Save to file button until a save lands', async () => {
    useGame.getState().loadGame(newGame())
    await flushAutosave()
    const user = userEvent.setup()
    render(<SaveTroubleNotice />)
    expect(screen.queryByRole('region', { name: 'Autosave failing' })).toBeNull()
    useSaveHealth.setState({ failing: 'the disk is full' })
    const warning = await screen.findByRole('region', { name: 'Autosave failing' })
    expect(warning).toHaveTextContent('(the disk is full)')
    await user.click(screen.getByRole('button', { name: 'Save to file' }))
    expect(downloads).toHaveLength(1)
    useSaveHealth.setState({ failing: null })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Autosave failing' })).toBeNull(),
    )
  })
})
