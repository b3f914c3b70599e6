import { useTranslation } from 'react-i18next'
import { manaIconClass } from '../cards/manaFont'
import { manaSymbolClass, manaSymbolWords } from './manaWords'

/**
 * One mana symbol: mana-font's icon once the font is ready, a small coloured disc with a
 * letter until then (and for symbols the font lacks). Screen readers hear the words.
 */
export function ManaSymbol({ symbol }: { symbol: string }) {
  const text = symbol === 'T' ? '↷' : symbol === 'Q' ? '↶' : symbol.replace('/', '')
  const { t } = useTranslation('card')
  const words = manaSymbolWords(symbol, t)
  const icon = manaIconClass(symbol)
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
