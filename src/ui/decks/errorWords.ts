import { isMessage, type Message } from '../../engine/core'

/**
 * What a caught error says: its catalog message (`detail`, set by the engine, the deck checks,
 * the stores and the file readers) for the interface to say in its language, else its text.
 */
export function errorWords(error: unknown): Message | string {
  if (!(error instanceof Error)) return String(error)
  const detail: unknown = (error as { detail?: unknown }).detail
  return isMessage(detail) ? detail : error.message
}
