/**
 * Numbers players type into life and poison actions. A bad number is refused before anything
 * changes, so a typo never half-applies an effect.
 */
import { refuse } from '../errors'
import { message, type MessageParam } from '../message'

/** Far beyond any real game; stops runaway totals from a slip of the keyboard. */
export const MAX_AMOUNT = 1_000_000

/** A whole number from 0 to MAX_AMOUNT: damage, life gained, lost or paid. */
export function checkAmount(n: number, what: MessageParam): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    refuse('BAD_NUMBER', message('amount.notWhole', { what, value: String(n) }))
  }
  if (n < 0 || n > MAX_AMOUNT) {
    refuse('BAD_NUMBER', message('amount.outOfRange', { what, max: MAX_AMOUNT, value: n }))
  }
  return n
}

/** A whole number that may be negative: a life total to set, or poison counters to remove. */
export function checkSignedAmount(n: number, what: MessageParam): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    refuse('BAD_NUMBER', message('amount.notWhole', { what, value: String(n) }))
  }
  if (Math.abs(n) > MAX_AMOUNT) {
    refuse('BAD_NUMBER', message('amount.outOfSignedRange', { what, max: MAX_AMOUNT, value: n }))
  }
  return n
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
} as const
