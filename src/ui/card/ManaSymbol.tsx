import { useWords } from '../../i18n/useWords'
import { manaIconClass } from '../cards/manaFont'
import { manaSymbolClass, manaSymbolWords } from './manaWords'

/**
 * One mana symbol: mana-font's icon once the font is ready, a small coloured disc with a
 * letter until then (and for symbols the font lacks). Screen readers hear the words.
 * `compact` is for cards on the table, whose accessible name is their label (cardLabel).
 */
export function ManaSymbol({ symbol, compact }: { symbol: string; compact?: boolean }) {
  const text = symbol === 'T' ? '↷' : symbol === 'Q' ? '↶' : symbol.replace('/', '')
  // Subscribed to the language, so the words follow a switch (manaSymbolWords caches them).
  useWords('card')
  const words = manaSymbolWords(symbol)
  const icon = manaIconClass(symbol)
  if (compact) {
    // On the table the card's own label names it (children of a button are presentational), so
    // the letter is drawn by CSS (card.css: .mana[data-text]) and the words stay in the title.
    // One element a symbol: the icon is the same element's glyph once the font is ready
    // (issue 21); a split hybrid draws its halves on an element of its own.
    const split = icon !== undefined && symbol.includes('/')
    return (
      <abbr
        className={`mana ${manaSymbolClass(symbol)}${icon ? ` has-icon${split ? '' : ` ms ${icon}`}` : ''}`}
        title={words}
        data-text={text}
      >
        {split && <i className={`ms ms-cost ${icon}`} aria-hidden="true" />}
      </abbr>
    )
  }
  return (
    <abbr className={`mana ${manaSymbolClass(symbol)}${icon ? ' has-icon' : ''}`} title={words}>
      <span className="mana-text" aria-hidden="true">
        {text}
      </span>
      {icon && <i className={`ms ms-cost ${icon}`} aria-hidden="true" />}
      <span className="sr-only">{words}</span>
    </abbr>
  )
}
