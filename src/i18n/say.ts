/**
 * Says a catalog message (engine refusals and log lines, deck problems, store notices) in the
 * interface's language. Values that are messages themselves are said first, in the same language.
 */
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { isMessage, type Message, type MessageParam } from '../engine/core'

/** Plain strings pass through: older saves' log lines and card names are not catalog messages. */
export function say(t: TFunction, msg: Message | string, ns = 'engine'): string {
  if (typeof msg === 'string') return msg
  const own = msg.ns ?? ns
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(msg.params ?? {}))
    values[name] = sayParam(t, value, own)
  return t(msg.key, { ...values, ns: own })
}

function sayParam(t: TFunction, value: MessageParam, ns: string): string | number {
  return isMessage(value) ? say(t, value, ns) : value
}

/** `say` bound to the current language; re-renders the caller when the language changes. */
export function useSay(): (msg: Message | string, ns?: string) => string {
  const { t } = useTranslation()
  return (msg, ns) => say(t, msg, ns)
}
