// @vitest-environment jsdom
/**
 * Issue 34: the turn belongs to its team. The table turned to a team offers it only its own
 * decisions, as the engine says (mayAct): the defenders get their block as the centre's button
 * and never Next step or End turn; nothing picked is dropped or handed over without asking.
 */
import { act as reactAct, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { combat, commanders, teamLife, turn } from '../../src/engine'
import { useUi } from '../../src/store'
import { useCombatDraft } from '../../src/ui/combat/combatDraft'
import { act, creature, newGame, toMainPhase } from '../fixtures/game'
import { atStep, attack, scene } from '../engine/combatScene'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  useCombatDraft.getState().reset()
})

const bar = () => screen.getByRole('region', { name: 'Turn' })

/** Team A's Hill Giant and Gray Ogre against Team B's Wall of Wood and Craw Elk. */
function board() {
  return scene({
    giant: ['A1', creature('Hill Giant', 3, 3)],
    ogre: ['A2', creature('Gray Ogre', 2, 2)],
    wall: ['B1', creature('Wall of Wood', 0, 3)],
    elk: ['B2', creature('Craw Elk', 2, 3)],
  })
}

/** Both of Team A's creatures attack B1; Team B owes its blocks. */
function blocksOwed() {
  const { s, ids } = board()
  const attacked = attack(s, [
    { attacker: ids.giant, target: 'B1' },
    { attacker: ids.ogre, target: 'B1' },
  ])
  return { s: atStep(attacked, 'declareBlockers'), ids }
}

describe('805.4a: the other team’s screen never moves the turn', { timeout: 60_000 }, () => {
  it('offers Team B no Next step, End turn or Attack in Team A’s turn; N, E and A do nothing', async () => {
    const user = userEvent.setup()
    const { s, ids } = board()
    renderTable(atStep(s, 'main1'), 'B')
    expect(within(bar()).queryByRole('button', { name: /Next step/ })).toBeNull()
    expect(within(bar()).queryByRole('button', { name: /End turn/ })).toBeNull()
    expect(within(bar()).queryByRole('button', { name: /Attack/ })).toBeNull()
    expect(within(bar()).getByRole('status')).toHaveTextContent('Team A’s turn')
    await user.keyboard('n')
    await user.keyboard('e')
    await user.keyboard('a')
    expect(turn(game())).toMatchObject({ activeTeam: 'A', step: 'main1', number: 2 })
    // A click on Team A's creature picks no attacker on Team B's screen.
    await user.click(cardElement(ids.giant))
    expect(useCombatDraft.getState().attacks).toEqual({})
    expect(within(bar()).getByRole('button', { name: 'Pass to Team A' })).toBeInTheDocument()
  })

  it('gives Team A its buttons back, and no block controls while Team B owes its blocks', async () => {
    const { s } = blocksOwed()
    renderTable(s, 'A')
    expect(within(bar()).queryByRole('button', { name: /Next step/ })).toBeNull()
    expect(within(bar()).queryByRole('button', { name: /End turn/ })).toBeNull()
    expect(within(bar()).queryByRole('button', { name: 'No blocks' })).toBeNull()
    expect(within(bar()).getByRole('status')).toHaveTextContent('Team B declares blocks')
    expect(within(bar()).getByRole('button', { name: 'Pass to Team B' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Blocks for Team B' })).toBeNull()
    expect(screen.getByText('Team B is declaring its blocks.')).toBeInTheDocument()
  })
})

describe('509.1: the defenders’ one decision in the centre', { timeout: 60_000 }, () => {
  it('is "No blocks", then "Declare 1 block" once a blocker is picked; the block holds', async () => {
    const user = userEvent.setup()
    const { s, ids } = blocksOwed()
    renderTable(s, 'B')
    expect(within(bar()).queryByRole('button', { name: /Next step/ })).toBeNull()
    expect(within(bar()).queryByRole('button', { name: /End turn/ })).toBeNull()
    expect(within(bar()).getByRole('button', { name: 'No blocks' })).toHaveClass('primary')
    await user.click(cardElement(ids.elk))
    await user.click(cardElement(ids.ogre))
    const declare = within(bar()).getByRole('button', { name: 'Declare 1 block' })
    // N and E still do nothing for the defenders.
    await user.keyboard('n')
    await user.keyboard('e')
    expect(turn(game()).step).toBe('declareBlockers')
    await user.click(declare)
    expect(combat(game()).blocks).toEqual([{ blocker: ids.elk, attacker: ids.ogre }])
    expect(turn(game()).step).toBe('combatDamage')
    // The device goes back to the attackers, who deal the damage: the giant's 3 only.
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    await user.click(within(bar()).getByRole('button', { name: /Next step/ }))
    expect(teamLife(game(), 'B')).toBe(27)
    // The ogre met the elk: 2 damage each way, the 2/2 ogre died and the 2/3 elk lives (510.2).
    expect(game().battlefield).not.toContain(ids.ogre)
    expect(game().cards[ids.elk]?.damage).toBe(2)
  })

  it('asks first when the defenders pass the device back without declaring', async () => {
    const user = userEvent.setup()
    const { s, ids } = blocksOwed()
    renderTable(s, 'B')
    await user.click(cardElement(ids.wall))
    await user.click(cardElement(ids.giant))
    await user.click(screen.getByRole('button', { name: 'Pass to team A' }))
    const ask = screen.getByRole('dialog', { name: 'Declare Team B’s blocks first' })
    // "Back to the table" keeps the device, and the picks, with Team B.
    await user.click(within(ask).getByRole('button', { name: 'Back to the table' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useCombatDraft.getState().blocks).toEqual({ [ids.wall]: ids.giant })
    expect(within(bar()).getByRole('button', { name: 'Declare 1 block' })).toBeInTheDocument()
    // P asks the same; its first answer declares them, and the device goes on by itself.
    await user.keyboard('p')
    const again = screen.getByRole('dialog', { name: 'Declare Team B’s blocks first' })
    await user.click(within(again).getByRole('button', { name: 'Declare 1 block' }))
    expect(combat(game()).blocks).toEqual([{ blocker: ids.wall, attacker: ids.giant }])
    expect(screen.getByRole('dialog', { name: 'Pass the device to Team A' })).toBeInTheDocument()
  })

  it('never shows Team B’s undeclared picks to Team A', async () => {
    const user = userEvent.setup()
    const { s, ids } = blocksOwed()
    renderTable(s, 'B')
    await user.click(cardElement(ids.wall))
    await user.click(cardElement(ids.giant))
    expect(cardElement(ids.wall)).toHaveAttribute('data-combat', 'block-picked')
    // The table turned to Team A some other way (a curtain's way back): no picks of Team B's.
    reactAct(() => {
      useUi.getState().passTo('A')
      useUi.getState().liftCurtain()
    })
    expect(cardElement(ids.wall)).not.toHaveAttribute('data-combat')
    expect(useCombatDraft.getState().blocks).toEqual({})
    // They come back with the device.
    reactAct(() => {
      useUi.getState().passTo('B')
      useUi.getState().liftCurtain()
    })
    expect(cardElement(ids.wall)).toHaveAttribute('data-combat', 'block-picked')
  })
})

describe(
  '508.1: picked attackers are declared or asked about, never dropped',
  { timeout: 60_000 },
  () => {
    it('Next step in declare attackers asks: attack with them, or move on without', async () => {
      const user = userEvent.setup()
      const { s, ids } = board()
      renderTable(atStep(s, 'declareAttackers'))
      await user.click(cardElement(ids.giant))
      await user.click(within(bar()).getByRole('button', { name: /Next step/ }))
      const ask = screen.getByRole('dialog', { name: 'Attack with the creature you picked?' })
      await user.click(within(ask).getByRole('button', { name: 'Attack with 1 creature' }))
      expect(combat(game()).attacks).toEqual([{ attacker: ids.giant, target: 'B1' }])
      expect(turn(game()).step).toBe('declareBlockers')
    })

    it('N asks too; "Next step without attacking" declares no attack', async () => {
      const user = userEvent.setup()
      const { s, ids } = board()
      renderTable(atStep(s, 'declareAttackers'))
      await user.click(cardElement(ids.ogre))
      await user.keyboard('n')
      const ask = screen.getByRole('dialog', { name: 'Attack with the creature you picked?' })
      await user.click(within(ask).getByRole('button', { name: 'Next step without attacking' }))
      expect(combat(game()).attacks).toEqual([])
      expect(turn(game()).step).toBe('declareBlockers')
    })

    it('End turn from the main phase with attackers picked asks; Back keeps everything', async () => {
      const user = userEvent.setup()
      const { s, ids } = board()
      renderTable(atStep(s, 'main1'))
      await user.click(cardElement(ids.giant))
      await user.keyboard('e')
      const ask = screen.getByRole('dialog', { name: 'Attack with the creature you picked?' })
      expect(within(ask).getByRole('button', { name: 'End turn without attacking' })).toBeVisible()
      await user.click(within(ask).getByRole('button', { name: 'Back to the table' }))
      expect(turn(game())).toMatchObject({ activeTeam: 'A', step: 'main1' })
      expect(useCombatDraft.getState().attacks).toEqual({ [ids.giant]: 'B1' })
    })

    it('Next step in the main phase keeps the picks: it drops nothing, so it does not ask', async () => {
      const user = userEvent.setup()
      const { s, ids } = board()
      renderTable(atStep(s, 'main1'))
      await user.click(cardElement(ids.giant))
      await user.keyboard('n')
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(turn(game()).step).toBe('beginCombat')
      expect(useCombatDraft.getState().attacks).toEqual({ [ids.giant]: 'B1' })
    })

    it('A declares the picked attackers in the declare attackers step too', async () => {
      const user = userEvent.setup()
      const { s, ids } = board()
      renderTable(atStep(s, 'declareAttackers'))
      await user.keyboard('a')
      expect(screen.getByRole('alert')).toHaveTextContent('Pick the creatures that attack first')
      await user.click(cardElement(ids.giant))
      await user.click(cardElement(ids.ogre))
      expect(within(bar()).getByRole('button', { name: /Attack/ })).toHaveClass('primary')
      await user.keyboard('a')
      expect(combat(game()).attacks.map((a) => a.attacker)).toEqual([ids.giant, ids.ogre])
    })
  },
)

describe('903.9a: a commander’s choice is asked of its owner', { timeout: 60_000 }, () => {
  function choiceOpen() {
    const start = toMainPhase(newGame())
    const id = commanders(start, 'B1')[0] ?? ''
    const s = act(
      start,
      { type: 'commander/cast', player: 'B1', card: id },
      { type: 'card/move', player: 'B1', card: id, to: 'battlefield' },
      { type: 'card/move', player: 'A1', card: id, to: 'graveyard' },
    )
    return { s, id }
  }

  it('holds Team A’s turn and asks nothing on Team A’s screen', () => {
    renderTable(choiceOpen().s, 'A')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(bar()).queryByRole('button', { name: /Next step/ })).toBeNull()
    expect(within(bar()).getByRole('status')).toHaveTextContent(
      'Team B chooses where a commander goes',
    )
    expect(within(bar()).getByRole('button', { name: 'Pass to Team B' })).toBeInTheDocument()
  })

  it('asks Team B, and Team A’s turn goes on once it is answered', async () => {
    const user = userEvent.setup()
    const { s, id } = choiceOpen()
    renderTable(s, 'B')
    const question = screen.getByRole('alertdialog')
    await user.click(within(question).getByRole('button', { name: 'Yes' }))
    expect(game().cards[id]?.zone).toBe('command')
    await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
    await user.click(within(bar()).getByRole('button', { name: /Next step/ }))
    expect(turn(game()).step).toBe('beginCombat')
  })
})
