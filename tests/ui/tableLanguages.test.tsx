// @vitest-environment jsdom
// Issue #11: a Spanish or Portuguese speaker meets no English on the table itself (top bar,
// zones, cards, menus, dialogs, drag instructions, announcer, curtain).
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import engine from '../../src/engine/messages/en.json'
import { i18n, setLanguage } from '../../src/i18n/i18n'
import type { Language } from '../../src/i18n/languages'
import a11y from '../../src/i18n/locales/en/later/a11y.json'
import card from '../../src/i18n/locales/en/later/card.json'
import dnd from '../../src/i18n/locales/en/later/dnd.json'
import menu from '../../src/i18n/locales/en/later/menu.json'
import privacy from '../../src/i18n/locales/en/later/privacy.json'
import table from '../../src/i18n/locales/en/table.json'
import zones from '../../src/i18n/locales/en/later/zones.json'
import { useGame, useUi } from '../../src/store'
import { newGame } from '../fixtures/game'
import { cardElement, game, handOf, nameOf, renderTable, resetStores } from './tableHarness'

beforeEach(resetStores)

/**
 * Switches the interface. The engine's own words (log lines) belong to another area, whose
 * catalogs tests/i18n checks: any still missing are filled with English here (never replacing a
 * translation), so this file tests the table's words only.
 */
async function speak(lng: Language): Promise<void> {
  await setLanguage(lng)
  i18n.addResourceBundle(lng, 'engine', engine, true, false)
}

const SLOT = /\\\{\\\{\w+\\\}\\\}/g

/** Every English sentence of this area as a whole-string pattern, slots matching anything. */
const ENGLISH: RegExp[] = [a11y, card, dnd, menu, privacy, table, zones].flatMap((catalog) =>
  Object.values(catalog)
    .map((text: string) => text.trim())
    // Symbols, letters and bare joins ("+1/+1", "{{first}} and {{second}}") say no English alone.
    .filter((text) => {
      const words = text.replace(/\{\{\w+\}\}/g, '').trim()
      return /[A-Za-z]{3,}/.test(words) && !/^\W*(and|or)\W*$/.test(words)
    })
    .map(
      (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(SLOT, '.+?')}$`),
    ),
)

/** The words a user can meet on the page: text, and names and hints for assistive technology. */
function wordsOnPage(): string[] {
  const words: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    // Log lines are the engine's words (see speak); keys are named as printed on the keyboard.
    if (text && !node.parentElement?.closest('.log-lines li, kbd')) words.push(text)
  }
  const attributes = [
    'aria-label',
    'title',
    'placeholder',
    'aria-roledescription',
    'aria-description',
    'data-label',
  ]
  for (const el of document.body.querySelectorAll('*')) {
    for (const name of attributes) {
      const value = el.getAttribute(name)?.trim()
      if (value) words.push(value)
    }
  }
  return words
}

/** Words of the area's English catalogs on the page; a word the language shares ("Card") is not. */
function englishLeft(): string[] {
  const own = new Set(
    [a11y, card, dnd, menu, privacy, table, zones].flatMap((catalog) =>
      Object.keys(catalog).map((key) => i18n.t(key, { ns: key.split('.')[0] })),
    ),
  )
  return wordsOnPage().filter(
    (text) => !own.has(text) && ENGLISH.some((pattern) => pattern.test(text)),
  )
}

describe('the table in Spanish', () => {
  it('names its controls, zones, steps and cards in Spanish, with no English left', async () => {
    await speak('es')
    const user = userEvent.setup()
    renderTable(newGame())
    const a1 = game().players['A1']?.name ?? 'A1'

    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Rehacer' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nueva partida' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pasar al equipo B' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: `Campo de batalla de ${a1}` })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: `Cementerio de ${a1}` })).toBeInTheDocument()
    expect(screen.getByRole('log', { name: 'Registro de la partida' })).toBeInTheDocument()
    // The steps by their names on Spanish cards (mantenimiento, paso de robar, paso final).
    const steps = screen.getByRole('list', { name: 'Pasos' })
    expect(within(steps).getByTitle('Mantenimiento')).toHaveTextContent('Manten.')
    expect(within(steps).getByTitle('Paso de robar')).toHaveTextContent('Robar')
    expect(within(steps).getByTitle('Paso final')).toHaveTextContent('Final')
    expect(within(steps).getByTitle('Paso de limpieza')).toHaveTextContent('Limpieza')

    // A card's menu, and the menu's items.
    const id = handOf('A1')[0] ?? ''
    await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
    const menu = screen.getByRole('menu', { name: `Acciones de ${nameOf(id)}` })
    expect(within(menu).getByRole('menuitem', { name: 'Lanzar' })).toBeVisible()
    expect(within(menu).getByRole('menuitem', { name: 'Al cementerio' })).toBeVisible()
    expect(englishLeft()).toEqual([])

    await user.click(within(menu).getByRole('menuitem', { name: 'Lanzar' }))
    const pila = screen.getByRole('region', { name: 'La pila' })
    expect(englishLeft()).toEqual([])
    await user.click(within(pila).getByRole('button', { name: `Resolver ${nameOf(id)}` }))
    cardElement(id).focus()
    await user.keyboard('{Enter}')
    expect(cardElement(id)).toHaveAttribute('aria-description', 'girada')
    expect(cardElement(id)).toHaveAttribute('aria-roledescription', 'carta')
    expect(englishLeft()).toEqual([])
  }, 30_000)

  it('reads out life changes and drag instructions in Spanish', async () => {
    await speak('es')
    const user = userEvent.setup()
    renderTable(newGame())
    await user.click(screen.getByRole('button', { name: 'Equipo B: perder 5 vidas' }))
    expect(document.querySelector('[data-announcer]')).toHaveTextContent(
      'Vida del equipo B: 55, baja 5.',
    )
    expect(document.getElementById('card-instructions')).toHaveTextContent(/pulsa M/)
    expect(englishLeft()).toEqual([])
  }, 30_000)

  it('shows a notice in Spanish, and its dismiss button', async () => {
    await speak('es')
    renderTable(newGame())
    act(() =>
      useGame.getState().showNotice({
        kind: 'warning',
        code: 'AUTOSAVE_FAILED',
        message: { key: 'notice.autosaveFailed', ns: 'store', params: { reason: 'QuotaExceeded' } },
      }),
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Falló el guardado automático: QuotaExceeded')
    expect(alert).not.toHaveTextContent('Autosave failed')
    expect(within(alert).getByRole('button', { name: 'Cerrar aviso' })).toBeVisible()
  })

  it('asks for the device in Spanish behind the curtain', async () => {
    await speak('es')
    renderTable(newGame())
    act(() => useUi.getState().passTo('B'))
    const curtain = screen.getByRole('dialog', { name: 'Pasa el dispositivo al equipo B' })
    expect(
      within(curtain).getByRole('button', { name: 'Somos el equipo B: mostrar nuestro lado' }),
    ).toHaveFocus()
    expect(englishLeft()).toEqual([])
  })
})

describe('the table in Brazilian Portuguese', () => {
  it('uses the Portuguese card words: grimório, cemitério, comprar, etapa de compra', async () => {
    await speak('pt-BR')
    const user = userEvent.setup()
    renderTable(newGame())
    const a1 = game().players['A1']?.name ?? 'A1'

    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: `Grimório de ${a1}` })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: `Zona de comando de ${a1}` })).toBeInTheDocument()
    const steps = screen.getByRole('list', { name: 'Etapas' })
    expect(within(steps).getByTitle('Manutenção')).toBeInTheDocument()
    expect(within(steps).getByTitle('Etapa de compra')).toHaveTextContent('Compra')

    await user.click(
      screen.getByRole('button', { name: new RegExp(`^Grimório de ${a1}, \\d+ cards$`) }),
    )
    const menu = screen.getByRole('menu', { name: `Grimório de ${a1}` })
    expect(within(menu).getByRole('menuitem', { name: 'Comprar um card' })).toBeVisible()
    expect(within(menu).getByRole('menuitem', { name: 'Triturar o card do topo' })).toBeVisible()
    expect(englishLeft()).toEqual([])

    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Atalhos de teclado' }))
    const sheet = screen.getByRole('dialog', { name: 'Atalhos de teclado' })
    const onCard = within(sheet).getByRole('table', { name: 'Sobre um card' })
    expect(within(onCard).getByRole('cell', { name: 'Pegar o card para movê-lo' })).toBeVisible()
    expect(within(sheet).getByRole('button', { name: 'Fechar' })).toBeVisible()
    expect(englishLeft()).toEqual([])
  }, 30_000)
})
