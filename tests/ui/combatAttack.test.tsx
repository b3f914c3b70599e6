// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { combat, type CardData } from '../../src/engine'
import { useGame } from '../../src/store'
import { arrowKeys } from '../../src/ui/combat/combatArrowList'
import { useCombatDraft } from '../../src/ui/combat/combatDraft'
import { act, creature, putOntoBattlefield } from '../fixtures/game'
import { atStep, scene } from '../engine/combatScene'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  useCombatDraft.getState().reset()
})

const walker = (name: string): CardData => ({
  name,
  type_line: 'Legendary Planeswalker — Test',
  loyalty: '4',
  layout: 'normal',
})

function attackScene() {
  const { s, ids } = scene({
    ape: ['A1', creature('Raging Ape', 3, 3)],
    drake: ['A2', creature('Wind Drake', 2, 2)],
    land: ['A1', { name: 'Forest', type_line: 'Basic Land — Forest', layout: 'normal' }],
    ours: ['A2', walker('Our Walker')],
    theirs: ['B2', walker('Their Walker')],
  })
  return { s: atStep(s, 'declareAttackers'), ids }
}

describe('picking attackers', { timeout: 60_000 }, () => {
  it('preselects the opponent opposite and sends a changed target with the declaration', async () => {
    const user = userEvent.setup()
    const { s, ids } = attackScene()
    renderTable(s)
    const panel = screen.getByRole('region', { name: 'Declare attackers' })

    await user.click(cardElement(ids.ape))
    await user.click(cardElement(ids.drake))
    const apeTarget = within(panel).getByRole('combobox', { name: 'Raging Ape (A1) attacks' })
    const drakeTarget = within(panel).getByRole('combobox', { name: 'Wind Drake (A2) attacks' })
    expect(apeTarget).toHaveValue('B1')
    expect(drakeTarget).toHaveValue('B2')
    expect(cardElement(ids.ape)).toHaveAttribute('aria-description', 'Will attack B1')

    // Both opponents and the opponents' planeswalker; never the teammate or theirs (805.10b).
    const options = within(apeTarget)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual(['B1', 'B2', 'Their Walker (B2)'])

    await user.selectOptions(apeTarget, 'B2')
    await user.selectOptions(drakeTarget, ids.theirs)
    await user.click(within(panel).getByRole('button', { name: 'Attack with 2 creatures' }))
    expect(combat(game()).attacks).toEqual([
      { attacker: ids.ape, target: 'B2' },
      { attacker: ids.drake, target: ids.theirs },
    ])
    expect(cardElement(ids.ape)).toHaveAttribute('aria-description', 'tapped, Attacking B2')
    expect(cardElement(ids.ape)).toHaveAttribute('data-combat', 'attacking')
  })

  it('toggles a creature with Enter, leaves lands to tap, and undo brings the picks back', async () => {
    const user = userEvent.setup()
    const { s, ids } = attackScene()
    renderTable(s)
    cardElement(ids.ape).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('combobox', { name: 'Raging Ape (A1) attacks' })).toBeInTheDocument()
    await user.keyboard(' ')
    expect(screen.queryByRole('combobox', { name: 'Raging Ape (A1) attacks' })).toBeNull()
    expect(game().cards[ids.ape]?.tapped).toBe(false)

    await user.click(cardElement(ids.land))
    expect(game().cards[ids.land]?.tapped).toBe(true)

    await user.click(cardElement(ids.ape))
    await user.click(screen.getByRole('button', { name: 'Attack with 1 creature' }))
    expect(combat(game()).attacks).toHaveLength(1)
    // Team B has no creature: the blocks pass by themselves and the damage waits (509.1a).
    expect(screen.getByRole('region', { name: 'Combat damage' })).toHaveTextContent(
      'Raging Ape (A1) → B1',
    )
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(combat(game()).attacks).toEqual([])
    expect(screen.getByRole('combobox', { name: 'Raging Ape (A1) attacks' })).toHaveValue('B1')
  })

  it('picks from the list and with "All", and declares no attackers when none are picked', async () => {
    const user = userEvent.setup()
    const { s, ids } = attackScene()
    renderTable(s)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add an attacker' }), ids.drake)
    expect(screen.getByRole('combobox', { name: 'Wind Drake (A2) attacks' })).toHaveValue('B2')
    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(screen.getByRole('button', { name: 'Attack with 2 creatures' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    await user.click(screen.getByRole('button', { name: 'Declare no attackers' }))
    expect(game().combat.attackersDeclared).toBe(true)
    expect(combat(game()).attacks).toEqual([])
  })

  it('shows the engine’s refusal for a summoning-sick creature and for an unmet goad', async () => {
    const user = userEvent.setup()
    const { s, ids } = attackScene()
    // Put onto the battlefield this turn: summoning sick (302.6).
    const fresh = putOntoBattlefield(s, 'A1', creature('New Pup', 1, 1))
    const goaded = act(fresh.state, { type: 'card/goad', player: 'B1', card: ids.ape })
    renderTable(goaded)

    await user.click(cardElement(fresh.id))
    expect(screen.getByRole('alert')).toHaveTextContent(/hasn't been under A1's control/)
    expect(screen.queryByRole('combobox', { name: 'New Pup (A1) attacks' })).toBeNull()

    // 701.15b: goaded by B1, it must attack, and B2 if able.
    expect(screen.getByText(/goaded by B1 and is able to attack/)).toBeInTheDocument()
    await user.click(cardElement(ids.ape))
    expect(screen.getByRole('combobox', { name: 'Raging Ape (A1) attacks' })).toHaveValue('B2')
    await user.click(screen.getByRole('button', { name: 'Attack with 1 creature' }))
    expect(useGame.getState().notice).toBeNull()
    expect(combat(game()).attacks).toEqual([{ attacker: ids.ape, target: 'B2' }])
  })
})

describe('the Attack button', { timeout: 60_000 }, () => {
  it('with nothing picked, moves the turn from the first main phase to declare attackers', async () => {
    const user = userEvent.setup()
    const { s } = attackScene()
    renderTable(atStep(s, 'main1'))
    await user.click(screen.getByRole('button', { name: 'Attack' }))
    expect(game().turn.step).toBe('declareAttackers')
    expect(screen.queryByRole('button', { name: 'Attack' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Declare attackers' })).toBeInTheDocument()
  })
})

describe('after combat damage', () => {
  it('the attacker keeps no badge nor arrow, and still says it attacks until combat ends (511.3)', () => {
    const { s, ids } = attackScene()
    let g = act(s, { type: 'combat/attack', attacks: [{ attacker: ids.ape, target: 'B1' }] })
    while (g.turn.step !== 'combatDamage') g = act(g, { type: 'turn/nextStep' })
    expect(arrowKeys(g, { attacks: {}, blocks: {} })).toEqual([`attack|${ids.ape}|B1`])
    g = act(g, { type: 'combat/damage' })
    expect(g.combat.damageDone).toBe(true)
    expect(arrowKeys(g, { attacks: {}, blocks: {} })).toEqual([])
    renderTable(g)
    expect(cardElement(ids.ape)).not.toHaveAttribute('data-combat')
    expect(cardElement(ids.ape).querySelector('.combat-badge')).toBeNull()
    expect(cardElement(ids.ape)).toHaveAttribute('aria-description', 'tapped, Attacking B1')
  })
})
