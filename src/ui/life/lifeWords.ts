/**
 * The life area's words as catalog messages (namespace `life`), so form specs and number checks
 * made outside components can be said by the panel in the players' language (issue #11).
 */
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { message, type Message, type MessageParam } from '../../engine'
import { i18n } from '../../i18n/i18n'
import { say } from '../../i18n/say'

/** A message of the `life` namespace; its `ns` travels with it, so any `say` reads it right. */
export function lifeMsg(key: string, params?: Readonly<Record<string, MessageParam>>): Message {
  return message(key, params, 'life')
}

/**
 * Turns a message into words (a plain string, such as a player's name, stays as it is): a
 * component passes its own, bound to the language it renders in.
 */
export type Words = (msg: Message | string) => string

/** The interface's current language, for callers that have no component's `t` at hand. */
export const currentWords: Words = (msg) => say(i18n.t.bind(i18n), msg, 'life')

/** `Words` in the language a component renders in; a new function when the language changes. */
export function useLifeWords(): Words {
  const { t } = useTranslation('life')
  return useCallback((msg: Message | string) => say(t, msg, 'life'), [t])
}
