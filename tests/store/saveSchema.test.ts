import { describe, expect, it } from 'vitest'
import { gameProblem } from '../../src/shared/save/saveSchema'
import { act, newGame } from '../fixtures/game'
import { sampleGame } from '../fixtures/sampleGame'

describe('the save schema', () => {
  it('accepts a fresh game and one after play, through a JSON round trip', () => {
    const s = sampleGame(5)
    expect(gameProblem(JSON.parse(JSON.stringify(s)))).toBeNull()
    const played = act(
      newGame(),
      { type: 'life/lose', player: 'A1', amount: 3 },
      { type: 'turn/end' },
    )
    expect(gameProblem(JSON.parse(JSON.stringify(played)))).toBeNull()
  })

  it('names the wrong field of an edited save', () => {
    const s = JSON.parse(JSON.stringify(newGame())) as Record<string, unknown>
    const teams = s['teams'] as { A: { life: unknown } }
    teams.A.life = 'sixty'
    expect(gameProblem(s)).toMatch(/^teams › A › life: /)
  })

  it('refuses a save whose card is in two zones or in none', () => {
    const s = newGame()
    const a1 = s.players['A1']
    if (!a1) throw new Error('no A1')
    const first = a1.zones.hand[0] ?? ''
    const doubled = { ...s, battlefield: [first] }
    expect(gameProblem(doubled)).toMatch(/is in two zones/)
    const dropped = {
      ...s,
      players: {
        ...s.players,
        A1: { ...a1, zones: { ...a1.zones, hand: a1.zones.hand.slice(1) } },
      },
    }
    expect(gameProblem(dropped)).toBe(`card ${first} is in no zone`)
  })

  it('refuses a save from another version and things that are not games', () => {
    expect(gameProblem({ ...newGame(), version: 2 })).toMatch(/^version: /)
    expect(gameProblem(null)).toMatch(/^the game: /)
    expect(gameProblem([1, 2, 3])).toMatch(/^the game: /)
  })
})
