// @vitest-environment jsdom
/**
 * Switching the interface language (issue #11) on the setup screen: the screen speaks the chosen
 * language at once, <html lang> follows, and the choice is remembered for the next visit.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../../src/i18n/i18n'
import { browserLanguage, LANGUAGE_KEY } from '../../src/i18n/languages'
import { SetupScreen } from '../../src/ui/setup/SetupScreen'
import { resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  localStorage.removeItem(LANGUAGE_KEY)
})
afterEach(() => {
  localStorage.removeItem(LANGUAGE_KEY)
  document.documentElement.lang = 'en'
})

/** The first switch to a language loads its catalogs (a chunk of their own). */
const LOADING = { timeout: 5000 }

/** The setup screen's own words in English: none may remain once another language is chosen. */
const ENGLISH = [
  'Start game',
  'Starting life per team',
  'Team A',
  'Advanced',
  'Shuffle seed',
  'Transform showcase',
  'Classic Two-Headed Giant',
  'Everything stays on this device. The game saves itself after every action.',
]

describe('the language setting on the setup screen', () => {
  it('switches the setup screen to Spanish, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup()
    render(<SetupScreen />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español')

    expect(
      await screen.findByRole('button', { name: 'Empezar partida' }, LOADING),
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
    expect(screen.getByRole('group', { name: 'Vidas iniciales por equipo' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Equipo A' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Nombre del jugador A1' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Mazo de B2' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Demostración de transformación' })).toBeVisible()
    for (const words of ENGLISH) expect(screen.queryByText(words)).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Deck for B2' })).toBeNull()

    expect(document.documentElement.lang).toBe('es')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es')
  })

  it('switches to Brazilian Portuguese and back to English', async () => {
    const user = userEvent.setup()
    render(<SetupScreen />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt-BR')
    expect(
      await screen.findByRole('button', { name: 'Começar partida' }, LOADING),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Nome do jogador B1' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('pt-BR')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English')
    expect(await screen.findByRole('button', { name: 'Start game' })).toBeInTheDocument()
    await waitFor(() => expect(i18n.language).toBe('en'))
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en')
  })
})

describe('browserLanguage', () => {
  it.each([
    [['es-MX'], 'es'],
    [['pt-PT'], 'pt-BR'],
    [['pt-BR', 'en'], 'pt-BR'],
    [['fr'], 'en'],
    [['fr-FR', 'es-AR'], 'es'],
    [[], 'en'],
  ])('%j → %s', (preferred, expected) => {
    expect(browserLanguage(preferred)).toBe(expected)
  })
})
