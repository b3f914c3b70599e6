import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

/**
 * Interface languages end to end (issue #11): the browser's language is the first choice, the
 * setup screen's picker switches the whole app and is remembered across a reload, and a Spanish
 * table shows none of the English words of the interface.
 */

function sample<T>(file: string): T[] {
  return JSON.parse(readFileSync(`src/cards/sample/${file}`, 'utf8')) as T[]
}
const pool = sample<{ name: string }>('pool.json')
const tokens = sample<{ name: string }>('tokens.json')
const decks = sample<{ name: string; commanders: string[] }>('decks.json')

/** Card and deck names stay as the card data gives them; they are left out of the scan. */
const NAMES = [
  ...[...pool, ...tokens].flatMap((card) => [card.name, ...card.name.split(' // ')]),
  ...decks.flatMap((deck) => [deck.name, ...deck.commanders]),
].sort((a, b) => b.length - a.length)

/** The setup screen's words, and the table's card tools (this area's own). */
const SETUP_WORDS = [
  'Start game',
  'Starting life per team',
  'Shuffle seed',
  'Advanced',
  'Transform showcase',
  'Team A',
  'Player A1 name',
  'Deck for',
  'Language',
]
const CARD_TOOL_WORDS = ['Create a card', 'Card data']
/** Words of the table itself (its zones, life, undo), translated by the table's own areas. */
const TABLE_WORDS = ['Undo', 'Library', 'Graveyard', 'Hand', 'Life']

/** Every visible text and every accessible label on the page, with card and deck names cut out. */
async function interfaceWords(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    const words: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent && parent.checkVisibility() && parent.closest('option') === null)
        words.push(node.textContent ?? '')
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder'])
        words.push(element.getAttribute(name) ?? '')
    }
    return words.join('\n')
  })
  return NAMES.reduce((rest, name) => rest.split(name).join(' '), text)
}

function englishFound(text: string, words: readonly string[]): string[] {
  return words.filter((word) => new RegExp(`\\b${word}\\b`).test(text))
}

/** Skips the mulligans and starts, by the form's structure rather than its (translated) words. */
async function startGame(page: Page, startLabel: string): Promise<void> {
  await page.locator('.advanced > summary').click()
  await page.locator('.advanced input[type="checkbox"]').first().check()
  await page.getByRole('button', { name: startLabel }).click()
  await liftCurtain(page)
}

/** A pass-the-device curtain may stand before the table (after a start or a reload). */
async function liftCurtain(page: Page): Promise<void> {
  const hand = page.locator('[data-zone="A1:hand"]')
  const curtain = page.locator('.handoff-confirm')
  await expect(hand.or(curtain).first()).toBeVisible()
  if (await curtain.isVisible()) await curtain.click()
  await expect(hand).toBeVisible()
}

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' })

  test('the setup screen opens in Spanish', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Empezar partida' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('group', { name: 'Vidas iniciales por equipo' })).toBeVisible()
  })

  test('neither the setup screen nor the table shows English interface words', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Empezar partida' })).toBeVisible()
    // The sample decks are read and checked before the screen has all of its words.
    await expect(page.getByRole('combobox', { name: 'Mazo de B2' })).not.toHaveValue('')
    const setup = await interfaceWords(page)
    expect(setup).toContain('Empezar partida') // the scan reads the page's words
    expect(englishFound(setup, SETUP_WORDS)).toEqual([])

    await startGame(page, 'Empezar partida')
    const table = await interfaceWords(page)
    expect(table).toContain('Crear carta')
    expect(englishFound(table, [...CARD_TOOL_WORDS, ...TABLE_WORDS])).toEqual([])
  })
})

test('Português chosen on the setup screen carries to the table and survives a reload', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Português (Brasil)')
  await expect(page.getByRole('button', { name: 'Começar partida' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')

  await startGame(page, 'Começar partida')
  await expect(page.getByRole('button', { name: /^Criar card/ })).toBeVisible()
  await page.getByRole('button', { name: 'Mais' }).click()
  await expect(page.getByRole('button', { name: 'Dados de cards…' })).toBeVisible()

  await page.reload()
  await liftCurtain(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('button', { name: /^Criar card/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create a card' })).toHaveCount(0)
})
