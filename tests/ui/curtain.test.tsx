// @vitest-environment jsdom
import { act as inReact, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { zone } from '../../src/engine'
import { useGame, useUi } from '../../src/store'
import { act, creature, library, newGame } from '../fixtures/game'
import { cardElement, game, handOf, nameOf, renderTable, resetStores } from './tableHarness'

const secret = (owner: string) =>
  library(`Secret ${owner} card`, 30, (name) => creature(name, 2, 2))

const secretGame = () =>
  newGame({ libraries: { A1: secret('A1'), A2: secret('A2'), B1: secret('B1'), B2: secret('B2') } })

beforeEach(resetStores)

describe('the pass-the-device curtain', () => {
  it('hides every hand until the receiving team confirms, then shows their side', async () => {
    const user = userEvent.setup()
    const { container } = renderTable(secretGame())
    await user.click(screen.getByRole('button', { name: 'Pass to team B' }))

    const curtain = screen.getByRole('dialog', { name: 'Pass the device to Team B' })
    expect(curtain).toHaveTextContent('B1 and B2')
    expect(container.textContent).not.toContain('Secret')
    expect(container.innerHTML).not.toContain('Secret')
    expect(document.querySelectorAll('[data-card-id]')).toHaveLength(0)
    expect(useUi.getState().previewCardId).toBeNull()
    const confirm = within(curtain).getByRole('button', { name: 'We are Team B — show our side' })
    expect(confirm).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    for (const id of [...handOf('B1'), ...handOf('B2')]) {
      expect(cardElement(id)).toHaveAccessibleName(nameOf(id))
    }
    for (const id of [...handOf('A1'), ...handOf('A2')]) {
      expect(cardElement(id)).toHaveAccessibleName('Card back')
    }
    expect(container.textContent).toContain('Secret B1 card')
    expect(container.textContent).toContain('Secret B2 card')
    expect(container.innerHTML).not.toContain('Secret A1 card')
    expect(container.innerHTML).not.toContain('Secret A2 card')
    expect(screen.getByRole('main', { name: 'Table, seen from team B' })).toBeInTheDocument()
  })

  it('goes back to the side it left when the pass was a mistake', async () => {
    const user = userEvent.setup()
    const { container } = renderTable(secretGame())
    await user.click(screen.getByRole('button', { name: 'Pass to team B' }))
    await user.click(screen.getByRole('button', { name: 'Not now — back to Team A' }))
    // It asks first: going back shows team A's hands to whoever holds the device.
    expect(container.innerHTML).not.toContain('Secret A1 card')
    await user.click(screen.getByRole('button', { name: "Show Team A's hands" }))
    expect(useUi.getState().viewingTeam).toBe('A')
    expect(container.textContent).toContain('Secret A1 card')
    expect(container.innerHTML).not.toContain('Secret B1 card')
  })

  it('forgets the previewed card, so nothing of the last side lingers in the UI store', async () => {
    const user = userEvent.setup()
    renderTable(secretGame())
    const mine = handOf('A1')[0] as string
    // Focus the Tab key brings reads the card (a click's focus does not).
    fireEvent.keyDown(document.body, { key: 'Tab' })
    inReact(() => cardElement(mine).focus())
    expect(useUi.getState().previewCardId).toBe(mine)
    await user.click(screen.getByRole('button', { name: 'Pass to team B' }))
    expect(useUi.getState().previewCardId).toBeNull()
    await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    expect(screen.queryByRole('complementary', { name: 'Card preview' })).toBeNull()
    expect(document.body.textContent).not.toContain('Secret A1 card')
  })

  it('shows a face-down permanent’s face only to its controller’s side (708.5)', async () => {
    const user = userEvent.setup()
    const start = secretGame()
    const hidden = zone(start, 'B1', 'hand')[0] as string
    const { container } = renderTable(
      act(start, {
        type: 'card/move',
        player: 'B1',
        card: hidden,
        to: 'battlefield',
        faceDown: true,
      }),
    )
    // The printed name: the view of a face-down card has none (708.2a).
    const name = useGame.getState().fullGame?.cards[hidden]?.data.name as string
    // Team A's view knows the card by its place only, never by its id.
    const seen = zone(game(), 'B1', 'battlefield')[0] as string
    expect(seen).toMatch(/^hidden-/)
    expect(cardElement(seen)).toHaveAccessibleName('Face-down card')
    expect(cardElement(seen)).not.toHaveAttribute('data-face')
    expect(container.innerHTML).not.toContain(name)
    expect(container.innerHTML).not.toContain(`"${hidden}"`)
    await user.click(screen.getByRole('button', { name: 'Pass to team B' }))
    await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))
    expect(cardElement(hidden)).toHaveTextContent(name)
  })
})
