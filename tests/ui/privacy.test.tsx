// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { creature, library, newGame } from '../fixtures/game'
import { cardElement, game, handOf, nameOf, renderTable, resetStores } from './tableHarness'
import { useUi } from '../../src/store'

const secret = (owner: string) =>
  library(`Secret ${owner} card`, 30, (name) => creature(name, 2, 2))

beforeEach(resetStores)

describe('hands', () => {
  it('show their names to the owner’s team and only backs to the other team', () => {
    const { container } = renderTable(
      newGame({
        libraries: { A1: secret('A1'), A2: secret('A2'), B1: secret('B1'), B2: secret('B2') },
      }),
    )
    for (const id of handOf('A1')) {
      expect(cardElement(id)).toHaveAccessibleName(nameOf(id))
    }
    for (const id of [...handOf('B1'), ...handOf('B2')]) {
      expect(cardElement(id)).toHaveAccessibleName('Card back')
      expect(cardElement(id).textContent).toBe('')
    }
    const hand = screen.getByRole('region', { name: "A2's hand" })
    expect(hand.querySelectorAll('[data-card-id]')).toHaveLength(7)
    expect(within(hand).getAllByRole('button', { name: /^Secret A2 card/ })).toHaveLength(7)
    expect(container.textContent).toContain('Secret A2 card')
    expect(container.textContent).not.toContain('Secret B1 card')
    expect(container.textContent).not.toContain('Secret B2 card')
    expect(container.innerHTML).not.toContain('Secret B1 card')
  })

  it('swap sides when the device passes to the other team', async () => {
    const user = userEvent.setup()
    const { container } = renderTable(
      newGame({
        libraries: { A1: secret('A1'), A2: secret('A2'), B1: secret('B1'), B2: secret('B2') },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Pass to team B' }))
    await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    expect(useUi.getState().viewingTeam).toBe('B')
    for (const id of handOf('B1')) expect(cardElement(id)).toHaveAccessibleName(nameOf(id))
    for (const id of handOf('A1')) expect(cardElement(id)).toHaveAccessibleName('Card back')
    expect(container.innerHTML).not.toContain('Secret A1 card')
    expect(container.innerHTML).toContain('Secret B2 card')
    expect(screen.getByRole('button', { name: 'Pass to team A' })).toBeInTheDocument()
  })

  it('never puts a hidden card in the preview', () => {
    renderTable(newGame({ libraries: { B1: secret('B1') } }))
    const hidden = handOf('B1')[0] as string
    act(() =>
      useUi.getState().setPreview(hidden, { left: 0, top: 0, width: 72, height: 100, how: 'key' }),
    )
    expect(screen.queryByRole('complementary', { name: 'Card preview' })).toBeNull()
    expect(document.body.textContent).not.toContain('Secret B1 card')
    expect(game().cards[hidden]?.zone).toBe('hand')
  })
})
