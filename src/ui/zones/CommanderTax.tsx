import { commanderTax, type CardId } from '../../engine'
import { useGame } from '../../store'

/**
 * The tax a commander's next cast from the command zone costs (903.8). The element's text is
 * the number alone (CONTRACT.md); "Tax" is drawn by CSS.
 */
export function CommanderTax({ id }: { id: CardId }) {
  const tax = useGame((s) => (s.game ? commanderTax(s.game, id) : 0))
  return (
    <span className="commander-tax" data-commander-tax={id} aria-label={`Commander tax ${tax}`}>
      {tax}
    </span>
  )
}
