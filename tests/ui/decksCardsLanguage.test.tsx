// @vitest-environment jsdom
/**
 * The deck import dialog, the card data dialog and the card search in Spanish and Brazilian
 * Portuguese (issue #11): their controls answer to their translated names, the words the card
 * data code produces (a refused bulk file) are said in the chosen language, and none of their
 * English remains.
 */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clear } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCardIndex } from '../../src/deck'
import { i18n, setLanguage } from '../../src/i18n/i18n'
import type { Language } from '../../src/i18n/languages'
import { useDeckLibrary } from '../../src/store/deckLibrary'
import { CardDataDialog } from '../../src/ui/cards/CardDataDialog'
import { DeckImportDialog } from '../../src/ui/decks'
import { CardSearch } from '../../src/ui/search/CardSearch'
import { bulkText } from '../cards/bulkFile'
import { basic, legend } from '../deck/cards'
import { inThreadWorker } from './cards/inThreadWorker'

const OMNATH = legend('Omnath, Locus of Mana', '{2}{G}', {
  type_line: 'Legendary Creature — Elemental',
})
const FOREST = basic('Forest')
const lookup = makeCardIndex([OMNATH, FOREST])

beforeEach(async () => {
  await clear()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
})

async function speak(lng: Language): Promise<void> {
  await act(() => setLanguage(lng))
  // tests/setup.ts puts English back after each test; the saved choice goes too.
  localStorage.clear()
}

describe('in Brazilian Portuguese', () => {
  it('the deck import dialog names its controls and its report in Portuguese', async () => {
    await speak('pt-BR')
    render(<DeckImportDialog open onClose={vi.fn()} lookup={lookup} />)
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Importar um deck' })
    await user.click(within(dialog).getByRole('textbox', { name: 'Lista do deck' }))
    await user.paste('Commander\n1 Omnath, Locus of Mana\n\nDeck\n1 Fooblat the Unknown\n98 Forest')

    expect(await within(dialog).findByText('Fora do conjunto de cards')).toBeInTheDocument()
    expect(within(dialog).getByText('Linha 5 — Fooblat the Unknown')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Nome do deck' })).toHaveAttribute(
      'placeholder',
      'Omnath, Locus of Mana',
    )
    expect(within(dialog).getByRole('button', { name: 'Salvar deck' })).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Carregar arquivo')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Fechar “Importar um deck”' })).toBeVisible()
    expect(within(dialog).getByText('Verificação do deck')).toBeInTheDocument()
    // The unknown card and, without it, 99 cards: two problems.
    expect(within(dialog).getByText('2 problemas a corrigir')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Tamanho do deck: exatamente 100 cards (RA 903.5a)'),
    ).toBeInTheDocument()

    for (const english of ['Deck check', 'Not in the card pool', 'Save deck', 'Cancel', 'Decklist'])
      expect(within(dialog).queryByText(english)).toBeNull()
    expect(within(dialog).queryByRole('textbox', { name: 'Deck name' })).toBeNull()
    expect(i18n.language).toBe('pt-BR')
  })
})

describe('in Spanish', () => {
  it('the card data dialog speaks Spanish, down to a refused bulk file', async () => {
    await speak('es')
    render(<CardDataDialog onClose={vi.fn()} createBulkWorker={inThreadWorker} />)
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Datos de cartas' })
    expect(
      within(dialog).getByRole('checkbox', { name: 'Mostrar imágenes de cartas (de Scryfall)' }),
    ).not.toBeChecked()
    expect(
      await within(dialog).findByText(
        'Todavía no hay datos de cartas guardados en este navegador.',
      ),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByRole('button', { name: 'Borrar datos de cartas guardados' }),
    ).toBeDisabled()

    const rulings = bulkText([{ object: 'ruling', comment: 'Yes.' }])
    await user.upload(
      within(dialog).getByLabelText(
        'Cargar un archivo de datos masivos de Scryfall (Oracle Cards o Default Cards)',
      ),
      new File([rulings], 'rulings.json'),
    )
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent(
      'Este no es un archivo de datos masivos de Scryfall: su primera entrada es un "ruling" de Scryfall, no una carta.',
    )
    for (const english of ['Card data', 'Card images', 'Offline card data', 'Stored card data'])
      expect(within(dialog).queryByText(english)).toBeNull()
  })

  it('the card search names its box, its zones and its empty result in Spanish', async () => {
    await speak('es')
    render(<CardSearch cards={[FOREST, OMNATH]} onPick={vi.fn()} />)
    const user = userEvent.setup()
    const zones = screen.getByRole('combobox', { name: 'Poner en' })
    expect(
      within(zones)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mano', 'Campo de batalla', 'Biblioteca', 'Cementerio', 'Exilio'])
    const box = screen.getByRole('combobox', { name: 'Buscar una carta' })
    expect(box).toHaveAttribute('placeholder', 'Nombre de la carta')
    await user.type(box, 'Zzyzx')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ninguna carta del conjunto coincide con «Zzyzx».',
    )
    expect(screen.queryByText('Find a card')).toBeNull()
    expect(screen.queryByText('Put into')).toBeNull()
  })
})
