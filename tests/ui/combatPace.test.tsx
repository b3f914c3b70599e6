// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { combat, log, teamLife, type CardData } from '../../src/engine'
import { useCombatDraft } from '../../src/ui/combat/combatDraft'
import { creature, putOntoBattlefield } from '../fixtures/game'
import { atStep, scene } from '../engine/combatScene'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  useCombatDraft.getState().reset()
})

const walker: CardData = {
  name: 'Their Walker',
  type_line: 'Legendary Planeswalker — Test',
  loyalty: '4',
  layout: 'normal',
}

/** Team A's first main phase: a goblin that can attack; team B has no creature, one walker. */
function mainPhase(blocker?: CardData) {
  const { s, ids } = scene({
    goblin: ['A1', creature('Raging Goblin', 1, 1)],
    theirs: ['B2', walker],
  })
  if (!blocker) return { s: atStep(s, 'main1'), ids, elk: undefined }
  const put = putOntoBattlefield(s, 'B2', blocker)
  return { s: atStep({ ...put.state, turn: s.turn }, 'main1'), ids, elk: put.id }
}

describe('an attack at Arena’s pace', { timeout: 60_000 }, () => {
  it('unblockable: creature, Attack, Next — three clicks from the main phase to damage', async () => {
    const user = userEvent.setup()
    const { s, ids } = mainPhase()
    renderTable(s)
    let clicks = 0
    const click = async (el: Element) => {
      clicks++
      await user.click(el)
    }

    await click(cardElement(ids.goblin))
    expect(cardElement(ids.goblin)).toHaveAttribute('aria-description', 'Will attack B1')
    expect(screen.getByRole('combobox', { name: 'Raging Goblin (A1) attacks' })).toHaveValue('B1')
    await click(screen.getByRole('button', { name: 'Attack' }))
    // No creature of team B can block: the step passes by itself, said in the log (509.1a).
    expect(game().turn.step).toBe('combatDamage')
    expect(log(game()).map((e) => e.text)).toContain(
      'No creature of Team B can block, so no blockers are declared and the declare blockers step passes (509.1a, 805.10d).',
    )
    const preview = screen.getByRole('region', { name: 'Damage preview' })
    expect(preview).toHaveTextContent('B1 takes 1')
    await click(screen.getByRole('button', { name: 'Next' }))
    expect(teamLife(game(), 'B')).toBe(29)
    expect(clicks).toBe(3)
  })

  it('aims at another player from the name plate, and at a planeswalker by clicking it', async () => {
    const user = userEvent.setup()
    const { s, ids } = mainPhase()
    renderTable(s)
    // Nothing picked: no "Attack here" yet, and the opponents' plates only.
    expect(screen.queryByRole('button', { name: /^Attack B2/ })).toBeNull()
    await user.click(cardElement(ids.goblin))
    expect(screen.queryByRole('button', { name: /^Attack A2/ })).toBeNull()
    const b2 = screen.getByRole('button', { name: 'Attack B2 with Raging Goblin (A1)' })
    expect(b2).toHaveAttribute('aria-pressed', 'false')
    await user.click(b2)
    expect(useCombatDraft.getState().attacks).toEqual({ [ids.goblin]: 'B2' })
    // Aimed once, said with a way back; the plates' buttons go, so a later click on a plate
    // (to look at it) never re-aims the goblin.
    const panel = screen.getByRole('region', { name: 'Declare attackers' })
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Raging Goblin now attacks B2 instead of B1.',
    )
    expect(screen.queryByRole('button', { name: /^Attack B\d with/ })).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Undo' }))
    expect(useCombatDraft.getState().attacks).toEqual({ [ids.goblin]: 'B1' })

    // Aiming again is explicit: the attacker's Aim, then a click on the planeswalker.
    const aim = within(panel).getByRole('button', {
      name: 'Aim Raging Goblin (A1) at another player, a planeswalker or a battle',
    })
    await user.click(aim)
    expect(aim).toHaveAttribute('aria-pressed', 'true')
    expect(
      screen.getByRole('button', { name: 'Attack B2 with Raging Goblin (A1)' }),
    ).toHaveAttribute('aria-pressed', 'false')
    await user.click(cardElement(ids.theirs))
    expect(useCombatDraft.getState().attacks).toEqual({ [ids.goblin]: ids.theirs })
    expect(game().cards[ids.theirs]?.tapped).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Attack' }))
    expect(combat(game()).attacks).toEqual([{ attacker: ids.goblin, target: ids.theirs }])
  })

  it('by keyboard: Enter on the creature, A to attack, N deals the damage', async () => {
    const user = userEvent.setup()
    const { s, ids } = mainPhase()
    renderTable(s)
    cardElement(ids.goblin).focus()
    await user.keyboard('{Enter}')
    expect(useCombatDraft.getState().attacks).toEqual({ [ids.goblin]: 'B1' })
    await user.keyboard('a')
    expect(game().turn.step).toBe('combatDamage')
    expect(teamLife(game(), 'B')).toBe(30)
    await user.keyboard('n')
    expect(teamLife(game(), 'B')).toBe(29)
    expect(game().turn.step).toBe('combatDamage')
    await user.keyboard('n')
    expect(game().turn.step).toBe('endCombat')
  })

  it('a creature that can’t attack says why instead of tapping; one undo takes "Attack" back', async () => {
    const user = userEvent.setup()
    const { s, ids } = mainPhase()
    const fresh = putOntoBattlefield(s, 'A1', creature('New Pup', 1, 1))
    renderTable(fresh.state)
    await user.click(cardElement(fresh.id))
    expect(game().cards[fresh.id]?.tapped).toBe(false)
    expect(useCombatDraft.getState().attacks).toEqual({})
    // The engine's own reason (302.6), read out.
    expect(screen.getByRole('alert')).toHaveTextContent(/New Pup .*302\.6/)

    await user.click(cardElement(ids.goblin))
    await user.click(screen.getByRole('button', { name: 'Attack' }))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(game().turn.step).toBe('main1')
    expect(combat(game()).attacks).toEqual([])
    expect(useCombatDraft.getState().attacks).toEqual({ [ids.goblin]: 'B1' })
  })

  it('stops for blocks when a defender could block: one panel, one "No blocks"', async () => {
    const user = userEvent.setup()
    const { s, ids, elk } = mainPhase(creature('Craw Elk', 2, 3))
    renderTable(s)
    await user.click(cardElement(ids.goblin))
    await user.click(screen.getByRole('button', { name: 'Attack' }))
    expect(game().turn.step).toBe('declareBlockers')
    await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    const panel = screen.getByRole('region', { name: 'Blocks for Team B' })
    const add = within(panel).getByRole('combobox', { name: 'Add a blocker' })
    expect(within(add).getByRole('option', { name: 'Craw Elk (B2)' })).toHaveValue(elk)
    await user.click(within(panel).getByRole('button', { name: 'No blocks' }))
    expect(game().combat.blockersDeclared).toEqual(['B1', 'B2'])
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    expect(screen.getByRole('region', { name: 'Damage preview' })).toHaveTextContent('B1 takes 1')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(teamLife(game(), 'B')).toBe(29)
  })
})
