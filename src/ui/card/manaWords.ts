/** Plain-words names of mana symbols, for tooltips and screen readers ('{2}' → 'two generic mana'). */

const COLOR_WORDS: Record<string, string> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
]

const SPECIAL: Record<string, string> = {
  T: 'tap this permanent',
  Q: 'untap this permanent',
  S: 'one snow mana',
  E: 'one energy counter',
  X: 'X generic mana',
  Y: 'Y generic mana',
  Z: 'Z generic mana',
  P: 'one Phyrexian mana',
  CHAOS: 'chaos',
  PW: 'planeswalker',
  HW: 'half a white mana',
  HR: 'half a red mana',
  '½': 'half a generic mana',
  '∞': 'infinite generic mana',
}

export function manaSymbolWords(symbol: string): string {
  if (/^\d+$/.test(symbol)) {
    const n = Number(symbol)
    return `${NUMBER_WORDS[n] ?? symbol} generic mana`
  }
  const special = SPECIAL[symbol]
  if (special) return special
  const color = COLOR_WORDS[symbol]
  if (color) return `one ${color} mana`
  const parts = symbol.split('/')
  if (parts.length === 2 && parts[1] === 'P') {
    return `one Phyrexian ${COLOR_WORDS[parts[0] ?? ''] ?? ''} mana (or 2 life)`.replace('  ', ' ')
  }
  if (parts.length >= 2) {
    const words = parts.map((p) => (p === '2' ? 'two generic' : (COLOR_WORDS[p] ?? p)))
    return `one ${words.join(' or ')} mana`.replace('one two generic', 'two generic')
  }
  return `${symbol} mana`
}

/** The CSS class that colours a symbol: 'mana-G', 'mana-generic', 'mana-hybrid mana-G-W'. */
export function manaSymbolClass(symbol: string): string {
  if (/^\d+$|^[XYZ]$/.test(symbol)) return 'mana-generic'
  const parts = symbol.split('/')
  if (parts.length === 1) return `mana-${symbol.replace(/[^A-Z0-9]/gi, '')}`
  if (parts[1] === 'P') return `mana-phyrexian mana-${parts[0] ?? ''}`
  return `mana-hybrid mana-${parts.join('-')}`
}
