import { manaSymbols } from '../../engine'
import { ManaSymbol } from './ManaSymbol'

/** A mana cost ('{2}{G}{G}') as symbols; nothing for cards without one. */
export function ManaCost({
  cost,
  className,
  compact,
}: {
  cost: string
  className?: string | undefined
  /** Symbols for a card on the table (ManaSymbol). */
  compact?: boolean | undefined
}) {
  const symbols = manaSymbols(cost)
  if (symbols.length === 0) return null
  return (
    <span className={className ? `mana-cost ${className}` : 'mana-cost'}>
      {symbols.map((symbol, i) => (
        <ManaSymbol key={i} symbol={symbol} compact={compact ?? false} />
      ))}
    </span>
  )
}
