/**
 * mana-font classes for Scryfall's mana symbols ('G' → 'ms-g', 'W/U' → 'ms-wu', 'T' → 'ms-tap'),
 * and the one place that asks the browser for the font. The request never blocks the first
 * paint: costs show as coloured discs with letters until the font is ready (mana.css).
 */
import './mana.css'

const FONT_READY_CLASS = 'mana-font-ready'

const SINGLE: Readonly<Record<string, string>> = {
  T: 'tap',
  Q: 'untap',
  CHAOS: 'chaos',
  '∞': 'infinity',
  '½': '1-2',
}
const COLORS = 'WUBRG'
const PLAIN = /^(?:[WUBRGCXYZSEP]|\d|1\d|20)$/
const HYBRID_PAIRS = new Set(['wu', 'wb', 'ub', 'ur', 'br', 'bg', 'rw', 'rg', 'gw', 'gu'])

/** The mana-font class for a symbol, or undefined when the font has no glyph for it. */
export function manaIconClass(symbol: string): string | undefined {
  const single = SINGLE[symbol]
  if (single) return `ms-${single}`
  if (PLAIN.test(symbol)) return `ms-${symbol.toLowerCase()}`
  const parts = symbol.toLowerCase().split('/')
  const [first = '', second = ''] = parts
  if (parts.length === 2 && second === 'p' && COLORS.includes(first.toUpperCase())) {
    return `ms-${first}p`
  }
  const pair = `${first}${second}`
  const hybrid =
    HYBRID_PAIRS.has(pair) ||
    ((first === '2' || first === 'c') && second !== '' && COLORS.includes(second.toUpperCase()))
  if (!hybrid) return undefined
  if (parts.length === 2) return `ms-${pair}`
  return parts.length === 3 && parts[2] === 'p' && HYBRID_PAIRS.has(pair)
    ? `ms-${pair}p`
    : undefined
}

let requested = false

/** Asks for the font once; marks the page when it has arrived. Harmless without a FontFaceSet. */
export function requestManaFont(): void {
  if (requested || typeof document === 'undefined') return
  requested = true
  const fonts = (document as Partial<Document>).fonts
  if (!fonts) return
  fonts.load('1em Mana').then(
    (faces) => {
      if (faces.length > 0) document.documentElement.classList.add(FONT_READY_CLASS)
    },
    () => undefined,
  )
}

requestManaFont()
