/**
 * Numbers players type into life and poison actions. A bad number is refused before anything
 * changes, so a typo never half-applies an effect.
 */
import { refuse } from '../errors'

/** Far beyond any real game; stops runaway totals from a slip of the keyboard. */
export const MAX_AMOUNT = 1_000_000

/** A whole number from 0 to MAX_AMOUNT: damage, life gained, lost or paid. */
export function checkAmount(n: number, what: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    refuse('BAD_NUMBER', `${what} must be a whole number, not ${String(n)}.`)
  }
  if (n < 0 || n > MAX_AMOUNT) {
    refuse('BAD_NUMBER', `${what} must be between 0 and ${MAX_AMOUNT}, not ${n}.`)
  }
  return n
}

/** A whole number that may be negative: a life total to set, or poison counters to remove. */
export function checkSignedAmount(n: number, what: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    refuse('BAD_NUMBER', `${what} must be a whole number, not ${String(n)}.`)
  }
  if (Math.abs(n) > MAX_AMOUNT) {
    refuse('BAD_NUMBER', `${what} must be between -${MAX_AMOUNT} and ${MAX_AMOUNT}, not ${n}.`)
  }
  return n
}
