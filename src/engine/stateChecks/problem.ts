import { message, type Message, type MessageParam } from '../message'
import type { GameState } from '../types'

/** One sanity check of a game state: the first problem it finds, or null. */
export type StateCheck = (state: GameState) => Message | null

/**
 * A problem in the players' words; the catalog is the interface's 'sanity' namespace. Values come
 * from the save itself, where a key the schema skips ("constructor") may hold anything: a slot
 * gets plain text or a number, never an object that would read as a message.
 */
export function problem(key: string, params?: Readonly<Record<string, unknown>>): Message {
  if (params === undefined) return message(`sanity.${key}`, undefined, 'sanity')
  const slots: Record<string, MessageParam> = {}
  for (const [name, value] of Object.entries(params)) slots[name] = slot(value)
  return message(`sanity.${key}`, slots, 'sanity')
}

function slot(value: unknown): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 60)
  } catch {
    return typeof value
  }
}

export function has(record: object, key: string): boolean {
  return Object.hasOwn(record, key)
}
