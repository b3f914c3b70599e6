import { manaSymbolClass, manaSymbolWords } from './manaWords'

/** One mana symbol as a small coloured disc. TODO(#7): mana-font icons, with the showcase work. */
export function ManaSymbol({ symbol }: { symbol: string }) {
  const text = symbol === 'T' ? '↷' : symbol === 'Q' ? '↶' : symbol.replace('/', '')
  return (
    <abbr className={`mana ${manaSymbolClass(symbol)}`} title={manaSymbolWords(symbol)}>
      {text}
    </abbr>
  )
}
