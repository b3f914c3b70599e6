/**
 * The store runs the bots at a hot-seat table (issue 39): each bot move goes through perform
 * like a person's (logged, undoable one action at a time), an undo pauses them, and a table
 * against a whole bot team is held by the people's side (no curtain, no hand-off).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { card, createGame, turn, zone, type GameState } from '../../src/engine'
import {
  loadRules,
  resetBotRunner,
  resetGameStore,
  resetUiStore,
  runBotsNow,
  useBots,
  useGame,
  useUi,
} from '../../src/store'
import { creature, forest, setupFor } from '../fixtures/game'

const deck = Array.from({ length: 40 }, (_, i) =>
  i % 2 === 0 ? forest : creature(`Bear ${i}`, 2, 2, { mana_cost: '{1}{G}' }),
)

function botTeamGame(): GameState {
  const setup = setupFor({ libraries: { A1: deck, A2: deck, B1: deck, B2: deck } })
  for (const p of setup.teams[1].players) p.bot = true
  return createGame(setup)
}

function full(): GameState {
  const g = useGame.getState().fullGame
  if (!g) throw new Error('no game')
  return g
}

beforeEach(async () => {
  await loadRules()
  resetGameStore()
  resetUiStore()
  resetBotRunner()
})
afterEach(() => resetBotRunner())

describe('bots at a hot-seat table', () => {
  it("holds the table at the people's side: team B's hands never reach the page's view", () => {
    useGame.getState().loadGame(botTeamGame())
    expect(useUi.getState().heldSide).toBe('A')
    expect(useUi.getState().viewingTeam).toBe('A')
    const view = useGame.getState().game
    if (!view) throw new Error('no view')
    expect(zone(full(), 'B1', 'hand').length).toBe(7)
    const seen = zone(view, 'B1', 'hand').map((id) => card(view, id).name)
    expect(seen).toHaveLength(7)
    for (const name of seen) expect(name).not.toMatch(/Bear|Forest/)
    // A1's own hand is seen whole.
    expect(zone(view, 'A1', 'hand').map((id) => card(view, id).name)).toContain('Forest')
  })

  it('waits for the people, then plays its whole turn through the engine and hands it back', async () => {
    useGame.getState().loadGame(botTeamGame())
    expect(await runBotsNow()).toBe(0)
    expect(useBots.getState().status).toBe('waiting')
    await useGame.getState().perform({ type: 'turn/end', player: 'A1' })
    expect(turn(full()).activeTeam).toBe('B')
    const moves = await runBotsNow()
    expect(moves).toBeGreaterThan(2)
    expect(turn(full()).activeTeam).toBe('A')
    // A land for each bot seat (305.1: in its main phase), logged like any move.
    expect(
      zone(full(), 'B1', 'battlefield').length + zone(full(), 'B2', 'battlefield').length,
    ).toBe(2)
    expect(useUi.getState().curtain).toBeNull()
  })

  it('an undo steps back one bot action and pauses the bots until Resume', async () => {
    useGame.getState().loadGame(botTeamGame())
    await useGame.getState().perform({ type: 'turn/end', player: 'A1' })
    await runBotsNow()
    const after = full()
    useGame.getState().undo()
    expect(full()).not.toBe(after)
    expect(useBots.getState().paused).toBe(true)
    expect(await runBotsNow()).toBe(0)
    useBots.getState().resume()
    await runBotsNow()
    expect(turn(full()).activeTeam).toBe('A')
  })

  it("after an undo, a person's own new move lets the bots go on; Pause holds them until Resume", async () => {
    useGame.getState().loadGame(botTeamGame())
    await useGame.getState().perform({ type: 'turn/nextStep', player: 'A1' })
    useGame.getState().undo()
    expect(useBots.getState().paused).toBe(true)
    // A person's move drops what was left to redo: the bots play on when the turn is theirs.
    await useGame.getState().perform({ type: 'turn/end', player: 'A1' })
    expect(useBots.getState().paused).toBe(false)
    expect(await runBotsNow()).toBeGreaterThan(2)
    expect(turn(full()).activeTeam).toBe('A')

    useBots.getState().pause()
    await useGame.getState().perform({ type: 'turn/end', player: 'A1' })
    expect(await runBotsNow()).toBe(0)
    expect(turn(full()).activeTeam).toBe('B')
    useBots.getState().resume()
    await runBotsNow()
    expect(turn(full()).activeTeam).toBe('A')
  })

  it("a bot teammate plays its own seat in its team's main phase and leaves the turn to the person", async () => {
    const setup = setupFor({ libraries: { A1: deck, A2: deck, B1: deck, B2: deck } })
    setup.teams[0].players[1].bot = true
    useGame.getState().loadGame(createGame(setup))
    // Both teams have a person: the table is not held, the curtain still passes it (810.5).
    expect(useUi.getState().heldSide).toBeNull()
    expect(await runBotsNow()).toBe(0)
    for (let i = 0; i < 2; i++)
      await useGame.getState().perform({ type: 'turn/nextStep', player: 'A1' })
    expect(turn(full()).step).toBe('main1')
    expect(await runBotsNow()).toBeGreaterThan(0)
    expect(zone(full(), 'A2', 'battlefield')).toHaveLength(1)
    // The turn stays where the person left it: only A1 moves it on.
    expect(turn(full()).step).toBe('main1')
    expect(zone(full(), 'A1', 'battlefield')).toHaveLength(0)
  })

  it('a game without bots is off and not held', () => {
    useGame.getState().loadGame(createGame(setupFor()))
    expect(useUi.getState().heldSide).toBeNull()
    expect(useBots.getState().status).toBe('off')
  })
})
