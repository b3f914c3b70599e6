/**
 * Issue 40: every field of a save is checked, no loose object left where the engine reads arrays
 * or numbers (a `combat.blockedAlone` string once passed the check and broke every reload). Each
 * place of a played game is given a value of the wrong kind in turn, and each must be refused,
 * named by its path.
 */
import { describe, expect, it } from 'vitest'
import { checkGame, gameProblem } from '../../src/shared/save/saveSchema'
import { act, newGame } from '../fixtures/game'
import { sampleGame } from '../fixtures/sampleGame'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Each place in `value` once per shape: of an array's items or a record of ids, one per shape. */
function places(value: Json, path: string[] = []): string[][] {
  const here = path.length > 0 ? [path] : []
  if (typeof value !== 'object' || value === null) return here
  const entries: [string, Json][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value)
  const manyOfOne = Array.isArray(value) || isRecordOfIds(entries)
  return [
    ...here,
    ...(manyOfOne ? onePerShape(entries) : entries).flatMap(([key, v]) =>
      places(v, [...path, key]),
    ),
  ]
}

const shapeOf = (v: Json): string =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
    ? Object.keys(v).sort().join()
    : Array.isArray(v)
      ? `[${v.length > 0 ? shapeOf(v[0] ?? null) : ''}]`
      : typeof v

function onePerShape(entries: [string, Json][]): [string, Json][] {
  const byShape = new Map<string, [string, Json]>()
  for (const entry of entries)
    if (!byShape.has(shapeOf(entry[1]))) byShape.set(shapeOf(entry[1]), entry)
  return [...byShape.values()]
}

/** Cards by id, printed data by name…: many entries of few shapes. */
function isRecordOfIds(entries: [string, Json][]): boolean {
  return (
    entries.length > 4 && new Set(entries.map(([, v]) => shapeOf(v))).size * 2 <= entries.length
  )
}

function withAt(root: Json, path: readonly string[], value: Json): Json {
  const copy = structuredClone(root)
  let at: Json = copy
  for (const key of path.slice(0, -1)) at = (at as Record<string, Json>)[key] ?? null
  ;(at as Record<string, Json>)[path.at(-1) ?? ''] = value
  return copy
}

/** A value of another kind than `v`: what a hand-edited or damaged save may hold. */
function wrongKind(v: Json): Json {
  if (Array.isArray(v)) return 'oops'
  if (typeof v === 'object' && v !== null) return 7
  if (typeof v === 'number') return 'seven'
  return { oops: [1] }
}

describe('the save schema checks every field', () => {
  it('refuses a blockedAlone that is not a list, naming it', () => {
    const game = JSON.parse(JSON.stringify(newGame())) as { combat: Record<string, unknown> }
    game.combat['blockedAlone'] = 'c1'
    expect(gameProblem(game)).toMatch(/^combat › blockedAlone: /)
  })

  it('refuses a value of the wrong kind anywhere in a played game', () => {
    const played = act(
      sampleGame(5),
      { type: 'life/lose', player: 'A1', amount: 3 },
      { type: 'turn/end' },
    )
    const game = JSON.parse(JSON.stringify(played)) as Json
    const combat = (game as { combat: Record<string, Json> }).combat
    combat['blockedAlone'] = ['c1']
    combat['attackersDeclared'] = true
    const all = places(game)
    expect(all.length).toBeGreaterThan(150)
    expect(all.map((path) => path.join(' › '))).toContain('combat › blockedAlone')
    const unchecked = all.filter((path) => {
      const value = path.reduce<Json>((at, key) => (at as Record<string, Json>)[key] ?? null, game)
      return gameProblem(withAt(game, path, wrongKind(value))) === null
    })
    expect(unchecked.map((path) => path.join(' › '))).toEqual([])
  })
})

describe('names in a save (issue 40)', () => {
  it('come out with their bidi controls balanced: a stray PDI dropped, an RLO closed', () => {
    const game = JSON.parse(JSON.stringify(newGame())) as {
      players: Record<string, { name: string }>
      teams: Record<string, { name: string }>
    }
    const [a1, b] = [game.players['A1'], game.teams['B']]
    if (!a1 || !b) throw new Error('no A1 or team B')
    a1.name = 'Ana\u2069\u202Eevil'
    b.name = '\u202ETeam'
    const checked = checkGame(game)
    if (!checked.ok) throw new Error(String(checked.problem))
    expect(checked.game.players['A1']?.name).toBe('Ana\u202Eevil\u202C')
    expect(checked.game.teams.B.name).toBe('\u202ETeam\u202C')
  })
})
