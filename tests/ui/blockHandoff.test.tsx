// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, zone, type GameState, type PlayerId } from '../../src/engine'
import { useGame } from '../../src/store'
import { useCombatDraft } from '../../src/ui/combat/combatDraft'
import { creature, putOntoBattlefield } from '../fixtures/game'
import { atStep, scene } from '../engine/combatScene'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  useCombatDraft.getState().reset()
})

/** Team A's main phase: A1's goblin can attack; B2's elk can block it. */
function attackScene() {
  const { s, ids } = scene({ goblin: ['A1', creature('Raging Goblin', 1, 1)] })
  const put = putOntoBattlefield(s, 'B2', creature('Craw Elk', 2, 3))
  return { s: atStep({ ...put.state, turn: s.turn }, 'main1'), goblin: ids.goblin, elk: put.id }
}

/** The names of a team's hand cards, read from the whole game (never rendered from it). */
function handNames(g: GameState, players: PlayerId[]): string[] {
  return players.flatMap((p) => zone(g, p, 'hand').map((id) => card(g, id).name))
}

function pageText(): string {
  return document.body.textContent ?? ''
}

describe('the defending team blocks behind the curtain (810.5, 509.1)', { timeout: 60_000 }, () => {
  it('hands the device to Team B to block and back to Team A once blocks are declared', async () => {
    const user = userEvent.setup()
    const { s, goblin, elk } = attackScene()
    const attackersHand = handNames(s, ['A1', 'A2'])
    const defendersHand = handNames(s, ['B1', 'B2'])
    expect(attackersHand.length).toBeGreaterThan(0)
    renderTable(s)
    expect(pageText()).toContain(attackersHand[0])

    await user.click(cardElement(goblin))
    await user.click(screen.getByRole('button', { name: 'Attack' }))

    // The curtain: nobody's hand is on the page until Team B confirms.
    const curtain = screen.getByRole('dialog', { name: 'Pass the device to Team B' })
    expect(curtain).toHaveTextContent('Team B declares its blockers, then passes the device back')
    for (const name of [...attackersHand, ...defendersHand]) expect(pageText()).not.toContain(name)
    await user.keyboard('{Enter}')

    // Team B's side: its own hands, never the attackers'.
    const panel = screen.getByRole('region', { name: 'Blocks for Team B' })
    for (const name of attackersHand) expect(pageText()).not.toContain(name)
    expect(pageText()).toContain(defendersHand[0])
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Add a blocker' }), elk)
    await user.click(within(panel).getByRole('button', { name: /^Declare/ }))
    const full = useGame.getState().fullGame
    expect(full?.combat.blocks).toEqual([{ blocker: elk, attacker: goblin }])

    // And back to the attackers, who see their hands again and never Team B's.
    screen.getByRole('dialog', { name: 'Pass the device to Team A' })
    for (const name of defendersHand) expect(pageText()).not.toContain(name)
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    expect(pageText()).toContain(attackersHand[0])
    for (const name of defendersHand) expect(pageText()).not.toContain(name)
    expect(game().turn.activeTeam).toBe('A')
  })

  it('puts the keyboard on the seated player’s first hand card after the hand-off', async () => {
    const user = userEvent.setup()
    const { s, goblin } = attackScene()
    renderTable(s)
    await user.click(cardElement(goblin))
    await user.click(screen.getByRole('button', { name: 'Attack' }))
    await user.keyboard('{Enter}')
    const first = zone(s, 'B1', 'hand')[0] ?? ''
    expect(document.activeElement).toBe(cardElement(first))
  })

  it('raises no curtain when no creature of the defenders can block', async () => {
    const user = userEvent.setup()
    const { s, ids } = scene({ goblin: ['A1', creature('Raging Goblin', 1, 1)] })
    renderTable(atStep(s, 'main1'))
    await user.click(cardElement(ids.goblin))
    await user.click(screen.getByRole('button', { name: 'Attack' }))
    expect(game().turn.step).toBe('combatDamage')
    expect(screen.queryByRole('dialog', { name: /Pass the device/ })).toBeNull()
  })
})
