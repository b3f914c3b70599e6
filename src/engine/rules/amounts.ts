/**
 * Numbers players type into actions. A bad number is refused before anything changes, so a typo
 * never half-applies an effect; and no total is ever taken past what a game keeps (limits.ts),
 * so every game an action makes loads back (checkState).
 */
import { refuse } from '../errors'
import { MAX_AMOUNT, MAX_TOTAL } from '../limits'
import { message, type MessageParam } from '../message'
import type { GameState } from '../types'

export { MAX_AMOUNT, MAX_TOTAL } from '../limits'

function checkWhole(n: number, what: MessageParam): void {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    refuse('BAD_NUMBER', message('amount.notWhole', { what, value: String(n) }))
  }
}

/** A whole number from 0 to MAX_AMOUNT: damage, life gained, lost or paid. */
export function checkAmount(n: number, what: MessageParam): number {
  checkWhole(n, what)
  if (n < 0 || n > MAX_AMOUNT) {
    refuse('BAD_NUMBER', message('amount.outOfRange', { what, max: MAX_AMOUNT, value: n }))
  }
  return n
}

/** A whole number that may be negative: a life total to set, or poison counters to remove. */
export function checkSignedAmount(n: number, what: MessageParam): number {
  checkWhole(n, what)
  if (Math.abs(n) > MAX_AMOUNT) {
    refuse('BAD_NUMBER', message('amount.outOfSignedRange', { what, max: MAX_AMOUNT, value: n }))
  }
  return n
}

/** A count from 1 to `max`: tokens to create, cards to draw or mill, damage to mark. */
export function checkCount(n: number, what: MessageParam, max: number): number {
  checkWhole(n, what)
  if (n < 1 || n > max) {
    refuse('BAD_NUMBER', message('amount.countOutOfRange', { what, max, value: n }))
  }
  return n
}

/**
 * A total the action would leave in the game: refused past MAX_TOTAL (or below `min`, -MAX_TOTAL
 * for the totals that may go negative), so a game never holds a number its load check refuses.
 */
export function checkTotal(n: number, what: MessageParam, min = 0): number {
  if (!Number.isSafeInteger(n) || n > MAX_TOTAL || n < min) {
    refuse(
      'PAST_LIMIT',
      min < 0
        ? message('amount.pastSignedLimit', { what, max: MAX_TOTAL, value: n })
        : message('amount.pastLimit', { what, max: MAX_TOTAL, value: n }),
    )
  }
  return n
}

/** Room for `count` new cards or tokens: card numbers are never reused (111.7), so they only grow. */
export function checkNewCards(s: GameState, count: number): void {
  checkTotal(s.nextCardNumber + count, message('word.total.cards'))
}

/** What a checked number is, as refusals name it ("Damage must be a whole number …"). */
export const AMOUNT_WORDS = {
  damage: message('word.amount.damage'),
  lifeLost: message('word.amount.lifeLost'),
  lifeGained: message('word.amount.lifeGained'),
  lifePaid: message('word.amount.lifePaid'),
  newLifeTotal: message('word.amount.newLifeTotal'),
  poisonCounters: message('word.amount.poisonCounters'),
  amount: message('word.amount.amount'),
  tokens: message('word.amount.tokens'),
  cardsToDraw: message('word.amount.cardsToDraw'),
  counters: message('word.amount.counters'),
  commanderDamage: message('word.amount.commanderDamage'),
  power: message('word.amount.power'),
  toughness: message('word.amount.toughness'),
} as const
