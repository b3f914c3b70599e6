// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { commanderDamage, teamLife, zone, type CardId, type GameState } from '../../src/engine'
import { useCombatDraft } from '../../src/ui/combat/combatDraft'
import { act, creature, legend, newGame, putOntoBattlefield } from '../fixtures/game'
import { atStep, attack, block } from '../engine/combatScene'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  useCombatDraft.getState().reset()
})

const life = (team: 'A' | 'B') => document.querySelector(`[data-team-life="${team}"]`)?.textContent

/**
 * Team B at 30. A1's commander Xira (3/3) attacks B1; A1's 4/4 attacks B2; A2's 2/2 attacks B2
 * and is blocked by B2's 3/3. Then the combat damage step.
 */
function damageScene(extra: (s: GameState) => GameState = (s) => s) {
  let s = newGame({
    startingLife: 30,
    commanders: { A1: [legend('Xira', { power: '3', toughness: '3' })] },
  })
  const xira = zone(s, 'A1', 'command')[0] as CardId
  s = act(
    s,
    { type: 'commander/cast', player: 'A1', card: xira },
    { type: 'card/move', player: 'A1', card: xira, to: 'battlefield' },
  )
  const put = (player: string, name: string, p: number, t: number, extraData = {}) => {
    const r = putOntoBattlefield(s, player, creature(name, p, t, extraData))
    s = r.state
    return r.id
  }
  const ids = {
    xira,
    brute: put('A1', 'Brute', 4, 4),
    pup: put('A2', 'Pup', 2, 2),
    guard: put('B2', 'Guard', 3, 3),
  }
  s = extra({ ...s, turn: { ...s.turn, number: 2 } })
  s = attack(s, [
    { attacker: ids.xira, target: 'B1' },
    { attacker: ids.brute, target: 'B2' },
    { attacker: ids.pup, target: 'B2' },
  ])
  s = block(s, 'B1', [])
  s = block(s, 'B2', [{ blocker: ids.guard, attacker: ids.pup }])
  return { s: atStep(s, 'combatDamage'), ids }
}

describe('the damage preview', { timeout: 60_000 }, () => {
  it('tells who takes what, the team total after, commander damage and who dies', async () => {
    const user = userEvent.setup()
    const { s, ids } = damageScene()
    renderTable(s)
    const preview = screen.getByRole('region', { name: 'Damage preview' })
    expect(preview.querySelector('[data-preview-player="B1"]')).toHaveTextContent('B1 takes 3')
    expect(preview.querySelector('[data-preview-player="B2"]')).toHaveTextContent('B2 takes 4')
    expect(preview.querySelector('[data-preview-team="B"]')).toHaveTextContent(
      'Team B: life 30 → 23',
    )
    expect(preview).toHaveTextContent('Commander damage to B1 from Xira: 0 → 3/21')
    expect(preview).toHaveTextContent('Pup (A2) dies')
    expect(preview).toHaveTextContent('Guard (B2) takes 2')
    // Nothing was dealt by looking.
    expect(life('B')).toBe('30')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(life('B')).toBe('23')
    expect(commanderDamage(game(), 'B1', ids.xira)).toBe(3)
    expect(game().battlefield).not.toContain(ids.pup)
    expect(screen.getByRole('region', { name: 'Combat damage dealt' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(life('B')).toBe('30')
    expect(cardElement(ids.pup)).toHaveAttribute('data-combat', 'attacking')
  })

  it('follows the shields: one player’s protects only them, the whole-table one everyone (S084)', async () => {
    const user = userEvent.setup()
    const { s } = damageScene()
    renderTable(s)
    const preview = () => screen.getByRole('region', { name: 'Damage preview' })
    await user.click(screen.getByRole('checkbox', { name: 'Prevent damage to B1' }))
    expect(preview().querySelector('[data-preview-player="B1"]')).toBeNull()
    expect(preview().querySelector('[data-preview-team="B"]')).toHaveTextContent('30 → 26')

    await user.click(screen.getByRole('checkbox', { name: 'Prevent all combat damage' }))
    expect(preview()).toHaveTextContent('Nothing: no damage is dealt.')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(teamLife(game(), 'B')).toBe(30)
  })

  it('deals first-strike damage first when a first striker fights (510.4)', async () => {
    const user = userEvent.setup()
    const { s, ids } = damageScene((g) =>
      act(g, {
        type: 'token/create',
        player: 'B2',
        data: creature('Fencer', 1, 1, { keywords: ['First strike'] }),
      }),
    )
    const fencer = s.battlefield.find((id) => s.cards[id]?.data.name === 'Fencer') as CardId
    const blocked = block(
      { ...s, combat: { ...s.combat, blockersDeclared: ['B1'], blocks: [] } },
      'B2',
      [{ blocker: fencer, attacker: ids.brute }],
    )
    renderTable(atStep(blocked, 'combatDamage'))
    expect(screen.getByRole('region', { name: 'Damage preview' })).toHaveTextContent(
      'First-strike damage will do',
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(game().combat.firstStrikeDone).toBe(true)
    expect(teamLife(game(), 'B')).toBe(30)
    const preview = screen.getByRole('region', { name: 'Damage preview' })
    expect(preview).toHaveTextContent('Combat damage will do')
    expect(preview).toHaveTextContent('Fencer (B2) dies')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    // Xira's 3 to B1 and the unblocked Pup's 2 to B2; the Fencer stopped the Brute.
    expect(teamLife(game(), 'B')).toBe(25)
  })

  it('lets an attacker blocked by two creatures split its damage (510.1c)', async () => {
    const user = userEvent.setup()
    const { s, ids } = damageScene()
    const second = putOntoBattlefield(s, 'B2', creature('Squire', 1, 1))
    const doubled = {
      ...second.state,
      combat: {
        ...second.state.combat,
        blocks: [...second.state.combat.blocks, { blocker: second.id, attacker: ids.pup }],
      },
    }
    renderTable(doubled)
    await user.click(screen.getByRole('button', { name: 'Split damage of Pup' }))
    const split = screen.getByRole('group', { name: /Pup: 2 of 2 damage assigned/ })
    const [toGuard, toSquire] = within(split).getAllByRole('spinbutton')
    if (!toGuard || !toSquire) throw new Error('two blockers expected')
    await user.clear(toGuard)
    await user.type(toGuard, '0')
    await user.clear(toSquire)
    await user.type(toSquire, '2')
    await user.click(within(split).getByRole('button', { name: 'Assign' }))
    expect(game().combat.assignments?.[ids.pup]).toEqual([
      { to: ids.guard, amount: 0 },
      { to: second.id, amount: 2 },
    ])
    expect(screen.getByRole('region', { name: 'Damage preview' })).toHaveTextContent(
      'Squire (B2) dies',
    )
  })
})
