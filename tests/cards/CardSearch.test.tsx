// @vitest-environment jsdom
/**
 * The "Find a card" search box, used the way a person would: type, move with the arrows, Enter
 * picks into the chosen zone, Escape closes.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CardData } from '../../src/engine/types'
import { CardSearch } from '../../src/ui/search/CardSearch'

const pool: CardData[] = [
  { name: 'Serra Angel', type_line: 'Creature — Angel' },
  { name: 'Angel of Serenity', type_line: 'Creature — Angel' },
  { name: 'Angelic Chorus', type_line: 'Enchantment' },
  {
    name: 'Gatstaf Shepherd // Gatstaf Howler',
    layout: 'transform',
    card_faces: [
      { name: 'Gatstaf Shepherd', type_line: 'Creature — Human Werewolf' },
      { name: 'Gatstaf Howler', type_line: 'Creature — Werewolf' },
    ],
  },
]

function setup() {
  const onPick = vi.fn()
  const user = userEvent.setup()
  render(<CardSearch cards={pool} onPick={onPick} />)
  const box = screen.getByRole('combobox', { name: 'Find a card' })
  return { onPick, user, box }
}

describe('CardSearch', () => {
  it('lists matches as options, best first, with the list tied to the box', async () => {
    const { user, box } = setup()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.type(box, 'angel')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Matching cards' })
    expect(box).toHaveAttribute('aria-controls', list.id)
    const options = within(list).getAllByRole('option')
    // The word "Angel" itself before "Angelic".
    expect(options.map((option) => option.textContent)).toEqual([
      'Angel of SerenityCreature — Angel',
      'Serra AngelCreature — Angel',
      'Angelic ChorusEnchantment',
    ])
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id)
  })

  it('moves with the arrow keys and puts the chosen card into the hand with Enter', async () => {
    const { onPick, user, box } = setup()
    await user.type(box, 'angel')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    const chosen = screen.getByRole('option', { name: /Serra Angel/ })
    expect(chosen).toHaveAttribute('aria-selected', 'true')
    expect(box).toHaveAttribute('aria-activedescendant', chosen.id)

    await user.keyboard('{Enter}')
    expect(onPick).toHaveBeenCalledExactlyOnceWith(pool[0], 'hand')
    expect(box).toHaveValue('')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveFocus()
  })

  it('wraps around from the first option to the last', async () => {
    const { user, box } = setup()
    await user.type(box, 'angel')
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('option', { name: /Angelic Chorus/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('puts the card into the zone chosen under "Put into"', async () => {
    const { onPick, user, box } = setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Put into' }), 'Battlefield')
    await user.type(box, 'gatstaf howler{Enter}')
    expect(onPick).toHaveBeenCalledExactlyOnceWith(pool[3], 'battlefield')
  })

  it('closes with Escape, reopens with an arrow key, and clears with a second Escape', async () => {
    const { onPick, user, box } = setup()
    await user.type(box, 'serra')
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{Enter}')
    expect(onPick).not.toHaveBeenCalled()
    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}{Escape}')
    expect(box).toHaveValue('')
  })

  it('picks with a click too', async () => {
    const { onPick, user, box } = setup()
    await user.type(box, 'chorus')
    await user.click(screen.getByRole('option', { name: /Angelic Chorus/ }))
    expect(onPick).toHaveBeenCalledExactlyOnceWith(pool[2], 'hand')
  })

  it('says so when nothing in the pool matches', async () => {
    const { user, box } = setup()
    await user.type(box, 'sol ring')
    expect(screen.getByRole('status')).toHaveTextContent('No card in the pool matches “sol ring”.')
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('CardSearch with a typo', () => {
  it('still finds the card once the matcher has loaded', async () => {
    const { user, box } = setup()
    await user.type(box, 'gatsaf shepherd')
    expect(await screen.findByRole('option', { name: /Gatstaf Shepherd/ })).toBeInTheDocument()
  })
})
