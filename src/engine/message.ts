/**
 * Words the table says (refusals, log lines) as a catalog key plus values, so the interface can
 * say them in the players' language (issue #11) while the engine stays free of any i18n library.
 * The English text is still produced here: `RuleError.message` and `log()` keep plain English
 * words (the public surface's promise), made from the same catalog the English interface uses.
 *
 * The template syntax is i18next's: `{{name}}` slots, and plural forms as `key_one` / `key_other`
 * chosen by a numeric `count` value (Intl.PluralRules), so one catalog serves both.
 */

/** A value for a slot: plain text and numbers, or another message said in the same language. */
export type MessageParam = string | number | Message

export interface Message {
  /** The catalog key (flat: 'life.notEnough'). */
  key: string
  /** The interface's namespace of the catalog, when not the reader's default ('engine'). */
  ns?: string
  params?: Readonly<Record<string, MessageParam>>
}

export type Catalog = Readonly<Record<string, string>>

const englishPlurals = new Intl.PluralRules('en')

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string'
  )
}

/** A message of the engine's catalog, or of the interface namespace `ns` when given. */
export function message(
  key: string,
  params?: Readonly<Record<string, MessageParam>>,
  ns?: string,
): Message {
  const msg: Message = ns === undefined ? { key } : { key, ns }
  if (params === undefined) return msg
  // -0 would come back from a save (JSON) as 0: keep the state a save restores exactly.
  const plain: Record<string, MessageParam> = {}
  for (const [name, value] of Object.entries(params)) plain[name] = Object.is(value, -0) ? 0 : value
  return { ...msg, params: plain }
}

/**
 * Adds a catalog message as `detail` without changing a result's shape: the field is not
 * enumerable, so the object still equals its plain form and its JSON holds only its own fields
 * (the deck checks' public shape is fixed). Spreading the object drops it; copy `detail` by name.
 */
export function withDetail<T extends object>(value: T, detail: Message): T {
  return Object.defineProperty(value, 'detail', { value: detail, enumerable: false })
}

/** Says a message in the catalog's language; a missing key says the key, so gaps show in tests. */
export function formatMessage(
  catalog: Catalog,
  msg: Message,
  plurals: Intl.PluralRules = englishPlurals,
): string {
  const params = msg.params ?? {}
  const count = params['count']
  const template =
    (typeof count === 'number' ? catalog[`${msg.key}_${plurals.select(count)}`] : undefined) ??
    catalog[msg.key] ??
    msg.key
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => {
    const value = params[name]
    if (value === undefined) return slot
    return isMessage(value) ? formatMessage(catalog, value, plurals) : String(value)
  })
}
