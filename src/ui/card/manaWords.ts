/**
 * Plain-words names of mana symbols, for tooltips and screen readers ('{2}' → 'two generic mana'),
 * in the interface's language (namespace "card").
 */
import { i18n } from '../../i18n/i18n'

const COLORS = new Set(['W', 'U', 'B', 'R', 'G', 'C'])
/** Numbers said as words; larger ones as digits. */
const LAST_NUMBER_WORD = 16
const SPECIAL: Record<string, string> = {
  T: 'card.mana.T',
  Q: 'card.mana.Q',
  S: 'card.mana.S',
  E: 'card.mana.E',
  P: 'card.mana.P',
  CHAOS: 'card.mana.CHAOS',
  PW: 'card.mana.PW',
  HW: 'card.mana.HW',
  HR: 'card.mana.HR',
  '½': 'card.mana.half',
  '∞': 'card.mana.infinite',
}

/**
 * The words said for each symbol in each language. Keyed by language, not by a component's `t`:
 * each component's `t` is its own function, so a cache per `t` missed for every symbol on the
 * table (≈ 15 ms of drawing the board after a reload; issue 10). Words added later (a language's
 * table catalogs load after the first screen) clear it.
 */
const said = new Map<string, string>()
// i18next's store exists once it has started: the table's code may come in before (App.tsx).
const forgetOnNewWords = () => i18n.store.on('added', () => said.clear())
if (i18n.isInitialized) forgetOnNewWords()
else i18n.on('initialized', forgetOnNewWords)

/** What a screen reader hears for a symbol: 'two generic mana', 'one green or white mana'. */
export function manaSymbolWords(symbol: string): string {
  const key = `${i18n.language}\u0000${symbol}`
  let spoken = said.get(key)
  if (spoken === undefined) said.set(key, (spoken = sayManaSymbol(symbol)))
  return spoken
}

function sayManaSymbol(symbol: string): string {
  const say = (key: string, values?: Record<string, string | number>) =>
    i18n.t(key, { ...values, ns: 'card' })
  const color = (c: string) => (COLORS.has(c) ? say(`card.color.${c}`) : c)
  if (/^\d+$/.test(symbol)) {
    const n = Number(symbol)
    const words = n <= LAST_NUMBER_WORD ? say(`card.number.${n}`) : symbol
    return say('card.mana.generic', { words, count: n })
  }
  if (/^[XYZ]$/.test(symbol)) return say('card.mana.variable', { symbol })
  const special = SPECIAL[symbol]
  if (special) return say(special)
  if (COLORS.has(symbol)) return say('card.mana.colored', { color: color(symbol) })
  const parts = symbol.split('/')
  const [first = '', second = ''] = parts
  if (parts.length === 2 && second === 'P') {
    return say('card.mana.phyrexian', { color: color(first) }).replace('  ', ' ')
  }
  if (parts.length === 2 && first === '2')
    return say('card.mana.twoHybrid', { color: color(second) })
  if (parts.length >= 2) {
    const colors = parts
      .map(color)
      .reduce((said, next) => say('card.mana.or', { first: said, second: next }))
    return say('card.mana.hybrid', { colors })
  }
  return say('card.mana.other', { symbol })
}

/** The CSS class that colours a symbol: 'mana-G', 'mana-generic', 'mana-hybrid mana-G-W'. */
export function manaSymbolClass(symbol: string): string {
  if (/^\d+$|^[XYZ]$/.test(symbol)) return 'mana-generic'
  const parts = symbol.split('/')
  if (parts.length === 1) return `mana-${symbol.replace(/[^A-Z0-9]/gi, '')}`
  if (parts[1] === 'P') return `mana-phyrexian mana-${parts[0] ?? ''}`
  return `mana-hybrid mana-${parts.join('-')}`
}
