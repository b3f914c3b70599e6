/**
 * Numbers typed into the life panel. They are checked here, before anything is dispatched, so a
 * typo never reaches the game; the message names the field and says what is wrong with it.
 */
export type AmountResult = { ok: true; value: number } | { ok: false; message: string }

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/** A whole number, 0 or more: damage, life, a life total, poison counters. */
export function parseAmount(text: string, field: string): AmountResult {
  const typed = text.trim()
  if (typed === '') return { ok: false, message: `${field} is empty: enter a whole number.` }
  if (!NUMBER.test(typed)) {
    return { ok: false, message: `${field} must be a number, and “${typed}” is not one.` }
  }
  const value = Number(typed)
  if (value < 0) return { ok: false, message: `${field} can't be negative (${typed}).` }
  if (!Number.isInteger(value)) {
    return { ok: false, message: `${field} must be a whole number, not ${typed}.` }
  }
  return { ok: true, value }
}
