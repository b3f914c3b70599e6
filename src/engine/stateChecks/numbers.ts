/**
 * Numbers a player could have counted to: finite, whole where the rules count, never negative
 * where the rules forbid it (122.1 counters, 120.3 damage, 810.10 poison), and within what a
 * double can hold exactly, so no total drifts or prints as "1e+300".
 */
import { counterNameProblem, isWithinTotal, MAX_TOTAL } from '../limits'
import type { GameState } from '../types'
import { problem, type StateCheck } from './problem'

/** The bound every action keeps to (limits.ts): what an action may make, a save may hold. */
const LIMIT = MAX_TOTAL

const inRange = (n: number, min = 0) => isWithinTotal(n, min)

export const numbersInRange: StateCheck = (s: GameState) => {
  const finite = firstNotFinite(s, 'game')
  if (finite !== null) return problem('notFinite', { where: finite })
  for (const team of Object.values(s.teams)) {
    for (const [field, n] of [
      ['life', team.life],
      ['startingLife', team.startingLife],
    ] as const) {
      if (!inRange(n, -LIMIT)) return problem('outOfRange', { where: `${team.id} › ${field}`, n })
    }
    if (!inRange(team.poison))
      return problem('outOfRange', { where: `${team.id} › poison`, n: team.poison })
  }
  if (!inRange(s.turn.number, 1)) return problem('outOfRange', { where: 'turn', n: s.turn.number })
  if (!inRange(s.nextCardNumber)) {
    return problem('outOfRange', { where: 'nextCardNumber', n: s.nextCardNumber })
  }
  if (s.rng.length !== 4 || !s.rng.every((n) => Number.isInteger(n) && Math.abs(n) < 2 ** 32)) {
    return problem('shuffleState')
  }
  for (const [id, card] of Object.entries(s.cards)) {
    if (!inRange(card.damage))
      return problem('outOfRange', { where: `${id} › damage`, n: card.damage })
    // A counter that reaches 0 is gone (122.1): a kept 0 is damage, not a count.
    for (const [name, n] of Object.entries(card.counters)) {
      // A name no action accepts ("constructor") would read as an inherited member (limits.ts).
      if (name !== name.trim() || counterNameProblem(name) !== null) {
        return problem('counterName', { card: id, name })
      }
      if (!inRange(n, 1)) return problem('outOfRange', { where: `${id} › ${name}`, n })
    }
    const { power, toughness } = card.untilEndOfTurn
    for (const n of [power, toughness]) {
      if (!inRange(n, -LIMIT)) return problem('outOfRange', { where: id, n })
    }
  }
  for (const [id, n] of Object.entries(s.commanderCasts)) {
    if (!inRange(n)) return problem('outOfRange', { where: id, n })
  }
  for (const tallies of Object.values(s.commanderDamage)) {
    for (const [id, n] of Object.entries(tallies)) {
      if (!inRange(n)) return problem('outOfRange', { where: id, n })
    }
  }
  return null
}

/** Objects already found free of NaN and infinity: states are immutable and share parts. */
const finiteObjects = new WeakSet<object>()

/**
 * The path of the first number that is NaN or infinite anywhere in the state (IndexedDB keeps
 * both, JSON does not). The schema has walked the same depth already, so recursion is safe.
 */
function firstNotFinite(value: unknown, name: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : name
  if (typeof value !== 'object' || value === null || finiteObjects.has(value)) return null
  for (const [key, child] of Object.entries(value)) {
    const found = firstNotFinite(child, key)
    if (found !== null) return `${name} › ${found}`
  }
  finiteObjects.add(value)
  return null
}
