/**
 * Numbers typed into the life panel. They are checked here, before anything is dispatched, so a
 * typo never reaches the game; the message names the field and says what is wrong with it.
 */
import { currentWords, lifeMsg, type Words } from './lifeWords'

export type AmountResult = { ok: true; value: number } | { ok: false; message: string }

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/** A whole number, 0 or more: damage, life, a life total, poison counters. */
export function parseAmount(
  text: string,
  field: string,
  words: Words = currentWords,
): AmountResult {
  const typed = text.trim()
  const refuse = (key: string): AmountResult => ({
    ok: false,
    message: words(lifeMsg(`life.amount.${key}`, { field, typed })),
  })
  if (typed === '') return refuse('empty')
  if (!NUMBER.test(typed)) return refuse('notNumber')
  const value = Number(typed)
  if (value < 0) return refuse('negative')
  if (!Number.isInteger(value)) return refuse('notWhole')
  return { ok: true, value }
}
