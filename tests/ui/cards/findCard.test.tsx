// @vitest-environment jsdom
/**
 * "Create a card" on the table: "/" opens it, a name and Enter put the card into the chosen
 * player's chosen zone (card/conjure), tokens are created, and a name the pool lacks can be
 * asked of Scryfall (fetch stubbed) and is cached for next time.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCardCache, getCached } from '../../../src/cards/cache'
import { forgetKnownCards } from '../../../src/cards/knownCards'
import { battlefield, card, zone } from '../../../src/engine'
import { newGame } from '../../fixtures/game'
import { fakeScryfall, scryfallCard } from '../../cards/fakeScryfall'
import { game, renderTable, resetStores } from '../tableHarness'

beforeEach(async () => {
  await resetStores()
  await clearCardCache()
  forgetKnownCards()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function openFinder(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('/')
  const dialog = await screen.findByRole('dialog', { name: 'Create a card' })
  // The pool loads once: the count says when it is there.
  await within(dialog).findByText(/cards known/)
  return dialog
}

describe('Create a card', () => {
  it('opens with "/" and puts the card into the chosen zone of the chosen player', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    const dialog = await openFinder(user)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'For player' }), 'B2')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Put into' }),
      'Battlefield',
    )
    await user.type(within(dialog).getByRole('combobox', { name: 'Find a card' }), 'Sol Ring')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const [id] = battlefield(game())
    expect(card(game(), id ?? '')).toMatchObject({
      name: 'Sol Ring',
      owner: 'B2',
      controller: 'B2',
      isToken: false,
    })
    expect(screen.getByRole('log').textContent).toContain(
      'B2 put Sol Ring (created: a new card, not from the deck) onto the battlefield.',
    )
  })

  it('opens from the top bar, puts a card into a hand, and creates tokens', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.click(screen.getByRole('button', { name: /^Create a card/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Create a card' })
    await within(dialog).findByText(/cards known/)
    const hand = zone(game(), 'A1', 'hand').length
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Put into' }), 'Hand')
    await user.type(within(dialog).getByRole('combobox', { name: 'Find a card' }), 'Cultivate')
    await user.keyboard('{Enter}')
    expect(zone(game(), 'A1', 'hand')).toHaveLength(hand + 1)

    const again = await openFinder(user)
    await user.type(within(again).getByRole('combobox', { name: 'Find a card' }), 'Treasure')
    await user.keyboard('{Enter}')
    const [token] = battlefield(game())
    expect(card(game(), token ?? '')).toMatchObject({ name: 'Treasure', isToken: true })
  })

  it('asks Scryfall for a name the pool lacks, then puts what it found', async () => {
    const user = userEvent.setup()
    const jace = scryfallCard('Jace, the Mind Sculptor', {
      type_line: 'Legendary Planeswalker — Jace',
      mana_cost: '{2}{U}{U}',
    })
    const scryfall = fakeScryfall([jace])
    vi.stubGlobal('fetch', scryfall.fetch)
    renderTable(newGame())
    const dialog = await openFinder(user)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Put into' }), 'Hand')
    await user.type(within(dialog).getByRole('combobox', { name: 'Find a card' }), 'jace, the')
    expect(within(dialog).getByText('No card in the pool matches “jace, the”.')).toBeVisible()
    await user.click(
      within(dialog).getByRole('button', { name: 'Online: search Scryfall for “jace, the”' }),
    )
    const put = await within(dialog).findByRole('button', { name: 'Put into hand' })
    expect(within(dialog).getByText('Jace, the Mind Sculptor')).toBeInTheDocument()
    await user.click(put)
    const hand = zone(game(), 'A1', 'hand').map((id) => card(game(), id).name)
    expect(hand).toContain('Jace, the Mind Sculptor')
    expect(scryfall.sent[0]?.url).toContain('/cards/named?fuzzy=jace%2C%20the')
    await waitFor(async () => expect(await getCached('Jace, the Mind Sculptor')).toBeDefined())
  })

  it('says plainly when Scryfall does not know the name', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('fetch', fakeScryfall([]).fetch)
    renderTable(newGame())
    const dialog = await openFinder(user)
    await user.type(within(dialog).getByRole('combobox', { name: 'Find a card' }), 'Blorbo')
    // Enter on a name the pool lacks asks Scryfall, like the button.
    await user.keyboard('{Enter}')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Scryfall: No cards found matching “Blorbo”',
    )
  })
})
