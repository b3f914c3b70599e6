/**
 * Issue 36: a load returns what the schema checked, not the object it read. Keys the save format
 * does not name are dropped; `__proto__`, `constructor` and `prototype` are refused wherever a
 * name becomes a key (counters, log slots, per-player records, card ids…), with the reason.
 */
import { describe, expect, it } from 'vitest'
import type { GameState } from '../../src/engine'
import { toSaveFile } from '../../src/shared/save/saveFile'
import { checkSave } from '../../src/shared/save/saveCheck'
import { packSave } from '../../src/shared/save/savePacking'
import { act, newGame } from '../fixtures/game'

const header = { gameId: 'g', revision: 1, writer: 't' }

type Node = Record<string, unknown>

/** The object at `path` under `node` (tests build the saves: a wrong path is a test bug). */
function at(node: unknown, ...path: (string | number)[]): Node {
  let here = node
  for (const key of path) here = (here as Node)[key]
  if (typeof here !== 'object' || here === null) throw new Error(`nothing at ${path.join('.')}`)
  return here as Node
}

/** A game on the battlefield with one card, as JSON reads it back. */
function jsonSave(edit: (game: Node) => void = () => undefined): unknown {
  const start = newGame()
  const card = start.players['A1']?.zones.hand[0] ?? ''
  const game = act(start, { type: 'card/move', player: 'A1', card, to: 'battlefield' })
  const raw = JSON.parse(JSON.stringify(toSaveFile(game, [], [], header))) as { game: Node }
  edit(raw.game)
  return raw
}

/** Defines an own key, as JSON.parse makes one of `"__proto__"`. */
function ownKey(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  })
}

const firstCard = (game: Node): Node => at(game, 'cards', String(at(game, 'battlefield')[0]))

describe('a load returns what was checked', () => {
  it('drops keys the format does not name, at every depth', () => {
    const raw = jsonSave((game) => {
      game['extra'] = 1
      at(game, 'teams', 'A')['nickname'] = 'x'
      firstCard(game)['note'] = 'x'
      at(firstCard(game), 'data')['flavor_text'] = 'x'
      ownKey(at(firstCard(game), 'data'), '__proto__', { polluted: true })
    })
    ;(raw as Record<string, unknown>)['mystery'] = true
    const checked = checkSave(raw)
    if (checked.kind !== 'ok') throw new Error(checked.reason)
    const { game } = checked.save
    expect(checked.save).not.toHaveProperty('mystery')
    expect(game).not.toHaveProperty('extra')
    expect(game.teams.A).not.toHaveProperty('nickname')
    const card = game.cards[game.battlefield[0] ?? '']
    expect(card).not.toHaveProperty('note')
    expect(Object.keys(card?.data ?? {})).not.toContain('flavor_text')
    expect(Object.hasOwn(card?.data ?? {}, '__proto__')).toBe(false)
    expect(Object.getPrototypeOf(card?.data)).toBe(Object.prototype)
  })

  it('keeps every field a game has: a played game comes back equal', () => {
    const raw = jsonSave()
    const checked = checkSave(raw)
    if (checked.kind !== 'ok') throw new Error(checked.reason)
    expect(checked.save.game).toEqual((raw as { game: GameState }).game)
  })

  it('shares the parts states share, as the game did: a loaded history is not copied per state', () => {
    const s0 = newGame()
    const s1 = act(s0, { type: 'life/lose', player: 'A1', amount: 2 })
    const checked = checkSave(
      JSON.parse(JSON.stringify(packSave(toSaveFile(s1, [s0], [], header)))),
    )
    if (checked.kind !== 'ok') throw new Error(checked.reason)
    const id = s0.players['A1']?.zones.hand[0] ?? ''
    expect(checked.save.game.cards[id]).toBe(checked.save.past[0]?.cards[id])
  })
})

describe('names that would be keys', () => {
  const places: [string, (game: Node, name: string) => void][] = [
    ['a counter', (game, name) => ownKey(at(firstCard(game), 'counters'), name, 1)],
    [
      'a log slot',
      (game, name) => ownKey((at(game, 'log', 0, 'message')['params'] ??= {}) as Node, name, 'x'),
    ],
    [
      'an answer to 903.9',
      (game, name) => ownKey((game['commanderReturn'] ??= {}) as Node, name, 'ask'),
    ],
    [
      'a commander damage tally',
      (game, name) => ownKey(at(game, 'commanderDamage', 'A1'), name, 1),
    ],
    ['a mulligan record', (game, name) => ownKey(at(game, 'mulligan', 'kept'), name, true)],
    ['a card id', (game, name) => ownKey(at(game, 'cards'), name, firstCard(game))],
  ]

  for (const name of ['__proto__', 'constructor', 'prototype']) {
    it.each(places)(`"${name}" as %s is refused, by name`, (_place, edit) => {
      const checked = checkSave(jsonSave((game) => edit(game, name)))
      expect(checked.kind).toBe('rejected')
      if (checked.kind === 'rejected') {
        expect(checked.reason).toContain(`"${name}" cannot be a name`)
      }
    })
  }

  it('a __proto__ key read from JSON text is refused the same way', () => {
    const text = JSON.stringify(jsonSave()).replace('"counters":{}', '"counters":{"__proto__":3}')
    const checked = checkSave(JSON.parse(text))
    expect(checked).toMatchObject({ kind: 'rejected', reason: /"__proto__" cannot be a name/ })
  })
})
