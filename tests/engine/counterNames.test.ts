/**
 * Counter names are data (issue 34): whatever a player types names a kind of counter, or is
 * refused with a reason; it never reaches an inherited member of a record ("constructor" once
 * showed as "function Object() { [native code] }1").
 */
import { describe, expect, it } from 'vitest'
import { card, checkState, MAX_COUNTER_NAME, tryAction, type Action } from '../../src/engine'
import { act, creature } from '../fixtures/game'
import { scene } from './combatScene'

const { s, ids } = scene({ bear: ['A1', creature('Grizzly Bears', 2, 2)] })

const put = (counter: string, delta = 1): Action => ({
  type: 'card/counters',
  player: 'A1',
  card: ids.bear,
  counter,
  delta,
})

describe('122.1: counter names', () => {
  it.each(['constructor', '__proto__', 'prototype', 'toString', 'hasOwnProperty', ' valueOf '])(
    'refuses %j, a word a plain record answers to, and says why',
    (name) => {
      const r = tryAction(s, put(name, 3))
      expect(r.ok).toBe(false)
      if (r.ok) return
      expect(r.error.code).toBe('BAD_COUNTER')
      expect(r.error.message).toBe(
        `“${name.trim()}” can't name a counter: the table keeps that word for itself. Choose another name.`,
      )
    },
  )

  it('refuses a name past the length limit, or with invisible characters', () => {
    const long = tryAction(s, put('x'.repeat(MAX_COUNTER_NAME + 1)))
    expect(!long.ok && long.error.message).toBe(
      "A counter's name can be at most 40 characters long.",
    )
    for (const name of ['ch\u200barge', 'a\nb', 'bell\u0007']) {
      const r = tryAction(s, put(name))
      expect(!r.ok && r.error.message).toBe(
        "A counter's name can't hold control or invisible characters.",
      )
    }
    const blank = tryAction(s, put('   '))
    expect(!blank.ok && blank.error.code).toBe('BAD_COUNTER')
  })

  it('keeps any other name as typed (trimmed), a kind in its place, gone at 0', () => {
    const name = 'x'.repeat(MAX_COUNTER_NAME)
    const g = act(s, put(' Brick ', 2), put('+1/+1', 1), put(name), put('Brick', 1), put('🍀'))
    expect(card(g, ids.bear).counters).toEqual({ Brick: 3, '+1/+1': 1, [name]: 1, '🍀': 1 })
    expect(Object.keys(card(g, ids.bear).counters)).toEqual(['Brick', '+1/+1', name, '🍀'])
    expect(card(g, ids.bear).power).toBe(3)
    const gone = act(g, put('Brick', -3))
    expect(card(gone, ids.bear).counters).toEqual({ '+1/+1': 1, [name]: 1, '🍀': 1 })
    expect(checkState(gone)).toBeNull()
  })

  it('a name like a member of Object.prototype never reads as one when looked up', () => {
    // "toString" is refused; "tostring" is another word and an ordinary counter.
    const g = act(s, put('tostring', 2))
    expect(card(g, ids.bear).counters).toEqual({ tostring: 2 })
    const r = tryAction(g, put('constructor', -1))
    expect(!r.ok && r.error.code).toBe('BAD_COUNTER')
  })
})
