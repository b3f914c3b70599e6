// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { teamLife } from '../../src/engine'
import { useGame } from '../../src/store'
import { choose, life, openPanel, type } from './lifeHarness'
import { game, resetStores } from './tableHarness'

beforeEach(resetStores)

describe('the life panel: bad numbers, refusals, nothing happening', { timeout: 20_000 }, () => {
  it('refuses a payment over the team total with the engine’s message and rule', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Pay life')
    await type(user, panel, 'Life paid by A1', '40')
    await type(user, panel, 'Life paid by A2', '30')
    await user.click(q.getByRole('button', { name: 'Pay life' }))
    const alert = q.getByRole('alert')
    expect(alert).toHaveTextContent("Team A has 60 life and can't pay 70")
    expect(alert).toHaveTextContent('Rule 810.9b')
    expect(life('A')).toBe('60')
    expect(useGame.getState().past).toHaveLength(0)
  })

  it.each([
    ['', 'Damage is empty'],
    ['abc', 'Damage must be a number'],
    ['-3', "Damage can't be negative"],
    ['2.5', 'Damage must be a whole number'],
  ])('refuses the number %j with a message and changes nothing', async (text, message) => {
    const { user, panel, q } = await openPanel()
    await type(user, panel, 'Damage', text)
    await user.click(q.getByRole('button', { name: 'Deal damage' }))
    expect(q.getByRole('alert')).toHaveTextContent(message)
    expect(q.getByRole('textbox', { name: 'Damage' })).toHaveAttribute('aria-invalid', 'true')
    expect(q.getByRole('textbox', { name: 'Damage' })).toHaveFocus()
    expect(life('B')).toBe('60')
    expect(useGame.getState().past).toHaveLength(0)
  })

  it('explains that an exchange between teammates does nothing (810.9e)', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Exchange life totals')
    await user.selectOptions(q.getByRole('combobox', { name: 'Second player' }), 'A2')
    await user.click(q.getByRole('button', { name: 'Exchange life totals' }))
    const result = q.getByRole('status', { name: 'Result' })
    expect(result).toHaveTextContent('nothing happens')
    expect(result).toHaveTextContent('Rule 810.9e')
    expect(life('A')).toBe('60')
  })

  it('toggles a restriction that covers the whole team (810.9g)', async () => {
    const { user, panel, q } = await openPanel()
    await choose(user, panel, 'Restrictions')
    await user.click(q.getByRole('checkbox', { name: 'A1: can’t gain life' }))
    expect(q.getByRole('checkbox', { name: 'A1: can’t gain life' })).toBeChecked()
    expect(q.getByRole('status', { name: 'Result' })).toHaveTextContent('Rule 810.9g')

    await choose(user, panel, 'Gain life')
    await user.selectOptions(q.getByRole('combobox', { name: 'Who gains life' }), 'A2')
    await type(user, panel, 'Life gained', '5')
    await user.click(q.getByRole('button', { name: 'Gain life' }))
    expect(life('A')).toBe('60')
    expect(teamLife(game(), 'A')).toBe(60)
    expect(q.getByRole('status', { name: 'Result' })).toHaveTextContent("A1 can't gain life")
  })
})
