// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyAction, commanders, type Action, type CardId, type GameState } from '../../src/engine'
import { useGame } from '../../src/store'
import { RETURN_PREFS_KEY, reloadReturnPrefs } from '../../src/ui/commander/returnPrefs'
import { newGame } from '../fixtures/game'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

const QUESTION = 'Move Commander A1 to the command zone instead?'

beforeEach(async () => {
  await resetStores()
  localStorage.clear()
  reloadReturnPrefs()
})

/** A1's commander cast and resolved: on the battlefield. */
function withCommanderOut(): { start: GameState; id: CardId } {
  let g = newGame()
  const id = commanders(g, 'A1')[0] as CardId
  g = applyAction(g, { type: 'commander/cast', player: 'A1', card: id })
  g = applyAction(g, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
  return { start: g, id }
}

function dispatch(action: Action): void {
  act(() => {
    useGame.getState().dispatch(action)
  })
}

describe('903.9: a commander leaving for a graveyard', { timeout: 60_000 }, () => {
  it('asks whether to move it to the command zone; "Yes" does', async () => {
    const user = userEvent.setup()
    const { start, id } = withCommanderOut()
    renderTable(start)
    await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
    await user.click(screen.getByRole('menuitem', { name: 'To graveyard' }))

    const prompt = await screen.findByRole('alertdialog', { name: QUESTION })
    expect(prompt).toHaveTextContent('Commander A1 went to A1’s graveyard.')
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Yes' })).toHaveFocus())
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }))

    expect(game().cards[id]?.zone).toBe('command')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.querySelector(`[data-commander-tax="${id}"]`)?.textContent).toBe('2')
  })

  it('"No" leaves it in the graveyard; the answer is one undo step and the question comes back', async () => {
    const user = userEvent.setup()
    const { start, id } = withCommanderOut()
    renderTable(start)
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    await user.click(await screen.findByRole('button', { name: 'No' }))
    expect(game().cards[id]?.zone).toBe('graveyard')
    expect(screen.queryByRole('alertdialog')).toBeNull()

    // The choice is game state: undoing the answer opens it again, undoing the move ends it.
    act(() => useGame.getState().undo())
    expect(game().cards[id]?.zone).toBe('graveyard')
    expect(screen.getByRole('alertdialog', { name: QUESTION })).toBeVisible()
    act(() => useGame.getState().undo())
    expect(game().cards[id]?.zone).toBe('battlefield')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('goes away when an undo takes the commander back out of the graveyard', async () => {
    const { start, id } = withCommanderOut()
    renderTable(start)
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    await screen.findByRole('alertdialog', { name: QUESTION })
    act(() => useGame.getState().undo())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks for exile, a hand and a library too (903.9a, 903.9b)', async () => {
    const user = userEvent.setup()
    const { start, id } = withCommanderOut()
    renderTable(start)
    for (const to of ['exile', 'hand', 'library'] as const) {
      dispatch({ type: 'card/move', player: 'A1', card: id, to })
      await screen.findByRole('alertdialog', { name: QUESTION })
      await user.click(screen.getByRole('button', { name: 'No' }))
    }
    // In a library it is out of everyone's sight: the whole game knows it is there.
    expect(useGame.getState().fullGame?.cards[id]?.zone).toBe('library')
  })
})

describe('the standing answer', { timeout: 60_000 }, () => {
  it('"Always" answers now and from then on, remembered across reloads', async () => {
    const user = userEvent.setup()
    const { start, id } = withCommanderOut()
    renderTable(start)
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    const prompt = await screen.findByRole('alertdialog', { name: QUESTION })
    await user.selectOptions(
      within(prompt).getByRole('combobox', { name: 'A1’s choice from now on' }),
      'always',
    )
    expect(game().cards[id]?.zone).toBe('command')
    expect(JSON.parse(localStorage.getItem(RETURN_PREFS_KEY) ?? '{}')).toEqual({ A1: 'always' })

    // Cast, resolve, and to the graveyard again: no question, straight home, in one step.
    dispatch({ type: 'commander/cast', player: 'A1', card: id })
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    const steps = useGame.getState().past.length
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    expect(game().cards[id]?.zone).toBe('command')
    expect(useGame.getState().past).toHaveLength(steps + 1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('status', { name: 'Commander zone' })).toHaveTextContent(
      'Commander A1 went back to the command zone.',
    )
    expect(document.querySelector(`[data-commander-tax="${id}"]`)?.textContent).toBe('4')
  })

  it('"Never" is never asked; each seat has its own answer', async () => {
    localStorage.setItem(RETURN_PREFS_KEY, JSON.stringify({ A1: 'never' }))
    reloadReturnPrefs()
    const { start, id } = withCommanderOut()
    renderTable(start)
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    expect(await screen.findByRole('status', { name: 'Commander zone' })).toHaveTextContent(
      'Commander A1 stays in the graveyard.',
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(game().cards[id]?.zone).toBe('graveyard')

    const b1 = commanders(game(), 'B1')[0] as CardId
    dispatch({ type: 'card/move', player: 'B1', card: b1, to: 'exile' })
    // B1's choice during Team A's turn is Team B's to make, behind the curtain (903.9, 810.5).
    await userEvent.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Move Commander B1 to the command zone instead?',
      }),
    ).toBeVisible()
  })
})
