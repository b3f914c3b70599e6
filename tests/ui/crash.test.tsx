// @vitest-environment jsdom
// A crash in the interface never loses the game (issue #9): the crash screen steps back to the
// last good state or hands over the save as a file.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { teamLife, type GameState } from '../../src/engine'
import { flushAutosave, resetGameStore, useGame } from '../../src/store'
import { readGameFile } from '../../src/store/gameFile'
import { ErrorBoundary } from '../../src/ui/ErrorBoundary'
import { newGame } from '../fixtures/game'

let startingLife = 0

/** A part of the table with a bug that only shows once team B has lost life. */
function FragileLife() {
  const life = useGame((s) => (s.game ? teamLife(s.game, 'B') : 0))
  if (life < startingLife) throw new Error('life display broke')
  return <p>Team B: {life}</p>
}

const saved: Blob[] = []

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  await clear()
  saved.length = 0
  vi.spyOn(console, 'error').mockImplementation(() => {})
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob)
    return 'blob:save'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

function crashTheTable(): GameState {
  useGame.getState().loadGame(newGame())
  const good = useGame.getState().fullGame as GameState
  startingLife = teamLife(good, 'B')
  render(
    <ErrorBoundary>
      <FragileLife />
    </ErrorBoundary>,
  )
  expect(screen.getByText(`Team B: ${startingLife}`)).toBeInTheDocument()
  useGame.getState().dispatch({ type: 'life/lose', player: 'B1', amount: 2 })
  return good
}

describe('the crash screen', () => {
  it('says the game is safe and steps back to the last good state', async () => {
    const good = crashTheTable()
    expect(await screen.findByRole('alert')).toHaveTextContent('life display broke')
    expect(screen.getByText(/Your game is safe/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to the last good state' }))
    expect(useGame.getState().fullGame).toBe(good)
    expect(screen.getByText(`Team B: ${startingLife}`)).toBeInTheDocument()
    // The step back is itself undoable: Redo brings the state that broke the screen back.
    expect(useGame.getState().future).toHaveLength(1)
  })

  it('downloads the save, with the game that broke the screen in it', async () => {
    crashTheTable()
    const broken = useGame.getState().fullGame as GameState
    await userEvent.click(await screen.findByRole('button', { name: 'Download the save' }))
    expect(saved).toHaveLength(1)
    const file = await readGameFile(await (saved[0] as Blob).text())
    if (!file.ok) throw new Error('the downloaded save does not load')
    expect(file.save.game).toEqual(broken)
    expect(file.save.past).toHaveLength(1)
  })
})
