import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { cardIdOf, createGame, type GameState } from '../../src/engine'
import { chartPoints, lifeChartLabel, lifeSeries } from '../../src/ui/life/lifeChart'
import { parseAmount } from '../../src/ui/life/parseAmount'
import { rematchSetup } from '../../src/ui/life/rematchSetup'
import { act, creature, newGame, setupFor } from '../fixtures/game'

describe('parseAmount', () => {
  it('accepts whole numbers of 0 or more', () => {
    expect(parseAmount(' 12 ', 'Damage')).toEqual({ ok: true, value: 12 })
    expect(parseAmount('0', 'Damage')).toEqual({ ok: true, value: 0 })
    expect(parseAmount('3.0', 'Damage')).toEqual({ ok: true, value: 3 })
  })

  it.each([
    ['', 'Damage is empty: enter a whole number.'],
    ['x4', 'Damage must be a number, and “x4” is not one.'],
    ['0x10', 'Damage must be a number, and “0x10” is not one.'],
    ['-2', "Damage can't be negative (-2)."],
    ['1.5', 'Damage must be a whole number, not 1.5.'],
  ])('refuses %j, naming the field', (text, message) => {
    expect(parseAmount(text, 'Damage')).toEqual({ ok: false, message })
  })
})

describe('the life chart’s numbers', () => {
  const byTurn = [
    { turn: 0, A: 60, B: 60 },
    { turn: 1, A: 55, B: 60 },
  ]

  it('runs from the start through each turn to now', () => {
    const series = lifeSeries(byTurn, { A: 43, B: 39 })
    expect(series.labels).toEqual(['Start', 'T1', 'Now'])
    expect(lifeChartLabel(series)).toBe('Life by turn: Team A 60, 55, 43; Team B 60, 60, 39')
  })

  it('spreads the points across the box, highest at the top', () => {
    const series = lifeSeries(byTurn, { A: 0, B: 60 })
    const box = { width: 100, height: 50, pad: 0 }
    expect(chartPoints(series.A, series, box)).toBe('0,0 50,4.2 100,50')
    expect(chartPoints(series.B, series, box)).toBe('0,0 50,0 100,0')
  })
})

describe('rematchSetup', () => {
  it('keeps the players, decks, life and mulligan choice, with a new seed', () => {
    const original = newGame({ startingLife: 30 })
    const setup = rematchSetup(original, 777, 'B')
    expect(setup.seed).toBe(777)
    expect(setup.startingTeam).toBe('B')
    expect(setup.startingLife).toBe(30)
    expect(setup.skipMulligans).toBe(true)
    const again = createGame(setup)
    for (const p of ['A1', 'A2', 'B1', 'B2']) {
      const names = (g: typeof original) =>
        Object.values(g.cards)
          .filter((c) => c.owner === p)
          .map((c) => `${c.isCommander ? '*' : ''}${c.data.name}`)
          .sort()
      expect(names(again)).toEqual(names(original))
    }
  })

  it('keeps the seats DuoTable plays (issue 39)', () => {
    const setup = setupFor()
    setup.teams[1].players[0].bot = true
    setup.teams[1].players[1].bot = true
    const again = createGame(rematchSetup(createGame(setup), 5, 'A'))
    expect(again.seats.filter((p) => again.players[p]?.bot === true)).toEqual(['B1', 'B2'])
  })

  it('leaves out tokens and cards fetched during the game', () => {
    const played = act(newGame(), {
      type: 'token/create',
      player: 'A1',
      data: creature('Soldier', 1, 1),
    })
    // A card fetched from the card search: a real card with the next free number.
    const model = Object.values(played.cards).find((c) => c.owner === 'A2' && c.zone === 'hand')
    if (!model) throw new Error('A2 should have a hand')
    const id = cardIdOf(played.nextCardNumber)
    const stray = { ...model, id, data: creature('Stray', 2, 2) }
    const s = { ...played, cards: { ...played.cards, [id]: stray } }
    const setup = rematchSetup(s, 1, 'A')
    const names = setup.teams.flatMap((t) =>
      t.players.flatMap((p) => [...p.commanders, ...p.library].map((c) => c.name)),
    )
    expect(names).not.toContain('Soldier')
    expect(names).not.toContain('Stray')
    expect(names).toHaveLength(4 * 41)
  })

  it('reads the decks of a game saved when cards were named c1, c2…', () => {
    const save = JSON.parse(
      readFileSync(new URL('../fixtures/saves/v1-autosave.json', import.meta.url), 'utf8'),
    ) as { game: GameState }
    const old = save.game
    const again = createGame(rematchSetup(old, 5, 'A'))
    const owners = (g: GameState) => Object.values(g.cards).map((c) => c.owner)
    expect(Object.keys(old.cards)).toContain('c1')
    expect(owners(again).sort()).toEqual(owners(old).sort())
  })

  it('runs the mulligans again when the game did', () => {
    const s = createGame({ ...setupFor(), skipMulligans: false })
    expect(rematchSetup(s, 1, 'A').skipMulligans).toBe(false)
  })
})
