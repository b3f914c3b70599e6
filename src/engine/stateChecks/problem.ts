import { message, type Message, type MessageParam } from '../message'
import type { GameState } from '../types'

/** One sanity check of a game state: the first problem it finds, or null. */
export type StateCheck = (state: GameState) => Message | null

/** A problem in the players' words; the catalog is the interface's 'sanity' namespace. */
export function problem(key: string, params?: Readonly<Record<string, MessageParam>>): Message {
  return message(`sanity.${key}`, params, 'sanity')
}

export function has(record: object, key: string): boolean {
  return Object.hasOwn(record, key)
}

/** A whole number a player could count to: no NaN, no infinity, no precision lost. */
export function isCount(n: unknown, min = 0): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min
}
