// @vitest-environment jsdom
/**
 * A room's log (issue 35): a line another seat's move wrote names who made it; every undo, redo
 * and export the room keeps is a line where it happened, after a reload too; and the undo
 * question says why it asks. In English, Spanish and Portuguese.
 */
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, signLog, viewFor, type GameState } from '../../src/engine'
import { setLanguage } from '../../src/i18n/i18n'
import { newRoomState } from '../../src/remote/remoteSession'
import { UndoAskDialog } from '../../src/remote/ui/UndoAskDialog'
import { useGame, type RoomNote } from '../../src/store'
import { LogPanel } from '../../src/ui/table/LogPanel'
import { newGame } from '../fixtures/game'
import { fakeSession } from '../fixtures/fakeSession'
import { resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  await setLanguage('en')
})

/** Team A's device in a room whose game is `game`, with the room's notes. */
function inRoom(game: GameState, notes: RoomNote[] = []) {
  useGame.getState().enterRoom(fakeSession(), {
    ...newRoomState('K7QX2', 'http://game.example', false),
    seats: ['A1', 'A2'],
    team: 'A',
    notes,
  })
  const view = viewFor(game, { team: 'A' })
  useGame.setState({ game: view, fullGame: view })
}

const lines = () =>
  within(screen.getByRole('log', { name: /Game log|Registro/ }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('a room’s log', () => {
  it('names who made a move the line itself does not name', () => {
    const start = newGame()
    const lost = signLog(
      start,
      applyAction(start, { type: 'life/lose', player: 'A1', amount: 3 }),
      'B1',
    )
    const drawn = signLog(lost, applyAction(lost, { type: 'library/draw', player: 'A1' }), 'A1')
    inRoom(drawn)
    render(<LogPanel />)
    const shown = lines()
    expect(shown.find((l) => l?.includes('lost 3 life'))).toMatch(/^B1: A1 lost 3 life/)
    // "A1 drew a card." names A1 already.
    expect(shown.at(-1)).toBe('A1 drew a card.')
  })

  it('keeps every undo and export where it happened, with who did it', async () => {
    const start = newGame()
    const lost = applyAction(start, { type: 'life/lose', player: 'A1', amount: 3 })
    const words = { text: 'A1 lost 3 life.', line: lost.log.at(-1)?.message ?? null, more: 0 }
    // B undid A1's life loss with A's yes, then B saved the finished game.
    const notes: RoomNote[] = [
      {
        n: 1,
        kind: 'undo',
        by: ['B1'],
        asked: { team: 'A', agreed: true },
        words,
        after: start.seq,
      },
      { n: 2, kind: 'export', by: ['B1', 'B2'], after: start.seq },
    ]
    inRoom(start, notes)
    render(<LogPanel />)
    expect(lines().slice(-2)).toEqual([
      expect.stringMatching(/^B1 undid, as Team A agreed: A1 lost 3 life/),
      'B1, B2 saved the full game: every hand and every library, in order.',
    ])
    await setLanguage('es')
    expect(lines().at(-1)).toBe(
      'B1, B2 guardó la partida completa: todas las manos y todas las bibliotecas, en orden.',
    )
    await setLanguage('pt-BR')
    expect(lines().at(-2)).toMatch(/^B1 desfez, com o acordo da Team A: /)
  })
})

describe('the undo question says why it asks', () => {
  it('tells team A that the game would reopen, and who has the full game', () => {
    inRoom(newGame())
    const words = { text: 'A1 lost 3 life.', line: null, more: 0 }
    render(
      <UndoAskDialog
        ask={{
          ...{ askId: 'a1', kind: 'undo', by: ['B1', 'B2'], what: words.text, words },
          ...{ reason: 'reopens', exported: ['B'] },
        }}
        onAnswer={() => undefined}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'The other team asks' })
    expect(dialog).toHaveTextContent(
      'B1, B2 would like to undo: a step that wrote nothing in the log',
    )
    expect(dialog).toHaveTextContent('The game is over. Undoing this opens it again')
    expect(dialog).toHaveTextContent('Team B saved the full game: they have seen every hand')
  })
})
