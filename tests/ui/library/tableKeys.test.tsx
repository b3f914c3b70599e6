// @vitest-environment jsdom
/**
 * The keyboard at the table (issue 26): skip links take the seated team to its hand, its
 * battlefield and its life in one key; P passes the device behind the curtain.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useUi } from '../../../src/store'
import { newGame } from '../../fixtures/game'
import { handOf, renderTable, resetStores } from '../tableHarness'

beforeEach(async () => {
  await resetStores()
})

describe('skip links', () => {
  it('come first and move focus to my hand and to my team’s life', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.tab()
    expect(screen.getByRole('link', { name: 'My hand' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const firstCard = document.querySelector(`[data-card-id="${handOf('A1')[0]}"]`)
    expect(document.activeElement).toBe(firstCard)

    await user.click(screen.getByRole('link', { name: 'Life' }))
    expect(document.activeElement?.closest('.team-life.team-A')).not.toBeNull()
  })
})

describe('P', () => {
  it('passes the device to the other team behind the curtain', async () => {
    const user = userEvent.setup()
    renderTable(newGame())
    await user.keyboard('p')
    expect(useUi.getState().curtain).toEqual({ to: 'B', from: 'A' })
    expect(screen.queryByRole('main', { name: /Table, seen from/ })).toBeNull()
  })
})
