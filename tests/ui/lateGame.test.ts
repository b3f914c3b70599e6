import { describe, expect, it } from 'vitest'
import { buildSampleSetup, loadSamplePool } from '../../src/cards/sampleDecks'
import { battlefield, card, createGame, players, zone } from '../../src/engine'
import { scenarioFromSearch } from '../../src/scenarios'
import { buildLateGame, PERMANENTS_EACH } from '../../src/scenarios/lateGame'

describe('the sample decks', () => {
  it('load lazily and build a full four-player setup', async () => {
    const setup = await buildSampleSetup({ names: { A1: 'Ana' }, seed: 3, skipMulligans: true })
    const [a, b] = setup.teams
    expect(a.players.map((p) => p.id)).toEqual(['A1', 'A2'])
    expect(b.players.map((p) => p.id)).toEqual(['B1', 'B2'])
    expect(a.players[0].name).toBe('Ana')
    expect(a.players[1].name).toBe('A2')
    for (const p of [...a.players, ...b.players]) {
      expect(p.commanders.length + p.library.length).toBe(100)
    }
    const game = createGame(setup)
    expect(zone(game, 'B2', 'hand')).toHaveLength(7)
  })

  it('refuse an unknown deck', async () => {
    await expect(buildSampleSetup({ deckIds: { A1: 'no-such-deck' } })).rejects.toThrow(
      /no-such-deck/,
    )
  })
})

describe('the late-game scenario', () => {
  it('is opened by ?scenario=late-game', () => {
    expect(scenarioFromSearch('?scenario=late-game')).toBeTypeOf('function')
    expect(scenarioFromSearch('?scenario=nope')).toBeNull()
    expect(scenarioFromSearch('')).toBeNull()
  })

  it('fills the table: 60 permanents each, some tapped, some countered, some transformed', async () => {
    const pool = await loadSamplePool()
    const game = buildLateGame(pool)
    for (const p of players(game))
      expect(zone(game, p, 'battlefield').length).toBeGreaterThanOrEqual(PERMANENTS_EACH)
    const views = battlefield(game).map((id) => card(game, id))
    expect(views.length).toBeGreaterThanOrEqual(240)
    expect(views.filter((v) => v.tapped).length).toBeGreaterThan(40)
    expect(views.filter((v) => (v.counters['+1/+1'] ?? 0) > 0).length).toBeGreaterThan(8)
    expect(
      views.filter((v) => v.isDoubleFaced && v.faceUp === 'back').length,
    ).toBeGreaterThanOrEqual(3)
    expect(game.players['A1']?.name).toBe('A1 Ana')
  })

  it('is the same game every time', async () => {
    const pool = await loadSamplePool()
    expect(buildLateGame(pool)).toEqual(buildLateGame(pool))
  })
})
