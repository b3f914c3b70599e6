/**
 * 903.9 as a pending choice in the game state, answered by an action: one undo step each, and a
 * standing answer settles the choice inside the action that moved the commander.
 */
import { describe, expect, it } from 'vitest'
import { commanders, commanderTax, type CardId, type GameState } from '../../src/engine'
import { act, newGame, refusal } from '../fixtures/game'

function commanderOut(): { s: GameState; id: CardId } {
  const start = newGame()
  const id = commanders(start, 'A1')[0] ?? ''
  const s = act(
    start,
    { type: 'commander/cast', player: 'A1', card: id },
    { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
  )
  return { s, id }
}

describe('903.9: the owner may move a departing commander to the command zone', () => {
  it('903.9a: to a graveyard, the choice is open; "home" answers it in one action', () => {
    const { s, id } = commanderOut()
    const died = act(s, { type: 'card/move', player: 'B1', card: id, to: 'graveyard' })
    expect(died.commanderChoices).toEqual([{ card: id, owner: 'A1', zone: 'graveyard' }])
    const home = act(died, { type: 'commander/return', player: 'A1', card: id, home: true })
    expect(home.cards[id]?.zone).toBe('command')
    expect(home.commanderChoices).toEqual([])
    expect(commanderTax(home, id)).toBe(2)
  })

  it('903.9b: to a hand or a library too; "not home" leaves it there and closes the choice', () => {
    const { s, id } = commanderOut()
    const bounced = act(s, { type: 'card/move', player: 'A1', card: id, to: 'hand' })
    expect(bounced.commanderChoices).toEqual([{ card: id, owner: 'A1', zone: 'hand' }])
    const stays = act(bounced, { type: 'commander/return', player: 'A1', card: id, home: false })
    expect(stays.cards[id]?.zone).toBe('hand')
    expect(stays.commanderChoices).toEqual([])
  })

  it('the choice ends when the card moves on; only the owner answers (903.9)', () => {
    const { s, id } = commanderOut()
    const exiled = act(s, { type: 'card/move', player: 'B1', card: id, to: 'exile' })
    expect(
      refusal(exiled, { type: 'commander/return', player: 'A2', card: id, home: true }).code,
    ).toBe('NOT_YOUR_COMMANDER')
    const moved = act(exiled, { type: 'card/move', player: 'A1', card: id, to: 'battlefield' })
    expect(moved.commanderChoices).toEqual([])
    expect(
      refusal(moved, { type: 'commander/return', player: 'A1', card: id, home: true }).code,
    ).toBe('NO_CHOICE')
  })

  it('"always" sends it home within the same action that moved it: one undo step', () => {
    const { s, id } = commanderOut()
    const always = act(s, { type: 'commander/returnPreference', player: 'A1', answer: 'always' })
    const died = act(always, { type: 'card/move', player: 'B1', card: id, to: 'graveyard' })
    expect(died.cards[id]?.zone).toBe('command')
    expect(died.commanderChoices).toEqual([])
  })

  it('"never" leaves it where it went and asks nothing; another seat is still asked', () => {
    const { s, id } = commanderOut()
    const never = act(s, { type: 'commander/returnPreference', player: 'A1', answer: 'never' })
    const died = act(never, { type: 'card/move', player: 'B1', card: id, to: 'graveyard' })
    expect(died.cards[id]?.zone).toBe('graveyard')
    expect(died.commanderChoices).toEqual([])
    const b1 = commanders(died, 'B1')[0] ?? ''
    const exiled = act(died, { type: 'card/move', player: 'B1', card: b1, to: 'exile' })
    expect(exiled.commanderChoices).toEqual([{ card: b1, owner: 'B1', zone: 'exile' }])
  })

  it('choosing "always" while asked answers the open question in that same action', () => {
    const { s, id } = commanderOut()
    const died = act(s, { type: 'card/move', player: 'B1', card: id, to: 'graveyard' })
    const always = act(died, { type: 'commander/returnPreference', player: 'A1', answer: 'always' })
    expect(always.cards[id]?.zone).toBe('command')
  })

  it('a save from before #22 (no choices, no answers) still plays', () => {
    const { s, id } = commanderOut()
    const { commanderChoices: _c, commanderReturn: _r, ...old } = s
    const died = act(old as GameState, {
      type: 'card/move',
      player: 'B1',
      card: id,
      to: 'graveyard',
    })
    expect(died.commanderChoices).toHaveLength(1)
  })
})
