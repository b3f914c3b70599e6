/**
 * A room's `refused`, said in the device's language (issue 38): the room sends a code and the
 * values its sentence names, never English; a rule of the game comes with the engine's own
 * message. The English here is the notice's fallback words (what tests and logs read).
 */
import { formatMessage, type Message } from '../engine/core'
import type { ToDevice } from '../shared/protocol/toDevice'
import type { ActionOutcome } from '../store'
import type { NoticeInput } from '../store/types'
import { englishOf } from '../store/words'
import rooms from '../i18n/locales/en/later/rooms.json'

type Refused = ToDevice['refused']
type Refusal = Extract<ActionOutcome, { ok: false }>['error']

const catalog: Readonly<Record<string, string>> = rooms

/** The refusal's words: the engine's for a rule, else the room's own sentence for its code. */
export function refusalWords(m: Refused): Message {
  // A seat refusal the engine worded (actingSeat) says why in the engine's words.
  if (m.detail) return m.detail
  const key = `rooms.refused.${m.code}`
  if (key in catalog) return { key, ns: 'rooms', ...(m.params && { params: m.params }) }
  return { key: 'rooms.refused.rule', ns: 'rooms', params: { code: m.code } }
}

/** The same in English: the fallback words a notice and an outcome carry. */
function englishWords(m: Refused, words: Message): string {
  return m.detail ? englishOf(m.detail) : formatMessage(catalog, words)
}

/** The refusal as a move's outcome (the rule's number, when the room names one). */
export function refusalOutcome(m: Refused): Refusal {
  const detail = refusalWords(m)
  const rule = m.params?.rule
  return {
    code: m.code,
    message: englishWords(m, detail),
    detail,
    ...(typeof rule === 'string' && { rule }),
  }
}

export function refusalNotice(m: Refused): NoticeInput {
  const detail = refusalWords(m)
  return { kind: 'error', code: m.code, message: englishWords(m, detail), detail }
}
