// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  applyAction,
  card,
  commanders,
  zone,
  type CardId,
  type GameState,
  type PlayerId,
} from '../../src/engine'
import { useGame } from '../../src/store'
import { reloadReturnPrefs } from '../../src/ui/commander/returnPrefs'
import { newGame } from '../fixtures/game'
import { cardElement, game, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  localStorage.clear()
  reloadReturnPrefs()
})

/** Team A's turn; B1's commander is on the battlefield. */
function theirCommanderOut(): { s: GameState; id: CardId } {
  const start = newGame()
  const id = commanders(start, 'B1')[0] as CardId
  const s = applyAction(start, { type: 'card/move', player: 'B1', card: id, to: 'battlefield' })
  return { s, id }
}

/** The names of a team's hand cards, read from the whole game (never rendered from it). */
function handNames(g: GameState, seats: PlayerId[]): string[] {
  return seats.flatMap((p) => zone(g, p, 'hand').map((c) => card(g, c).name))
}

function pageText(): string {
  return document.body.textContent ?? ''
}

describe(
  '903.9 during the other team’s turn: the owner’s team decides behind the curtain (810.5)',
  {
    timeout: 60_000,
  },
  () => {
    it('hands the device to Team B for its commander’s choice and back to Team A', async () => {
      const user = userEvent.setup()
      const { s, id } = theirCommanderOut()
      const attackersHand = handNames(s, ['A1', 'A2'])
      const ownersHand = handNames(s, ['B1', 'B2'])
      renderTable(s)
      expect(game().turn.activeTeam).toBe('A')
      expect(pageText()).toContain(attackersHand[0])

      // Team A's removal puts B1's commander into B1's graveyard.
      await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
      await user.click(screen.getByRole('menuitem', { name: 'To graveyard' }))

      // The curtain for the owner's team: no hand at all is on the page until Team B confirms.
      const curtain = screen.getByRole('dialog', { name: 'Pass the device to Team B' })
      expect(curtain).toHaveTextContent(
        'Team B decides whether its commander goes to the command zone, then passes the device back (903.9).',
      )
      for (const name of [...attackersHand, ...ownersHand]) expect(pageText()).not.toContain(name)
      await user.click(screen.getByRole('button', { name: 'We are Team B — show our side' }))

      // Team B's side: the question, its own hands, never Team A's.
      const prompt = screen.getByRole('alertdialog', {
        name: 'Move Commander B1 to the command zone instead?',
      })
      for (const name of attackersHand) expect(pageText()).not.toContain(name)
      expect(pageText()).toContain(ownersHand[0])
      await user.click(within(prompt).getByRole('button', { name: 'Yes' }))
      expect(useGame.getState().fullGame?.cards[id]?.zone).toBe('command')

      // And back to the active team, who never see Team B's hands.
      screen.getByRole('dialog', { name: 'Pass the device to Team A' })
      for (const name of [...attackersHand, ...ownersHand]) expect(pageText()).not.toContain(name)
      await user.click(screen.getByRole('button', { name: 'We are Team A — show our side' }))
      expect(pageText()).toContain(attackersHand[0])
      for (const name of ownersHand) expect(pageText()).not.toContain(name)
      expect(game().turn.activeTeam).toBe('A')
    })

    it('raises no curtain when the owner’s standing answer settles it in the same action', async () => {
      const user = userEvent.setup()
      const { s, id } = theirCommanderOut()
      const always = applyAction(s, {
        type: 'commander/returnPreference',
        player: 'B1',
        answer: 'always',
      })
      renderTable(always)
      await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
      await user.click(screen.getByRole('menuitem', { name: 'To graveyard' }))
      expect(game().cards[id]?.zone).toBe('command')
      expect(screen.queryByRole('dialog', { name: /Pass the device/ })).toBeNull()
    })

    it('raises no curtain for the active team’s own commander', async () => {
      const user = userEvent.setup()
      const start = newGame()
      const id = commanders(start, 'A1')[0] as CardId
      renderTable(
        applyAction(start, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' }),
      )
      await user.pointer({ keys: '[MouseRight]', target: cardElement(id) })
      await user.click(screen.getByRole('menuitem', { name: 'To graveyard' }))
      expect(screen.queryByRole('dialog', { name: /Pass the device/ })).toBeNull()
      screen.getByRole('alertdialog', { name: 'Move Commander A1 to the command zone instead?' })
    })
  },
)
