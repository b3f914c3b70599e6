// @vitest-environment jsdom
/**
 * Issue 38: the callers that read what their move made wait for the room's answer, so a room
 * behaves exactly as hot-seat — "Attack" with nothing picked at the beginning of combat enters
 * declare attackers once (507, 508), the last mulligan begins the game (103.8b), the life panel
 * shows the lines its action wrote (810.9), and a seat's remembered 903.9 answer is applied.
 */
import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  applyAction,
  commanders,
  pendingChoices,
  type Action,
  type CardId,
  type GameState,
} from '../../src/engine'
import { resetGameStore, resetUiStore, useGame } from '../../src/store'
import { attackNow } from '../../src/ui/combat/attackNow'
import { CommanderReturnPrompt } from '../../src/ui/commander/CommanderReturnPrompt'
import { RETURN_PREFS_KEY, reloadReturnPrefs } from '../../src/ui/commander/returnPrefs'
import { runLifeAction } from '../../src/ui/life/runLifeAction'
import { runMulliganAction } from '../../src/ui/mulligan/runMulliganAction'
import { FakeRoomServer } from '../fixtures/fakeRoomServer'
import { newGame } from '../fixtures/game'

beforeEach(() => {
  resetGameStore()
  resetUiStore()
  sessionStorage.clear()
  localStorage.clear()
  reloadReturnPrefs()
})

const stepOf = () => useGame.getState().game?.turn.step
const nextSteps = (room: FakeRoomServer) =>
  room.actions.filter((a) => a.type === 'turn/nextStep').length

function play(game: GameState, ...actions: Action[]): GameState {
  return actions.reduce(applyAction, game)
}

/** Team A's turn at `step`, on team A's device in a room. */
function teamAAt(step: string): FakeRoomServer {
  let game = newGame()
  while (game.turn.step !== step) game = applyAction(game, { type: 'turn/nextStep' })
  const room = new FakeRoomServer(game, 'A', ['A1', 'A2'])
  room.join()
  return room
}

describe('"Attack" with nothing picked, in a room (507, 508)', () => {
  it('enters declare attackers once from the beginning of combat, never past it', async () => {
    const room = teamAAt('beginCombat')
    await act(() => attackNow())
    expect(stepOf()).toBe('declareAttackers')
    expect(nextSteps(room)).toBe(1)
    expect(room.game.turn.step).toBe('declareAttackers')
  })

  it('from the first main phase, asks for each step once the one before has been answered', async () => {
    const room = teamAAt('main1')
    await act(() => attackNow())
    expect(stepOf()).toBe('declareAttackers')
    expect(nextSteps(room)).toBe(2)
    // The second move names the view the first one's answer brought.
    const revs = room.sent.filter((m) => m.type === 'action').map((m) => m.message)
    expect(revs).toMatchObject([{ rev: 1 }, { rev: 2 }])
  })

  it('a second press while the first is on its way does not go past declare attackers', async () => {
    const room = teamAAt('beginCombat')
    await act(() => Promise.all([attackNow(), attackNow()]))
    expect(nextSteps(room)).toBe(1)
    expect(room.game.turn.step).toBe('declareAttackers')
  })
})

describe('the last mulligan in a room (103.8b)', () => {
  it("begins the game with the engine's words once the room's view has come", async () => {
    const start = play(
      newGame({ skipMulligans: false }),
      { type: 'mulligan/decide', player: 'A1', choice: 'keep' },
      { type: 'mulligan/decide', player: 'A2', choice: 'keep' },
    )
    const room = new FakeRoomServer(start, 'B', ['B1', 'B2'])
    room.join()
    expect(await runMulliganAction({ type: 'mulligan/decide', player: 'B1', choice: 'keep' })).toBe(
      true,
    )
    expect(useGame.getState().notice).toBeNull()
    expect(await runMulliganAction({ type: 'mulligan/decide', player: 'B2', choice: 'keep' })).toBe(
      true,
    )
    expect(useGame.getState().game?.turn.number).toBe(1)
    expect(useGame.getState().notice).toMatchObject({
      code: 'GAME_BEGINS',
      message: expect.stringMatching(/skips? (its|their) draw|draw/i),
    })
  })

  it('says false, and changes nothing, for a mulligan the rules refuse', async () => {
    const room = new FakeRoomServer(newGame({ skipMulligans: false }), 'B', ['B1', 'B2'])
    room.join()
    const before = useGame.getState().game
    // Team A decides first (103.5): B1's decision is refused.
    expect(await runMulliganAction({ type: 'mulligan/decide', player: 'B1', choice: 'keep' })).toBe(
      false,
    )
    expect(useGame.getState().game).toBe(before)
  })
})

describe("the life panel's result in a room (810.9)", () => {
  it('shows the lines the action wrote, as the room answered', async () => {
    const room = teamAAt('main1')
    const result = await runLifeAction({ type: 'life/lose', player: 'A1', amount: 3 })
    expect(result).toEqual({
      kind: 'done',
      lines: [expect.objectContaining({ text: expect.stringMatching(/^A1 lost 3 life/) })],
    })
    expect(room.game.teams.A.life).toBe(useGame.getState().game?.teams.A.life)
  })

  it('says "nothing happens" as a line, and a refusal with its rule, no notice', async () => {
    teamAAt('main1')
    const nothing = await runLifeAction({ type: 'life/exchange', a: 'A1', b: 'A2' })
    expect(nothing).toMatchObject({ kind: 'done' })
    if (nothing.kind === 'done') expect(nothing.lines.map((l) => l.rule)).toContain('810.9e')
    const refused = await runLifeAction({ type: 'life/gain', player: 'A1', amount: -2 })
    expect(refused).toMatchObject({ kind: 'refused' })
    expect(useGame.getState().notice).toBeNull()
  })
})

describe("a seat's remembered 903.9 answer in a room", () => {
  it("is applied on the owner's device when the room's view opens the choice", async () => {
    localStorage.setItem(RETURN_PREFS_KEY, JSON.stringify({ A1: 'never' }))
    reloadReturnPrefs()
    let game = newGame()
    const id = commanders(game, 'A1')[0] as CardId
    game = play(
      game,
      { type: 'commander/cast', player: 'A1', card: id },
      { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
    )
    const room = new FakeRoomServer(game, 'A', ['A1', 'A2'])
    room.join()
    render(<CommanderReturnPrompt />)
    await act(() =>
      useGame.getState().perform({ type: 'card/move', player: 'A1', card: id, to: 'graveyard' }),
    )
    expect(
      await screen.findByRole('status', { name: 'Commander zone' }, { timeout: 3000 }),
    ).toHaveTextContent('Commander A1 stays in the graveyard.')
    expect(room.actions.map((a) => a.type)).toEqual(['card/move', 'commander/returnPreference'])
    expect(pendingChoices(room.game)).toEqual([])
    expect(room.game.cards[id]?.zone).toBe('graveyard')
  })

  it("is not sent from the other team's device", async () => {
    localStorage.setItem(RETURN_PREFS_KEY, JSON.stringify({ A1: 'never' }))
    reloadReturnPrefs()
    let game = newGame()
    const id = commanders(game, 'A1')[0] as CardId
    game = play(
      game,
      { type: 'commander/cast', player: 'A1', card: id },
      { type: 'card/move', player: 'A1', card: id, to: 'battlefield' },
    )
    const room = new FakeRoomServer(game, 'B', ['B1', 'B2'])
    room.join()
    render(<CommanderReturnPrompt />)
    // Team A's move, seen on team B's device.
    const after = applyAction(game, { type: 'card/move', player: 'A1', card: id, to: 'graveyard' })
    act(() =>
      room.deliver('view', {
        game: after,
        last: { seq: after.seq, type: 'card/move', by: ['A1'] },
        rev: 2,
      }),
    )
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(room.actions).toEqual([])
  })
})
