// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { combat } from '../../src/engine'
import { useCombatDraft } from '../../src/ui/combat/combatDraft'
import { act, creature } from '../fixtures/game'
import { atStep, attack, scene } from '../engine/combatScene'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  useCombatDraft.getState().reset()
})

/** A1's Hill Giant attacks B1 and A2's Gray Ogre attacks B2; now the defenders block. */
function blockScene() {
  const { s, ids } = scene({
    giant: ['A1', creature('Hill Giant', 3, 3)],
    ogre: ['A2', creature('Gray Ogre', 2, 2)],
    spare: ['A1', creature('Spare Goblin', 1, 1)],
    wall: ['B1', creature('Wall of Wood', 0, 3)],
    tired: ['B1', creature('Tired Elf', 1, 1)],
    elk: ['B2', creature('Craw Elk', 2, 3)],
  })
  const attacked = attack(s, [{ attacker: ids.giant }, { attacker: ids.ogre }])
  const tapped = act(attacked, { type: 'card/tap', player: 'B1', card: ids.tired })
  return { s: atStep(tapped, 'declareBlockers'), ids }
}

describe('declaring blocks', { timeout: 60_000 }, () => {
  it('offers both defenders’ untapped creatures in one panel, and one "No blocks" (805.10d)', async () => {
    const user = userEvent.setup()
    const { s } = blockScene()
    renderTable(s, 'B')
    const section = screen.getByRole('region', { name: 'Blocks for Team B' })
    const add = within(section).getByRole('combobox', { name: 'Add a blocker' })
    const offered = within(add)
      .getAllByRole('option')
      .slice(1)
      .map((o) => o.textContent)
    expect(offered).toEqual(['Wall of Wood (B1)', 'Craw Elk (B2)'])

    await user.click(within(section).getByRole('button', { name: 'No blocks' }))
    expect(game().combat.blockersDeclared).toEqual(['B1', 'B2'])
    // The block is complete: the device goes back to the attackers, and the damage waits for
    // them, previewed (510).
    expect(game().turn.step).toBe('combatDamage')
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    expect(screen.getByRole('region', { name: 'Damage preview' })).toBeInTheDocument()
  })

  it('assigns blockers of both defenders by clicking, and declares them at once', async () => {
    const user = userEvent.setup()
    const { s, ids } = blockScene()
    renderTable(s, 'B')
    // B1's wall blocks the ogre that attacks B2: teammates block for each other.
    await user.click(cardElement(ids.wall))
    expect(cardElement(ids.wall)).toHaveAttribute('data-combat', 'block-pending')
    await user.click(cardElement(ids.ogre))
    const section = screen.getByRole('region', { name: 'Blocks for Team B' })
    const choice = within(section).getByRole('combobox', { name: 'Wall of Wood blocks' })
    expect(choice).toHaveValue(ids.ogre)
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hill Giant (A1) → B1', 'Gray Ogre (A2) → B2'])

    // The attacking team's other creatures block nothing: a click taps them as usual.
    await user.click(cardElement(ids.spare))
    expect(game().cards[ids.spare]?.tapped).toBe(true)

    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Add a blocker' }),
      ids.elk,
    )
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Craw Elk blocks' }),
      ids.giant,
    )
    await user.click(within(section).getByRole('button', { name: 'Declare 2 blocks' }))
    expect(combat(game()).blocks).toEqual([
      { blocker: ids.wall, attacker: ids.ogre },
      { blocker: ids.elk, attacker: ids.giant },
    ])
    expect(game().combat.blockersDeclared).toEqual(['B1', 'B2'])
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    expect(cardElement(ids.wall)).toHaveAttribute('aria-description', 'Blocking Gray Ogre')
    expect(game().turn.step).toBe('combatDamage')
    expect(screen.getByRole('region', { name: 'Combat damage' })).toHaveTextContent(
      'Hill Giant (A1) → B1blocked by Craw Elk (B2)',
    )
  })

  it('assigns a pending blocker from the attacker list with the keyboard', async () => {
    const user = userEvent.setup()
    const { s, ids } = blockScene()
    renderTable(s, 'B')
    cardElement(ids.wall).focus()
    await user.keyboard('{Enter}')
    await user.click(
      screen.getByRole('button', { name: 'Block Hill Giant (A1) → B1 with Wall of Wood' }),
    )
    expect(useCombatDraft.getState().blocks).toEqual({ [ids.wall]: ids.giant })
    // Enter on a picked blocker drops it again.
    cardElement(ids.wall).focus()
    await user.keyboard('{Enter}')
    expect(useCombatDraft.getState().blocks).toEqual({})
  })
})
