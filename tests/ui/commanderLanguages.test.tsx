// @vitest-environment jsdom
// Issue #11: casting a commander, the stack, the 903.9 question, commander damage and the deck
// notes on the setup screen, all in Spanish or Portuguese.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { commanders, type Action, type CardId } from '../../src/engine'
import { parseDecklist, validateDeck } from '../../src/deck'
import { setLanguage } from '../../src/i18n/i18n'
import en from '../../src/i18n/locales/en/commander.json'
import es from '../../src/i18n/locales/es/commander.json'
import ptBR from '../../src/i18n/locales/pt-BR/commander.json'
import { useGame } from '../../src/store'
import { reloadReturnPrefs } from '../../src/ui/commander/returnPrefs'
import { SeatDeckReport } from '../../src/ui/commander/SeatDeckReport'
import type { SeatDecksState } from '../../src/ui/commander/useSeatDecks'
import { legend, newGame } from '../fixtures/game'
import { englishLeft } from './englishLeft'
import { renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  localStorage.clear()
  reloadReturnPrefs()
})

function dispatch(action: Action): void {
  act(() => {
    useGame.getState().dispatch(action)
  })
}

describe('the commander controls in Spanish and Portuguese', { timeout: 60_000 }, () => {
  it('casts a commander onto the stack and resolves it, in Spanish', async () => {
    await setLanguage('es')
    const user = userEvent.setup()
    renderTable(newGame())

    expect(screen.getAllByText('impuesto').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Lanzar Commander A1 (coste total 2)' }))
    const spells = screen.getByRole('list', { name: 'Hechizos en la pila, de arriba abajo' })
    expect(within(spells).getByRole('listitem')).toHaveTextContent(
      'Arriba · de A1 · → campo de batalla',
    )
    expect(within(spells).getByRole('button', { name: 'Contrarrestar Commander A1' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Resolve Commander A1' })).toBeNull()
    const stack = spells.closest('.stack-anchor')
    expect(stack).toHaveTextContent(/^Pila/)
    expect(englishLeft(stack ?? spells, en, es)).toEqual([])

    await user.click(within(spells).getByRole('button', { name: 'Resolver Commander A1' }))
    expect(screen.queryByRole('list', { name: 'Hechizos en la pila, de arriba abajo' })).toBeNull()
  })

  it('renames the commander damage grid and its buttons when the language changes', async () => {
    renderTable(newGame())
    const english = screen.getByRole('region', { name: 'Commander damage' })
    expect(englishLeft(english, en, es)).toContain('Commander damage')

    await act(() => setLanguage('es'))
    const grid = screen.getByRole('region', { name: 'Daño de comandante' })
    expect(
      within(grid).getByRole('button', {
        name: 'Añadir 1 de daño de comandante de Commander A1 a B1',
      }),
    ).toBeVisible()
    expect(within(grid).getAllByText('No es un oponente').length).toBeGreaterThan(0)
    expect(englishLeft(grid, en, es)).toEqual([])
  })

  it('asks the 903.9 question in Portuguese and remembers the answer', async () => {
    await setLanguage('pt-BR')
    const user = userEvent.setup()
    let g = newGame()
    const id = commanders(g, 'A1')[0] as CardId
    renderTable(g)
    dispatch({ type: 'commander/cast', player: 'A1', card: id })
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'graveyard' })

    const prompt = await screen.findByRole('alertdialog', {
      name: 'Colocar Commander A1 na zona de comando em vez disso?',
    })
    expect(prompt).toHaveTextContent('Commander A1 foi para o cemitério de A1.')
    expect(within(prompt).getByRole('button', { name: 'Sim' })).toBeVisible()
    const choice = within(prompt).getByRole('combobox', { name: 'Escolha de A1 daqui em diante' })
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Perguntar', 'Sempre', 'Nunca'])
    expect(englishLeft(prompt, en, ptBR)).toEqual([])

    await user.selectOptions(choice, 'never')
    g = useGame.getState().game ?? g
    expect(g.cards[id]?.zone).toBe('graveyard')
    dispatch({ type: 'card/move', player: 'A1', card: id, to: 'exile' })
    const status = await screen.findByRole('status', { name: 'Zona de comando' })
    expect(status).toHaveTextContent('Commander A1 fica no exílio.')
    expect(within(status).getByRole('button', { name: 'Fechar' })).toBeVisible()
    expect(englishLeft(status, en, ptBR)).toEqual([])
  })

  it('tells a seat’s deck problems in Spanish, the deck checks’ own words included', async () => {
    await setLanguage('es')
    const small = { commanders: [legend('Zed')], cards: [] }
    const decks: SeatDecksState = {
      table: {
        seats: {
          A1: {
            deck: small,
            commanderNames: ['Zed'],
            unknown: ['Fooblat'],
            unreadable: parseDecklist('Commander\n1 Zed\nzero Forest').errors.map(
              (e) => e.detail ?? e.message,
            ),
            problems: validateDeck(small),
          },
          A2: { deck: null, commanderNames: [], unknown: [], unreadable: [], problems: [] },
          B1: { deck: null, commanderNames: [], unknown: [], unreadable: [], problems: [] },
          B2: { deck: null, commanderNames: [], unknown: [], unreadable: [], problems: [] },
        },
        blocked: true,
        illegal: true,
      },
      saved: [],
      lookup: () => undefined,
    }
    render(<SeatDeckReport seat="A1" decks={decks} onChoose={() => undefined} />)

    expect(screen.getByRole('button', { name: 'Importar mazo para A1' })).toHaveTextContent(
      'Importar mazo…',
    )
    const problems = screen.getByRole('list', { name: 'Problemas del mazo de A1' })
    expect(problems).toHaveTextContent('No están en el conjunto de cartas: Fooblat.')
    expect(problems).toHaveTextContent(/El mazo tiene 1 carta/)
    expect(englishLeft(problems, en, es)).toEqual([])
    expect(problems).not.toHaveTextContent(/The deck has|Line \d/)
  })
})
