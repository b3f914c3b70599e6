import type { TFunction } from 'i18next'

/** Counter kinds the interface offers by name; any other name is the player's own words. */
export const NAMED_COUNTERS = [
  'loyalty',
  'charge',
  'shield',
  'stun',
  'lore',
  'oil',
  'time',
] as const

/**
 * A counter's name in the interface's language. The engine keeps the English name (the game's
 * state and its save do not change with the language); "+1/+1" and custom names stay as they are.
 */
export function counterName(t: TFunction, name: string): string {
  return (NAMED_COUNTERS as readonly string[]).includes(name)
    ? t(`card.counter.${name}`, { ns: 'card' })
    : name
}
